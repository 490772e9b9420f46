import NavLanguage
import NavreplKit

/// The text `navrepl test` prints: a line per file, `ok   checkout.nav (12 commands, 3 ms)`
/// or `FAIL payments.nav (4 commands, 1 ms) on app shop (from ./navrepl.toml)` followed by
/// where and why it failed, and what was expected against what was found.
public struct ConsoleReport: Sendable {
    /// Print only failures (and the summary).
    public let quiet: Bool
    public let style: TextStyle
    /// What a user types to accept a run as the transcript, before the file's name.
    public let acceptCommand: String

    /// The most lines of each side of a difference shown.
    static let diffLimit = 12

    public init(quiet: Bool, style: TextStyle, acceptCommand: String = "navrepl test --update") {
        self.quiet = quiet
        self.style = style
        self.acceptCommand = acceptCommand
    }

    /// The lines for one file, ending in a newline; empty when there is nothing to say
    /// (a skipped file, or a passing one under `--quiet`).
    public func text(for result: ScenarioResult) -> String {
        let counts = "(\(result.commandCount) command\(result.commandCount == 1 ? "" : "s"), \(result.milliseconds) ms)"
        // A file's name may hold anything a terminal acts on (a CR would print a failing
        // script's line over with 'ok'): shown escaped.
        let path = Escaper.printable.escaped(result.path)
        switch result.verdict {
        case .skipped: return ""
        case .passed: return quiet ? "" : style.success("ok") + "   " + path + " " + counts + "\n"
        case .updated: return quiet ? "" : style.success("updated") + " " + path + " " + counts + "\n"
        case .failed:
            var text = style.failure("FAIL") + " " + path + " " + counts
            if let app = result.app { text += " on app " + Escaper.printable.escaped(app.description) }
            text += "\n"
            // Accepting the run as the transcript is offered only when the output is all that
            // differs: a failed check is never the script's output.
            let acceptable = result.failsOnlyByOutput
            for failure in result.failures { text += details(of: failure, offeringUpdate: acceptable) }
            return text
        }
    }

    /// `  FILE:LINE:COL: error: MESSAGE`, then the two sides of a mismatch.
    func details(of failure: ScenarioFailure, offeringUpdate: Bool) -> String {
        var text = "  " + Escaper.printable.escaped(failure.location.description) + ": " + style.error("error:") + " " + Escaper.printable.escaped(failure.message) + "\n"
        switch failure.difference {
        case nil: break
        case .values(let expected, let actual):
            text += "    expected: " + Escaper.printable.escaped(expected) + "\n"
            text += "    actual:   " + Escaper.printable.escaped(actual) + "\n"
        case .transcript(let expected, let actual):
            // Only the lines that differ, between those both sides start and end with.
            let (expected, actual) = ConsoleReport.differingLines(expected, actual)
            text += "    (- the script's transcript, + what this run printed)\n"
            text += side(expected, mark: "-", paint: style.failure)
            text += side(actual, mark: "+", paint: style.success)
            if let wanted = expected.first, let found = actual.first {
                let (left, right) = ConsoleReport.marked(Escaper.printable.escaped(wanted), Escaper.printable.escaped(found))
                text += "    first difference: " + left + " / " + right + "\n"
            }
            if offeringUpdate {
                text += "    if this run is right, accept it: \(acceptCommand) " + Escaper.printable.escaped(failure.location.file) + "\n"
            } else if failure.kind == .check {
                text += "    a transcript does not excuse a failure: fix the script, or write a command that should be refused as 'expect fail COMMAND'\n"
            }
        }
        return text
    }

    /// The two lines with the part where they differ between `»` and `«`: what they start and
    /// end with alike is left unmarked.
    static func marked(_ first: String, _ second: String) -> (String, String) {
        let a = Array(first), b = Array(second)
        var start = 0
        while start < a.count && start < b.count && a[start] == b[start] { start += 1 }
        var end = 0
        while end < a.count - start && end < b.count - start && a[a.count - 1 - end] == b[b.count - 1 - end] { end += 1 }
        func mark(_ characters: [Character]) -> String {
            String(characters[..<start]) + "»" + String(characters[start..<(characters.count - end)]) + "«" + String(characters[(characters.count - end)...])
        }
        return (mark(a), mark(b))
    }

    private func side(_ lines: ArraySlice<String>, mark: String, paint: (String) -> String) -> String {
        var text = ""
        for line in lines.prefix(ConsoleReport.diffLimit) {
            text += "    " + paint(mark + " " + Escaper.printable.escaped(line)) + "\n"
        }
        if lines.count > ConsoleReport.diffLimit {
            text += "    \(mark) ... \(lines.count - ConsoleReport.diffLimit) more lines\n"
        }
        return text
    }

    /// Both sides less the lines they start and end with in common.
    static func differingLines(_ expected: [String], _ actual: [String]) -> (ArraySlice<String>, ArraySlice<String>) {
        var start = 0
        while start < expected.count && start < actual.count && expected[start] == actual[start] { start += 1 }
        var end = 0
        while end < expected.count - start && end < actual.count - start
            && expected[expected.count - 1 - end] == actual[actual.count - 1 - end] { end += 1 }
        return (expected[start..<expected.count - end], actual[start..<actual.count - end])
    }
}
