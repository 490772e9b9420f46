#if canImport(Foundation)
import Foundation
#endif
import NavreplKit
import NavLanguage

/// A navrepl scenario (`.nav` script) run on an app's own router, for the app's tests:
///
///     // Read where they are, not copied as resources: a failure's file:line is the file to edit.
///     let scenarios = URL(fileURLWithPath: #filePath)
///         .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
///         .appendingPathComponent("Scenarios")
///
///     @Test @MainActor func checkout() throws {
///         let router = ShopRouter()
///         try NavScenario(contentsOf: scenarios.appendingPathComponent("checkout.nav")).run(on: router)
///     }
///
/// The script runs as `navrepl test` runs it (its expectations and its transcript are
/// checked), starting with the router's app and where the router stands; every call it makes
/// is then made on the router, which must land where navrepl did after each command. The
/// router is left where the scenario ended.
public struct NavScenario: Sendable {
    /// The script's path.
    public let path: String

    /// The scenario in the `.nav` file at `path`.
    public init(contentsOfFile path: String) {
        self.path = path
    }

    #if canImport(Foundation)
    /// The scenario in the `.nav` file at `url` (a file URL).
    public init(contentsOf url: URL) {
        self.init(contentsOfFile: url.path)
    }
    #endif

    /// Runs the scenario on `router`; throws ``Failure`` with navrepl's verdict when it fails.
    @MainActor @discardableResult
    public func run<Router: AppRouter>(on router: Router) throws(Failure) -> ScenarioResult {
        let result = ScenarioRunner.run(path, on: &router.navigator)
        guard result.verdict != .failed else { throw Failure(result: result) }
        return result
    }

    /// A scenario that failed: each failure at its file and line, as `navrepl test` says it.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        public let result: ScenarioResult

        public var description: String {
            result.failures.map { "\($0.location.file):\($0.location.line):\($0.location.column): \($0.message)" }
                .joined(separator: "\n")
        }
    }
}
