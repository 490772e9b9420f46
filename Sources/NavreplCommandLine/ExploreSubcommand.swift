import NavreplKit
import NavLanguage
import NavScript
import Platform

/// `navrepl explore [APP] [OPTIONS]`: every reachable state of an app, checked, for CI. The
/// walk and its options are the `explore` command's; this loads the app and sets the exit
/// status: 0, 1 when a --check failed (or --strict found anything), 2 for usage errors.
public struct ExploreSubcommand {
    let arguments: [String]

    public init(arguments: [String]) {
        self.arguments = arguments
    }

    public func start(as invocation: Invocation) -> Never {
        System.restoreDefault(.brokenPipe)
        if arguments.contains("-h") || arguments.contains("--help") {
            finish(ExploreCommandLine.help, status: 0)
        }
        // The app is the first argument that is not an option or an option's value; without
        // one, the suite's (navrepl.toml's `app`), else hospital. The suite's `ignore` comes
        // before the command line's own --ignore.
        let suite: SuiteFile?
        do {
            suite = try SuiteFile.find()
        } catch {
            fail(error.message, invocation)
        }
        var app = suite?.app ?? "hospital"
        var rest = arguments
        if let first = arguments.first, !first.hasPrefix("--") {
            app = first
            rest.removeFirst()
        }
        rest = (suite?.ignore ?? []).flatMap { ["--ignore", $0] } + rest
        let found: AppResolver.Found
        do {
            found = try AppResolver().resolve(app)
        } catch {
            fail(error.message, invocation)
        }
        do throws(ExploreCommandLine.Problem) {
            // On a terminal, a line says how far a long walk has got.
            let progress = System.isTerminal(System.standardError) ? ExploreProgress { System.write(System.standardError, $0) } : nil
            // Ctrl-C stops the walk or its judging: the totals so far are reported, and the
            // exit status is a shell's for SIGINT.
            let interrupted = CtrlC.install()
            let report = try ExploreCommandLine.run(rest, schema: found.schema, appFile: found.file, progress: progress, interruptFlag: interrupted)
            finish(report.text + "\n", failure: report.failure, status: interrupted.pointee != 0 ? 130 : report.failure == nil ? 0 : 1)
        } catch {
            fail(error.message, invocation)
        }
    }

    private func fail(_ message: String, _ invocation: Invocation) -> Never {
        let name = invocation.command("explore")
        System.write(System.standardError, "\(name): \(Escaper.printable.escaped(message))\nTry '\(name) --help' for more information.\n")
        System.exit(2)
    }

    /// Writes the report, then the failure after it, and exits.
    private func finish(_ text: String, failure: String? = nil, status: Int32) -> Never {
        let bytes = Array(text.utf8)
        if let problem = bytes.withUnsafeBytes({ System.writeAll(System.standardOutput, $0) }) {
            System.write(System.standardError, "navrepl: cannot write output: \(problem.message)\n")
            System.exit(1)
        }
        if let failure { System.write(System.standardError, failure + "\n") }
        System.exit(status)
    }
}
