import NavLanguage
import NavreplExplore
import NavreplKit
import Platform

/// One run of `explore` over an app: the walk (NavreplKit's ``Explorer``), the `--check`s as
/// `expect` commands judged on each state, the report in text or JSON, and what `--emit` and
/// `--graph` write.
struct Exploration {
    let schema: AppSchema
    let options: ExploreOptions
    /// The walk of the whole app: what `--emit` and `--graph` draw on, and what judges an app
    /// whose tabs read one another.
    let explorer: Explorer
    /// The walk tab by tab, which judges an app whose tabs do not read one another (nil when
    /// they do, or when what was asked needs the whole walk).
    let tabByTab: TabByTabExplorer?
    /// Whether the report says how long the walk took (not in a transcript).
    var showsTimings = true
    private(set) var findings: [Finding] = []
    /// How many findings `--ignore` marked intended, and left out.
    private(set) var ignoredCount = 0
    /// How long the walk took, and the findings after it.
    private(set) var walkNanoseconds: UInt64 = 0
    private(set) var findingNanoseconds: UInt64 = 0

    /// A problem with what was asked, found before the walk (exit status 2 on the command line).
    struct Problem: Error {
        let message: String
    }

    init(schema: AppSchema, options: ExploreOptions) throws(Problem) {
        self.schema = schema
        self.options = options
        do {
            explorer = try Explorer(schema: schema, bounds: options.bounds)
            tabByTab = options.needsTheWholeWalk || TabByTabExplorer.coupling(in: schema, bounds: options.bounds) != nil
                ? nil : try TabByTabExplorer(schema: schema, bounds: options.bounds)
        } catch {
            throw Problem(message: error.description)
        }
        // An ignored subject must be one the app's findings of that kind can carry: a
        // misspelt one would match nothing, and the finding it meant would stay reported.
        for (kind, subject) in options.ignores {
            guard let subject, let subjects = Finding.subjects(of: kind, in: schema), !subjects.contains(subject) else { continue }
            let example = subjects.first.map { " (e.g. '\(kind.rawValue):\($0)')" } ?? " (this app can have none)"
            throw Problem(message: "--ignore \(kind.rawValue):\(subject): no \(kind.rawValue) finding of this app can be about '\(subject)'"
                + Spelling.hint(for: subject, among: subjects, otherwise: example))
        }
        // A check must name what the app has: judged once at the start, an error other than
        // the expectation's own ("expected ...") is a mistake in the check.
        let judge = ExpectationJudge(schema: schema)
        for (check, when) in options.checks {
            for text in [check] + (when.map { [$0] } ?? []) {
                if let mistake = ExpectationJudge.shapeProblem(text) ?? judge.mistake(in: text, at: explorer.state(0)) {
                    throw Problem(message: "--check or --when '\(text)': \(mistake)")
                }
            }
        }
    }

    /// What Ctrl-C stopped, if it did: then the totals so far are reported, and nothing else.
    private(set) var interruption: String?

    /// Walks the states and collects the findings; Ctrl-C (`isInterrupted`) stops the walk or
    /// the judging, and only the totals so far are reported (``interruption``).
    mutating func run(isInterrupted: () -> Bool = { false }, progress: ExploreProgress? = nil) throws(Problem) {
        defer { progress?.clear() }
        let started = System.monotonicNanoseconds()
        let deadline = options.timeLimit.map { started + UInt64($0 * 1e9) }
        let isOutOfTime = { deadline.map { System.monotonicNanoseconds() >= $0 } ?? false }
        let walked: Bool
        if let tabByTab {
            walked = tabByTab.walk { explorer in
                let before = tabByTab.storedStates - explorer.stateCount
                return PipelinedWalk.walk(explorer, isInterrupted: isInterrupted, isOutOfTime: isOutOfTime, progress: { progress?.walking(before + $0) })
            }
        } else {
            walked = PipelinedWalk.walk(explorer, isInterrupted: isInterrupted, isOutOfTime: isOutOfTime, progress: { progress?.walking($0) })
        }
        walkNanoseconds = System.monotonicNanoseconds() - started
        guard walked else {
            interruption = "interrupted (Ctrl-C) while walking: nothing was judged"
            return
        }
        if options.graph != nil && explorer.stateCount > StateGraph.limit {
            throw Problem(message: "--graph draws at most \(StateGraph.limit) states, and this walk has more (lower --max-depth or --max-modals; 'graph' draws the app's screens and edges instead)")
        }
        let judge = ExpectationJudge(schema: schema)
        let checks = options.checks.map { check, when in
            Explorer.Check(
                name: when.map { "\(check) when \($0)" } ?? check,
                when: when.map { text in { judge.holds(text, in: $0) } },
                holds: { judge.holds(check, in: $0) })
        }
        let states = walkedStates
        let links = options.links.isEmpty ? nil : options.links
        func isInterruptedJudging() -> Bool {
            progress?.judging(states)
            return isInterrupted()
        }
        let judged = if let tabByTab {
            tabByTab.findings(checks: checks, links: links, skipping: skippedKinds, isInterrupted: isInterruptedJudging)
        } else {
            explorer.findings(checks: checks, links: links, skipping: skippedKinds, isInterrupted: isInterruptedJudging)
        }
        guard let found = judged else {
            findingNanoseconds = System.monotonicNanoseconds() - started - walkNanoseconds
            interruption = "interrupted (Ctrl-C) while judging: nothing was reported"
            return
        }
        findings = found.filter { finding in
            !options.ignores.contains { $0.kind == finding.kind && ($0.subject == nil || $0.subject == finding.subject) }
        }
        ignoredCount = found.count - findings.count
        findingNanoseconds = System.monotonicNanoseconds() - started - walkNanoseconds
    }

    /// The kinds `--ignore KIND` ignores whole: not judged at all, so that ignoring the
    /// links' pass (one link a route, from every state) saves its time.
    var skippedKinds: Set<Finding.Kind> {
        Set(options.ignores.filter { $0.subject == nil }.map(\.kind))
    }

    /// Why the run counts as a failure, if it does: a check failed, or `--strict` and anything
    /// found or left unjudged.
    var failure: String? {
        if interruption != nil { return "explore: interrupted (Ctrl-C)" }
        let checks = findings.count { $0.kind == .check }
        if checks > 0 { return "explore: \(checks) of \(options.checks.count) check\(options.checks.count == 1 ? "" : "s") failed" }
        if options.strict && !findings.isEmpty {
            return "explore --strict: \(findings.count) finding\(findings.count == 1 ? "" : "s")"
        }
        if options.strict && !unjudgedKinds.isEmpty {
            return "explore --strict: the walk stopped short, and \(unjudged) were not judged"
        }
        return nil
    }

    /// `unreachable, trap, dead-rule`: the kinds not judged, as the report names them.
    private var unjudged: String {
        unjudgedKinds.map(\.rawValue).joined(separator: ", ")
    }

    /// The kinds not judged: those a walk stopped short cannot judge, or, once Ctrl-C has
    /// stopped the walk or the judging, every kind not ignored whole (nothing is reported),
    /// so that `--json` never reads as a clean run.
    private var unjudgedKinds: [Finding.Kind] {
        if interruption != nil { return Finding.Kind.allCases.filter { !skippedKinds.contains($0) } }
        return tabByTab?.unjudgedKinds ?? explorer.unjudgedKinds
    }
    private var isLimited: Bool { tabByTab?.isLimited ?? explorer.isLimited }
    private var wasCutShort: Bool { tabByTab?.wasCutShort ?? explorer.wasCutShort }
    private var isOutOfMoves: Bool { tabByTab?.isOutOfMoves ?? explorer.isOutOfMoves }
    private var reachedStateLimit: Bool { tabByTab?.reachedStateLimit ?? explorer.reachedStateLimit }
    /// The states the walk stored: the tabs' walks' together, or the whole walk's.
    private var walkedStates: Int { tabByTab?.walkedStates ?? explorer.stateCount }
    /// The app's states and moves, counted.
    private var stateCount: StateCount { tabByTab?.stateCount ?? StateCount(explorer.stateCount) }
    private var moveCount: StateCount { tabByTab?.moveCount ?? StateCount(explorer.moveCount) }

    // MARK: The report

    var totals: String {
        let states = stateCount
        return "explored \(states) state\(states.value == 1 ? "" : "s"), "
            + "\(moveCount) moves, depth ≤ \(options.bounds.maxDepth), modals ≤ \(options.bounds.maxModals)"
            + (tabByTab.map { ", tab by tab (\(Explorer.grouped($0.walkedStates)) walked)" } ?? "")
            + (showsTimings ? ", " : "")
            + (showsTimings ? "in \(Exploration.seconds(walkNanoseconds)) (findings \(Exploration.seconds(findingNanoseconds)))" : "")
            + (interruption.map { "; " + $0 } ?? "")
            + (isLimited && interruption == nil ? "; " + stop + "; not judged: \(unjudged); the others judged on the states walked" : "")
            + (ignoredCount > 0 ? "; \(ignoredCount) finding\(ignoredCount == 1 ? "" : "s") ignored (--ignore)" : "")
            + (skippedKinds.isEmpty || interruption != nil ? "" : "; not judged (--ignore): " + skippedNames.joined(separator: ", "))
    }

    /// The kinds ``skippedKinds`` names, in the order findings are reported.
    private var skippedNames: [String] {
        Finding.Kind.allCases.filter(skippedKinds.contains).map(\.rawValue)
    }

    /// A bound that stops a walk short.
    enum Limit: String {
        case states, moves, time
    }

    /// The limits that stopped the walk short: none when it was not, else the time limit, or
    /// the states' and moves' limits it reached.
    private var limitsReached: [Limit] {
        guard isLimited else { return [] }
        if wasCutShort && options.timeLimit != nil { return [.time] }
        return isOutOfMoves ? (reachedStateLimit ? [.states, .moves] : [.moves]) : [.states]
    }

    /// Walking tab by tab, the tab whose walk stopped short.
    private var stoppedTab: String? { tabByTab?.stoppedTab.map { schema.tabs[$0].name } }

    /// Why the walk stopped short, and how to let it go on.
    private var stop: String {
        let tab = stoppedTab.map { " in tab \($0)" } ?? ""
        let (limit, moveLimit) = (options.bounds.limit, options.bounds.moveLimit)
        let states = "\(Explorer.grouped(limit)) state\(limit == 1 ? "" : "s")"
        let moves = "\(Explorer.grouped(moveLimit)) move\(moveLimit == 1 ? "" : "s")"
        // Moves are spent by the states' count and by what each offers: the depth and the
        // modals (a sheet and a cover of every route) are what to lower.
        let lower = "or lower --max-depth or --max-modals"
        switch limitsReached {
        case [.time]:
            let seconds = options.timeLimit ?? 0
            let written = seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
            return "stopped at the time limit of \(written) s\(tab) (raise it with --time-limit)"
        case [.states, .moves]: return "stopped at the limits of \(states) and \(moves)\(tab) (raise them with --limit and --move-limit, \(lower))"
        case [.moves]: return "stopped at the limit of \(moves)\(tab) (raise it with --move-limit, \(lower))"
        default: return "stopped at the limit of \(states)\(tab) (raise it with --limit)"
        }
    }

    /// The totals, then each finding with its scripts, indented as `.nav` lines.
    var text: String {
        var lines = [totals]
        if interruption != nil { return totals }
        if findings.isEmpty { lines.append(unjudgedKinds.isEmpty ? "no findings" : "no findings among the kinds judged") }
        let pastBounds = findings.filter { $0.pastBounds != nil }
        let folded = pastBounds.count > Exploration.pastBoundsShown + 1 ? pastBounds.dropFirst(Exploration.pastBoundsShown) : []
        let foldedSubjects = Set(folded.map(\.subject))
        for finding in findings {
            if finding.kind == .unreachable, foldedSubjects.contains(finding.subject) {
                if finding.subject == folded.first?.subject { lines.append(pastBoundsFold(folded)) }
                continue
            }
            // A message quotes the user's --link and --check: shown escaped, never acted on by
            // the terminal.
            lines.append("\(finding.kind.rawValue): " + Escaper.printable.escaped(finding.message))
            // The subject --ignore takes is not always in the message (a trap is named by the
            // screen in front of it, a grouped link by its guard): said, as a comment a script
            // may keep. A failed --check cannot be marked intended.
            if finding.kind != .check { lines.append("  # if intended: --ignore " + Exploration.ignoreWord(finding)) }
            for (index, script) in finding.scripts.enumerated() {
                if finding.scripts.count > 1 { lines.append("  # script \(index + 1)") }
                lines += (script.isEmpty ? ["# (the app's start)"] : script).map { "  " + $0 }
            }
        }
        return lines.joined(separator: "\n")
    }

    /// How many routes past the walk's bounds the text report tells one by one: an app of a
    /// thousand screens in chains has a finding for each, which `--json` lists, and the text
    /// tells the rest in one line.
    static let pastBoundsShown = 3

    /// The line telling `folded`, the unreachable routes past the walk's bounds after the
    /// first ones: how many, the farthest, and the bounds that walk to them all.
    private func pastBoundsFold(_ folded: ArraySlice<Finding>) -> String {
        let ways = folded.compactMap(\.pastBounds)
        let farthest = folded.max { $0.pastBounds!.taps < $1.pastBounds!.taps }!
        let way = farthest.pastBounds!
        let advice = Explorer.boundsAdvice(depth: ways.map(\.depth).max()!, modals: ways.map(\.modals).max()!, past: options.bounds, to: "to them all")
        return "unreachable: \(Explorer.grouped(folded.count)) more routes are past the walk's bounds, the farthest \(farthest.subject),"
            + " \(Explorer.grouped(way.taps)) tap\(way.taps == 1 ? "" : "s") from \(way.tab)'s root (\(advice))\n"
            + "  # each is a finding of its own: --json lists them, and --ignore unreachable:ROUTE leaves one out"
    }

    var json: String {
        let findings = self.findings.map { finding in
            "{\"kind\":\(JSON.string(finding.kind.rawValue)),\"subject\":\(JSON.string(finding.subject)),\"message\":\(JSON.string(finding.message)),"
                + "\"script\":[\(finding.scripts.first.map { $0.map(JSON.string).joined(separator: ",") } ?? "")],"
                + "\"scripts\":[\(finding.scripts.map { "[" + $0.map(JSON.string).joined(separator: ",") + "]" }.joined(separator: ","))]}"
        }
        return "{\"states\":\(stateCount.value),\"moves\":\(moveCount.value),\"limited\":\(isLimited),"
            + "\"stoppedBy\":[\(limitsReached.map { JSON.string($0.rawValue) }.joined(separator: ","))],"
            + (stoppedTab.map { "\"stoppedTab\":\(JSON.string($0))," } ?? "")
            + "\"unjudged\":[\(unjudgedKinds.map { JSON.string($0.rawValue) }.joined(separator: ","))],\"ignored\":\(ignoredCount),"
            + "\"ignoredKinds\":[\(skippedNames.map(JSON.string).joined(separator: ","))],"
            + (interruption != nil ? "\"interrupted\":true," : "")
            + "\"tabByTab\":\(tabByTab != nil),\"walkedStates\":\(walkedStates),"
            + (stateCount.isPastMax || moveCount.isPastMax ? "\"pastMax\":true," : "")
            + "\"maxDepth\":\(options.bounds.maxDepth),\"maxModals\":\(options.bounds.maxModals),"
            + (showsTimings ? "\"walkSeconds\":\(Double(walkNanoseconds) / 1e9),\"findingSeconds\":\(Double(findingNanoseconds) / 1e9),\"bytesPerState\":\(tabByTab?.bytesPerState ?? explorer.bytesPerState)," : "")
            + "\"findings\":[\(findings.joined(separator: ","))]}"
    }

    /// `trap:payment`, or `"link:guard pop payment when signedIn"`: the word `--ignore` takes to
    /// mark `finding` intended, quoted (as a shell and the prompt both read it) when it holds
    /// more than a name, a URL's path or a colon.
    static func ignoreWord(_ finding: Finding) -> String {
        let word = "\(finding.kind.rawValue):\(finding.subject)"
        let plain = word.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) || "_.:/-".unicodeScalars.contains($0) }
        return plain ? word : Value.quoted(word)
    }

    static func seconds(_ nanoseconds: UInt64) -> String {
        let hundredths = Int((Double(nanoseconds) / 1e7).rounded())
        return "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100) s"
    }
}

/// Judges `expect` forms on states, with an interpreter of its own set to each state in turn:
/// the `--check` and `--when` of `explore` mean exactly what `expect` means in a script.
final class ExpectationJudge {
    private let interpreter: Interpreter
    private let errors = ErrorLines()

    init(schema: AppSchema) {
        var settings = Settings()
        settings.quiet = true
        interpreter = Interpreter(schema: schema, settings: settings, sink: TextRenderer(channel: errors), commands: .navrepl)
        interpreter.allowsFileAccess = false
        interpreter.matchesRoutesOfEveryTab = true
    }

    /// The commands a check's `expect fail` may run: moves and looks at the state, never
    /// a file, an app, a walk, a setting or the end of the session.
    private static let groupsAChecksCommandMayRun: Set<CommandGroup> = [.navigating, .modals, .lookingAround]
    private static let commandsAChecksCommandMayRun: Set<String> = ["open", "url", "expect"]

    /// Why `text` is not one expectation a check may judge, or nil. A check is judged by
    /// running `expect TEXT`: a `;` or a line break would make that more than one command (a
    /// check once ran `quit` that way, and passed), and `expect fail` may run only moves.
    static func shapeProblem(_ text: String) -> String? {
        if text.contains(where: \.isNewline) {
            return "a check is one expectation on one line, without a line break"
        }
        var separated = false
        let statement = Parser.single("expect " + text, separated: &separated, commands: .navrepl)
        if separated { return "';' ends a command, and a check is one expectation (give --check again for another)" }
        // One that does not read is the expectation's own error, said later.
        guard var expect = statement?.action as? ExpectCommand else { return nil }
        while case .fail(let inner) = expect.check {
            if let nested = inner.action as? ExpectCommand {
                expect = nested
                continue
            }
            let spec = inner.spec
            guard groupsAChecksCommandMayRun.contains(spec.group) || commandsAChecksCommandMayRun.contains(spec.name) else {
                return "a check cannot run '\(spec.name)': its 'fail' form runs moves and looks at the state only"
            }
            break
        }
        return nil
    }

    /// Whether judging `text` reads more than the screen in front and the flags: its `fail`
    /// form runs a move, and its `url` form reads every part of the state.
    static func readsTheWholeState(_ text: String) -> Bool {
        var separated = false
        guard let expect = Parser.single("expect " + text, separated: &separated, commands: .navrepl)?.action as? ExpectCommand else { return false }
        switch expect.check {
        case .fail, .url: return true
        default: return false
        }
    }

    func holds(_ expectation: String, in state: NavigationState) -> Bool {
        interpreter.begin(at: state)
        let failures = interpreter.failureCount
        interpreter.run("expect " + expectation, file: "--check")
        return interpreter.failureCount == failures
    }

    /// Why `expectation` is not a check of this app (an unknown route or flag, a form `expect`
    /// does not have), or nil.
    func mistake(in expectation: String, at state: NavigationState) -> String? {
        guard !holds(expectation, in: state), let message = errors.last else { return nil }
        let reason = message.firstRange(of: "error: ").map { String(message[$0.upperBound...]) } ?? message
        return reason.hasPrefix("expected ") ? nil : reason
    }
}

/// The last error an interpreter wrote.
private final class ErrorLines: OutputChannel {
    private(set) var last: String?
    func write(_ text: String) {}
    func writeError(_ text: String) { last = text.split(separator: "\n").first.map(String.init) }
}
