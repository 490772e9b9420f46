import NavLanguage
/// How a suite's files came out, counted for the summary line and the reports.
public struct SuiteTally: Sendable, Equatable {
    /// Passed, `--update`d files included.
    public private(set) var passed = 0
    public private(set) var failed = 0
    public private(set) var skipped = 0
    public private(set) var updated = 0

    public init(_ results: [ScenarioResult]) {
        for result in results {
            switch result.verdict {
            case .passed: passed += 1
            case .updated: passed += 1; updated += 1
            case .failed: failed += 1
            case .skipped: skipped += 1
            }
        }
    }

    public var total: Int { passed + failed + skipped }

    /// `N passed, N failed`, then `, N skipped` and `, N updated` when there are any.
    public var summary: String {
        var text = "\(passed) passed, \(failed) failed"
        if skipped > 0 { text += ", \(skipped) skipped" }
        if updated > 0 { text += ", \(updated) updated" }
        return text
    }

    /// 0 when every file ran and passed, else 1.
    public var exitStatus: Int32 { failed > 0 ? 1 : 0 }
}
