import NavreplKit
import NavScript
import Platform

/// `navrepl explore [APP] [OPTIONS]`: every reachable state of an app, checked, for CI. The
/// walk and its options are the `explore` command's; this loads the app and sets the exit
/// status: 0, 1 when a --check failed (or --strict found anything), 2 for usage errors.
struct ExploreSubcommand {
    let arguments: [String]

    func start() -> Never {
        System.restoreDefault(.brokenPipe)
        if arguments.contains("-h") || arguments.contains("--help") {
            finish(ExploreCommandLine.help, status: 0)
        }
        // The app is the first argument that is not an option or an option's value.
        var app = "hospital"
        var rest = arguments
        if let first = arguments.first, !first.hasPrefix("--") {
            app = first
            rest.removeFirst()
        }
        let schema: AppSchema
        switch Navrepl.loadApp(app) {
        case .success(let loaded, _): schema = loaded
        case .failure(let message): fail(message)
        }
        do throws(ExploreCommandLine.Problem) {
            let report = try ExploreCommandLine.run(rest, schema: schema)
            if let failure = report.failure { System.write(System.standardError, failure + "\n") }
            finish(report.text + "\n", status: report.failure == nil ? 0 : 1)
        } catch {
            fail(error.message)
        }
    }

    private func fail(_ message: String) -> Never {
        System.write(System.standardError, "navrepl explore: \(message)\nTry 'navrepl explore --help' for more information.\n")
        System.exit(2)
    }

    private func finish(_ text: String, status: Int32) -> Never {
        let bytes = Array(text.utf8)
        if let failure = bytes.withUnsafeBytes({ System.writeAll(System.standardOutput, $0) }) {
            System.write(System.standardError, "navrepl: cannot write output: \(failure.message)\n")
            System.exit(1)
        }
        System.exit(status)
    }
}
