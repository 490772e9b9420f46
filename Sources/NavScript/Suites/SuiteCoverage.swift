import NavLanguage
import NavreplExplore
import NavreplKit

/// `navrepl test --coverage`: what a suite's scenarios covered of each app they ran, against
/// what `explore` reaches of it (``Coverage``); the floors of `--min-coverage`; the figures for
/// the text, JUnit and TAP reports.
public struct SuiteCoverage: Sendable {
    /// One app's figures.
    public struct App: Sendable {
        public let name: String
        public let covered: Coverage
        /// What exists: what the walk reached, and anything the suite covered beyond it.
        public let existing: Coverage
        public let explored: Int
        public let exploredAll: Bool
        /// Scenarios too long for their coverage to be known.
        public let incomplete: Int
        /// Why explore could not walk the app, when it could not: then nothing is measured,
        /// and every floor fails.
        public let unmeasured: String?

        /// The kinds its report lists: edges only for an app that declares them.
        public let kinds: [Coverage.Kind]

        public func count(_ kind: Coverage.Kind) -> (covered: Int, total: Int) {
            (covered[kind].count, existing[kind].count)
        }

        /// The whole percentage covered (100 when nothing exists to cover).
        public func percent(_ kind: Coverage.Kind) -> Int {
            let (covered, total) = count(kind)
            return total == 0 ? 100 : covered * 100 / total
        }
    }

    public let apps: [App]

    /// The bounds the walk of each app runs with: explore's defaults, stopped sooner.
    public static let bounds: ExplorationBounds = {
        var bounds = ExplorationBounds()
        bounds.limit = 200_000
        return bounds
    }()

    /// Merges the scenarios' coverage by app (the app each ended with) and walks each app once.
    public init(_ scenarios: [ScenarioCoverage]) {
        var order: [String] = []
        var byApp: [String: (schema: AppSchema, covered: Coverage, incomplete: Int)] = [:]
        var keys: [ObjectIdentifier: String] = [:]
        for coverage in scenarios {
            let identity = ObjectIdentifier(coverage.app)
            // Apps read from the same file in several scripts are one app: known by their text.
            let key = keys[identity] ?? AppDeclarationPrinter.declaration(of: coverage.app)
            keys[identity] = key
            if byApp[key] == nil {
                order.append(key)
                byApp[key] = (coverage.app, Coverage(), 0)
            }
            if coverage.isComplete {
                byApp[key]!.covered.formUnion(coverage.covered)
            } else {
                byApp[key]!.incomplete += 1
            }
        }
        apps = order.map { key in
            let (schema, covered, incomplete) = byApp[key]!
            var existing = Coverage()
            var explored = 0
            var exploredAll = true
            var unmeasured: String?
            do throws(ExplorationError) {
                let explorer = try Explorer(schema: schema, bounds: SuiteCoverage.bounds)
                explorer.walk()
                existing = Coverage.reached(by: explorer)
                explored = explorer.stateCount
                exploredAll = !explorer.isLimited
            } catch {
                unmeasured = error.description
            }
            existing.formUnion(covered)
            return App(name: schema.name, covered: covered, existing: existing, explored: explored, exploredAll: exploredAll, incomplete: incomplete,
                       unmeasured: unmeasured, kinds: Coverage.Kind.reported(for: schema))
        }
    }

    /// The report: per app, a line per kind with what is not covered (the first few).
    public var text: String {
        var text = ""
        for app in apps {
            if let unmeasured = app.unmeasured {
                text += "coverage of app \(app.name) could not be measured: explore cannot walk it (\(unmeasured))\n"
                continue
            }
            let limited = app.exploredAll ? "" : ", stopped at \(Explorer.grouped(app.explored))"
            text += "coverage of app \(app.name), against what explore reaches (depth ≤ \(SuiteCoverage.bounds.maxDepth), modals ≤ \(SuiteCoverage.bounds.maxModals): \(Explorer.grouped(app.explored)) states\(limited)):\n"
            for kind in app.kinds {
                let (covered, total) = app.count(kind)
                var line = "  " + kind.rawValue.padding(12) + "\(covered)/\(total)".leftPadded(9) + "\(app.percent(kind))%".leftPadded(6)
                let missing = app.existing[kind].subtracting(app.covered[kind]).sorted()
                if !missing.isEmpty && kind != .transitions {
                    let shown = missing.prefix(6).joined(separator: ", ")
                    line += "  not covered: " + shown + (missing.count > 6 ? " and \(missing.count - 6) more" : "")
                }
                text += line + "\n"
            }
            if app.incomplete > 0 {
                text += "  (\(app.incomplete) scenario\(app.incomplete == 1 ? " was" : "s were") longer than \(SessionLog.limit) commands: not counted)\n"
            }
        }
        return text
    }

    /// Each app's figures as name and value (`clinic.routes`, `6/7`), for JUnit and TAP.
    public var figures: [(name: String, value: String)] {
        apps.flatMap { app in
            app.kinds.map { kind in
                let (covered, total) = app.count(kind)
                return ("coverage.\(app.name).\(kind.rawValue)", app.unmeasured == nil ? "\(covered)/\(total)" : "unmeasured")
            }
        }
    }

    /// What falls below the floors (`routes=90`), one message each.
    public func shortfalls(_ floors: [(kind: Coverage.Kind, percent: Int)]) -> [String] {
        apps.flatMap { app in
            floors.compactMap { floor in
                if app.unmeasured != nil {
                    return "the coverage of app \(app.name)'s \(floor.kind.rawValue) could not be measured, so it is not known to reach the floor of \(floor.percent)% (--min-coverage)"
                }
                let percent = app.percent(floor.kind)
                guard percent < floor.percent else { return nil }
                let (covered, total) = app.count(floor.kind)
                return "the coverage of app \(app.name)'s \(floor.kind.rawValue), \(percent)% (\(covered)/\(total)), is below the floor of \(floor.percent)% (--min-coverage)"
            }
        }
    }

    /// `routes=90` as a floor; nil with the reason when it is not one.
    public static func floor(_ text: String) -> Result<(kind: Coverage.Kind, percent: Int), FloorProblem> {
        let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
        let kinds = Coverage.Kind.allCases.map(\.rawValue).joined(separator: ", ")
        guard parts.count == 2, let kind = Coverage.Kind(rawValue: parts[0]) else {
            return .failure(FloorProblem(message: "--min-coverage takes KIND=PERCENT with KIND one of \(kinds) (e.g. routes=90), not '\(text)'"))
        }
        // `routes=90%` as well as `routes=90`.
        let number = parts[1].hasSuffix("%") ? String(parts[1].dropLast()) : parts[1]
        guard let percent = Int(number), (0...100).contains(percent) else {
            return .failure(FloorProblem(message: "--min-coverage \(kind.rawValue) takes a whole percentage from 0 to 100, not '\(parts[1])'"))
        }
        return .success((kind, percent))
    }

    public struct FloorProblem: Error {
        public let message: String
    }
}

private extension String {
    func padding(_ width: Int) -> String { self + String(repeating: " ", count: max(0, width - count)) }
    func leftPadded(_ width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}
