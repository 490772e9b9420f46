import NavreplKit

/// Watches one scenario run: counts its commands, keeps its output by the line that printed
/// it, and judges each result against the file's transcript. A failed command or `expect`
/// is a failure whatever the transcript records (`#!` lines state output, never verdicts);
/// output that differs from the transcript is one more.
final class ScenarioRecorder: ResultSink, OutputChannel {
    /// Whether output is compared with the transcript.
    private let checks: Bool
    /// Whether output is kept to be written back as the transcript (`--update`).
    private let records: Bool
    /// Renders results into this recorder when output is checked or kept.
    private var renderer: TextRenderer?
    /// The shown name of the file, for locations of its own lines.
    private let shownName: String

    private(set) var commandCount = 0
    /// Output that differs from the transcript counts as a failure beside the commands' own.
    private(set) var failureCorrection = 0
    private(set) var failures: [ScenarioFailure] = []
    /// Output by owning line, when kept.
    private(set) var actual: [Int: [String]] = [:]
    /// The app running when the script first went wrong, and the `app` line that loaded it:
    /// what a FAIL line names (a script may load another app after).
    private(set) var appAtFirstFailure: (name: String, line: SourceLocation?)?

    /// The owning line of the output being printed now, the column of its first character,
    /// what its transcript says it prints, and what it printed so far.
    private var owner = 0
    private var ownerColumn = 1
    private var expected: [String] = []
    private var group: [String] = []
    /// The first line of the command being read, and the columns of its lines from there:
    /// where its results are reported.
    private var commandLine = 0
    private var commandColumns: [Int32] = []
    /// Whether the current group has already gone wrong, and what to report about it.
    private var groupMismatch: (location: SourceLocation, message: String)?
    /// The first result of the current group: where a mismatch is reported.
    private var groupStart: SourceLocation?
    /// The failure being rendered, while `didRun` passes it to the renderer.
    private var pendingFailure: Diagnostic?
    /// Whether the current group's mismatch is a failed command's error rather than output.
    private var groupMismatchIsCheck = false

    init(shownName: String, checks: Bool, records: Bool) {
        self.shownName = shownName
        self.checks = checks
        self.records = records
        if checks || records { renderer = TextRenderer(channel: self) }
    }

    // MARK: Lines

    /// Called as a line that owns output is read (0 for the start of the file): output from
    /// now on belongs to it, and its transcript says it prints `expected`.
    func willRead(owner number: Int, column: Int, startsCommand: Bool, expected: [String]) {
        closeGroup()
        owner = number
        ownerColumn = column
        self.expected = expected
        if startsCommand {
            commandLine = number
            commandColumns.removeAll(keepingCapacity: true)
        }
        commandColumns.append(Int32(column))
    }

    /// The column of the first character of line `number`, one of the command being read.
    private func column(of number: Int) -> Int {
        let index = number - commandLine
        return index >= 0 && index < commandColumns.count ? Int(commandColumns[index]) : 1
    }

    /// Called once the run is over. (Transcript lines under commands that never ran, because
    /// the file stopped early, are not checked: what stopped it is reported instead.)
    func finish() {
        closeGroup()
        // The renderer writes into this recorder: let them both go.
        renderer = nil
    }

    /// Ends the output of one owning line: checks it in full (a transcript line not printed
    /// is a mismatch too) and keeps it.
    private func closeGroup() {
        if checks && groupMismatch == nil && expected.count != group.count {
            mismatch(at: groupStart ?? location(line: owner, column: ownerColumn),
                     "the command printed less than its transcript says")
        }
        if let (location, message) = groupMismatch {
            failures.append(ScenarioFailure(location: location, message: message, kind: groupMismatchIsCheck ? .check : .output,
                                            difference: .transcript(expected: expected, actual: group)))
        }
        if records && !group.isEmpty { actual[owner] = group }
        group.removeAll(keepingCapacity: true)
        groupMismatch = nil
        groupMismatchIsCheck = false
        groupStart = nil
    }

    private func mismatch(at location: SourceLocation, _ message: String) {
        groupMismatch = (location, message)
        failureCorrection += 1
    }

    private func location(line: Int, column: Int) -> SourceLocation {
        SourceLocation(file: shownName, line: line, column: column)
    }

    // MARK: ResultSink

    func echo(_ text: SourceText, line: Int, in session: SessionView) {
        guard let renderer else { return }
        let wasWrong = groupMismatch != nil
        renderer.echo(text, line: line, in: session)
        if !wasWrong && groupMismatch != nil { failureCorrection += 1 }
    }

    func didRun(_ result: CommandResult, in session: SessionView) {
        commandCount += 1
        defer {
            if appAtFirstFailure == nil && (!failures.isEmpty || groupMismatch != nil) {
                appAtFirstFailure = (session.schema.name, session.interpreter.appLine)
            }
        }
        if groupStart == nil {
            // The command's own line, unless it ran in a sourced file: then the `source` line.
            let line = session.sourceDepth > 1 ? owner : result.line
            groupStart = location(line: line, column: line == owner ? ownerColumn : column(of: line))
        }
        guard let renderer else {
            // Output is neither checked nor kept: only failures matter.
            if case .failure(let diagnostic) = result.outcome { failures.append(Self.failure(diagnostic)) }
            return
        }
        let wasWrong = groupMismatch != nil
        guard case .failure(let diagnostic) = result.outcome else {
            renderer.didRun(result, in: session)
            if !wasWrong && groupMismatch != nil { failureCorrection += 1 }
            return
        }
        // The interpreter has counted the failure already: a transcript that records the
        // same error does not excuse it.
        pendingFailure = diagnostic
        renderer.didRun(result, in: session)
        pendingFailure = nil
        if !wasWrong && groupMismatch != nil {
            // Reported with the transcript's difference, as a failed check (counted once: the
            // interpreter's count is its only count).
            groupMismatchIsCheck = true
        } else {
            failures.append(Self.failure(diagnostic))
        }
    }

    /// An error as a report shows it, with the two sides of an expectation that did not hold.
    static func failure(_ diagnostic: Diagnostic) -> ScenarioFailure {
        ScenarioFailure(
            location: diagnostic.location, message: diagnostic.message, kind: .check,
            difference: diagnostic.comparison.map { .values(expected: $0.expected, actual: $0.actual) })
    }

    // MARK: OutputChannel

    func write(_ text: String) {
        add(text, tag: ScenarioScript.outputTag)
    }

    func writeError(_ text: String) {
        add(withoutOwnLocation(text), tag: ScenarioScript.errorTag)
    }

    /// Whether a transcript line states a printed one: the same, or an error of the script
    /// itself written with its line and column, as transcripts were before they left them out.
    private func matches(_ expected: String, _ printed: String) -> Bool {
        if expected == printed { return true }
        guard expected.hasPrefix(ScenarioScript.errorTag) && printed.hasPrefix(ScenarioScript.errorTag) else { return false }
        return ScenarioScript.errorTag + withoutOwnLocation(String(expected.dropFirst(ScenarioScript.errorTag.count))) == printed
    }

    /// An error in the script itself without its line and column (`error: ...`), so that a
    /// transcript survives lines added above it; an error in a file it sources keeps its place.
    private func withoutOwnLocation(_ text: String) -> String {
        guard text.hasPrefix(shownName + ":") else { return text }
        var rest = text.utf8.dropFirst(shownName.utf8.count + 1)
        for _ in 0..<2 {
            let digits = rest.prefix { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
            guard !digits.isEmpty, rest.dropFirst(digits.count).first == UInt8(ascii: ":") else { return text }
            rest = rest.dropFirst(digits.count + 1)
        }
        guard rest.first == UInt8(ascii: " ") else { return text }
        return String(Substring(rest.dropFirst()))
    }

    /// Takes printed text line by line, comparing each line with the transcript's.
    private func add(_ text: String, tag: String) {
        var body = Substring(text)
        if body.last == "\n" { body.removeLast() }
        for line in body.split(separator: "\n", omittingEmptySubsequences: false) {
            let tagged = ScenarioScript.tagged(line, tag: tag)
            if checks && groupMismatch == nil {
                if group.count >= expected.count || !matches(expected[group.count], tagged) {
                    let message = pendingFailure?.message ?? (group.count >= expected.count
                        ? "the command printed more than its transcript says"
                        : "the command's output differs from its transcript")
                    groupMismatch = (pendingFailure?.location ?? groupStart ?? location(line: owner, column: 1), message)
                }
            }
            group.append(tagged)
        }
    }
}
