@testable import NavLanguage
import NavreplKit
import Testing
import TestSupport

/// A quiet change is not reported to a sink that shows nothing of it (the text renderer), once
/// nothing else reads results (the session log has outgrown its limit): a long quiet batch is
/// faster so. Any other sink still gets every result, and either way the run ends in the same
/// state, with the same failures and the same undo steps.
struct QuietResultsTests {
    final class CountingSink: ResultSink {
        var results = 0
        func echo(_ text: SourceText, line: Int, in session: SessionView) {}
        func didRun(_ result: CommandResult, in session: SessionView) { results += 1 }
    }

    /// Past the session log's limit, then moves, a refusal and undos.
    static let script = String(repeating: "push list\npop\n", count: SessionLog.limit / 2 + 1)
        + "push list\npush detail \"Ann\"\npop 5\ntab doctors\npush list\nundo 2\n"
    static let lines = SessionLog.limit + 2 + 6

    func run(_ sink: any ResultSink, quiet: Bool) -> Interpreter {
        var settings = Settings()
        settings.quiet = quiet
        let interpreter = Interpreter(schema: BuiltinApps.hospital, settings: settings, sink: sink, commands: .language)
        interpreter.run(Self.script, file: "t.nav")
        return interpreter
    }

    @Test func aSinkThatDoesNotSaySoGetsEveryResultWhenQuiet() {
        let sink = CountingSink()
        let interpreter = run(sink, quiet: true)
        #expect(sink.results == Self.lines)
        #expect(interpreter.failureCount == 1)
    }

    @Test func quietAndNotQuietEndAlike() {
        let quietOutput = OutputCapture(), loudOutput = OutputCapture()
        let quiet = run(TextRenderer(channel: quietOutput), quiet: true)
        let loud = run(TextRenderer(channel: loudOutput), quiet: false)
        #expect(quiet.state == loud.state)
        #expect(quiet.state.selectedTabName == "patients")
        #expect(quiet.state.tabs[0].stack.map(\.description) == ["list", "detail(name: \"Ann\")"])
        #expect(quiet.failureCount == 1 && loud.failureCount == 1)
        #expect(quiet.history.done.count == loud.history.done.count && quiet.history.undone.count == 2)
        #expect(quietOutput.output.isEmpty)
        #expect(quietOutput.errors == loudOutput.errors && quietOutput.errors.contains("pop 5"))
    }
}
