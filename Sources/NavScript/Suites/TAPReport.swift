import NavreplKit

/// A suite's results as TAP version 13 (the Test Anything Protocol of `prove`): a plan line,
/// then `ok N - FILE` or `not ok N - FILE` with a YAML block saying where and why.
public enum TAPReport {
    /// The version line and the plan, printed before any result.
    public static func header(count: Int) -> String {
        "TAP version 13\n1..\(count)\n"
    }

    /// The lines for the `number`th file (from 1).
    public static func text(for result: ScenarioResult, number: Int) -> String {
        switch result.verdict {
        case .passed, .updated:
            return "ok \(number) - \(description(result.path))\n"
        case .skipped:
            return "ok \(number) - \(description(result.path)) # SKIP --bail stopped at an earlier failure\n"
        case .failed:
            var text = "not ok \(number) - \(description(result.path))\n  ---\n"
            let first = result.failures.first
            text += "  message: \(quoted(first?.message ?? "failed"))\n  severity: fail\n"
            if let location = first?.location {
                text += "  at:\n    file: \(quoted(location.file))\n    line: \(location.line)\n    column: \(location.column)\n"
            }
            switch first?.difference {
            case .values(let expected, let actual)?:
                text += "  expected: \(quoted(expected))\n  actual: \(quoted(actual))\n"
            case .transcript(let expected, let actual)?:
                text += "  expected:\n" + expected.map { "    - \(quoted($0))\n" }.joined()
                text += "  actual:\n" + actual.map { "    - \(quoted($0))\n" }.joined()
            case nil:
                break
            }
            if result.failures.count > 1 {
                text += "  failures:\n" + result.failures.map { "    - \(quoted("\($0.location): \($0.message)"))\n" }.joined()
            }
            return text + "  ...\n"
        }
    }

    /// A description cannot hold `#` (it would start a directive) or a line break.
    private static func description(_ path: String) -> String {
        Escaper.printable.escaped(path).split(separator: "#", omittingEmptySubsequences: false).joined(separator: "\\#")
    }

    /// A YAML double-quoted scalar, which reads JSON's escapes.
    private static func quoted(_ text: String) -> String {
        Escaper.json.escaped(text)
    }
}
