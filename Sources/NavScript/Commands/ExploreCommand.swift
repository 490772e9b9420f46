import NavLanguage
import NavreplKit
import Platform

/// `explore [options]`: every reachable state of the loaded app, checked, with the shortest
/// script for each finding (`navrepl explore APP [options]` on the command line).
final class ExploreCommand: CommandAction {
    static let spec = CommandSpec(
        "explore", ExploreOptions.usage, group: .checking,
        summary: "walk every reachable state of the app and report what no script tried",
        details: """
        Breadth first from the app's start over every move navrepl accepts: push of every route
        the current stack takes (closed sets, Bools and optionals with every value; Int and String
        with --values Int=1 String=a by default), pop, tab to every other tab, sheet and cover of
        every route, dismiss, select in a split tab, and each flag not held by --flag NAME=VALUE.
        In a tab that declares edges, a user's taps take the place of pushes, sheets and covers
        (follow of each edge from the screen in front), a flag declared 'changes on' changes
        only on those screens, and each --link is a move from every state (open). Redirects and guards apply as at the prompt; a refused move is
        not an edge. A move reads and changes the selected tab's stack, the modals and the
        flags only: so an app of several tabs whose tabs do not read one another (no redirect
        to a tab, no edge to another tab, no flag that 'changes on' some screens, no --link
        as a move) is walked one tab at a time, and every kind of finding is judged over every
        state of the whole app, each tab in any state its walk reaches with every other tab at
        any stack it may be left with; and within a tab without edges, the modals are walked
        apart from the stack under them, which they neither read nor change. The totals count
        the whole app's states and moves and say 'tab by tab (N walked)'. --emit, --graph and a
        --check whose 'fail' form runs moves or that reads the url need the whole app's states,
        and walk them; so does --whole, which asks for it. Bounds:
        --max-depth D routes per stack (3; 0 to 100), --max-modals M (1; 0 to 10), --limit N
        states (1000000; up to 50000000), --move-limit N moves made (50000000; up to
        2000000000: a state of a tab of 300 routes without edges has 900), --time-limit SECONDS
        for the walk (0.1 to 86400), at most 100 --values a type, and at most 10000 routes with
        their arguments a tab (with edges: 10000 taps a screen, 1000000 routes a tab). A walk stopped at a limit says so, and which kinds it could not judge
        (unreachable, trap, dead-rule, unused-edge: their absence needs every state); the
        others are judged on the states walked. On a terminal, at the prompt and from navrepl
        explore, a walk or its judging that has run a second shows how far it has got (not
        with --json, nor when standard error is not a terminal). Ctrl-C stops it: the totals so far are reported, marked
        interrupted, nothing else is reported or written, and navrepl explore exits with 130.
        It prints the totals, then each finding with the shortest script from the start that
        shows it: routes on no reachable stack (unreachable; one the app's edges show only past
        the walk's bounds says so, and which bounds walk there, or that none may; past three such,
        the rest are told in one line, and --json lists each; one no chain of edges from a root
        leads to says that), states that cannot get back to the
        start (trap; a finding for each way in, named by the screen in front), redirect loops (cycle; the links a loop refuses are its finding's,
        not link findings of their own), flags no rule reads (unused-flag), rules that never
        apply (dead-rule), in an app with edges routes no edge or redirect leads to (orphan, with
        a script opening a link that reaches it), pushed screens whose back a guard refuses
        with no tap on accepted, nor a flag changed there releasing them (dead-end), and edges a rule refuses or redirects in every
        state (unused-edge), states whose url does not open back to them (url), links that land in
        different places from different states (link: --link URL, repeatable, by default one
        per route; the links one guard refuses are one finding, counted, and a link whose
        landings differ only as redirects fire by their flags is the redirects working, not a
        finding), and each --check EXPECT that fails (check: any expect form, judged in every
        state, or only where the --when EXPECT after it holds; one expectation, without ';',
        whose 'fail' form may run moves only; its routes are any tab's, 'checkout' or
        'cart.checkout', whichever tab a state selects). Every script starts with 'flag NAME
        VALUE' for each --flag, as the walk held them. --ignore KIND[:SUBJECT] (repeatable, and
        ignore = [...] in navrepl.toml) marks findings intended: they are left out and counted
        (the report gives each finding's word: '# if intended: --ignore trap:offer');
        a KIND without a SUBJECT is not judged at all (the totals say so; --ignore link saves the
        links' pass, one link a route opened from every state, most of a big app's judging);
        a SUBJECT no finding of that kind in this app can have is refused (a url, link or
        cycle finding's subject is what the walk met, and is not checked).
        --json prints one object {"states", "moves", "limited", "stoppedBy" (the limits that
        stopped it: "states", "moves" or "time"), "stoppedTab" (walking tab by tab, where),
        "tabByTab", "walkedStates", "pastMax" (true when the states or moves are more than a count holds), "unjudged" (every kind once interrupted), "ignored", "ignoredKinds" (not judged), "findings": [{"kind", "subject",
        "message", "script"}]}.
        --emit DIR writes a covering suite: the fewest shortest scripts that put every route on
        every stack it reaches and make every kind of move between routes, each ending in
        expectations, with transcripts, for navrepl test. Each script loads the app from its
        file, by its path from DIR (a declared app is written out). DIR is new, empty or a suite
        --emit wrote, which is replaced whole; a folder holding anything else is refused, and
        nothing is written unless every script is. --graph FILE.dot|FILE.mmd draws the
        state graph (up to 500 states), grouped by the selected tab and its stack. A failed --check, or --strict and any finding or any
        kind not judged, counts as a failure (exit status 1).
        """,
        example: "explore --max-depth 2 --flag signedIn=false --check \"not contains checkout\"",
        errors: "free mode; a bound that is not a number; an unknown option; a --check naming a route, tab or flag the app does not have; a folder or file that cannot be written",
        completion: .custom(complete)
    ) { parser, head in
        let words = try parser.restAsArguments()
        do throws(ExploreOptions.Failure) {
            return ExploreCommand(options: try ExploreOptions(words))
        } catch {
            throw Parser.Failure(offset: error.offset, message: error.message)
        }
    }

    let options: ExploreOptions

    init(options: ExploreOptions) {
        self.options = options
    }

    /// What `--emit` or `--graph` writes: refused where file access is off.
    var filePath: Located<String>? { options.emit ?? options.graph }

    func run(in context: CommandContext) throws -> Output {
        let interpreter = context.interpreter
        // At the prompt, a long walk says how far it has got, on the terminal's error stream.
        let progress = interpreter.readsInteractively && System.isTerminal(System.standardError)
            ? ExploreProgress { System.write(System.standardError, $0) } : nil
        let outcome = Result { () throws(Exploration.Problem) in try Self.report(options, interpreter: interpreter, progress: progress) }
        switch outcome {
        case .failure(let problem):
            throw context.error(problem.message)
        case .success(let report):
            guard let failure = report.failure else { return .text(report.text) }
            // A failed check (or --strict and a finding) is the command's failure: the report is
            // shown as it is, then the failure, so that a script stops there, a transcript
            // shows both, and the exit status is 1.
            let error = context.error(failure)
            interpreter.report(text: report.text, of: "explore", line: error.location.line)
            throw error
        }
    }

    /// Walks the loaded app, writes what `--emit` and `--graph` ask for, and says what was found.
    static func report(_ options: ExploreOptions, interpreter: Interpreter, progress: ExploreProgress? = nil) throws(Exploration.Problem) -> (text: String, failure: String?) {
        var exploration = try Exploration(schema: interpreter.schema, options: options)
        exploration.showsTimings = interpreter.settings.showsTimings
        try exploration.run(isInterrupted: { interpreter.isInterrupted }, progress: options.json ? nil : progress)
        // Interrupted, it reports the totals so far, and writes no suite and no graph.
        if exploration.interruption != nil { return (options.json ? exploration.json : exploration.text, exploration.failure) }
        var summary: String?
        if let folder = options.emit {
            summary = try CoveringSuite(exploration: exploration, appFile: interpreter.appFile)
                .write(to: interpreter.resolvePath(folder.value), shownAs: folder.value, isInterrupted: { interpreter.isInterrupted })
        }
        if let graph = options.graph {
            try StateGraph(explorer: exploration.explorer).write(to: interpreter.resolvePath(graph.value), shownAs: graph.value)
        }
        let text = options.json ? exploration.json : exploration.text + (summary.map { "\n" + $0 } ?? "")
        return (text, exploration.failure)
    }

    /// Tab after `explore`: its options.
    private static func complete(_ request: CompletionRequest) -> [String] {
        if request.arguments.last == "--emit" || request.arguments.last == "--graph" { return request.files(request.word) }
        return ExploreOptions.optionNames.filter { $0.hasPrefix(request.word) }
    }
}

/// `navrepl explore [APP] [OPTIONS]`: the same walk from the command line, for CI.
public enum ExploreCommandLine {
    /// The usage line and what `help explore` says.
    public static var help: String {
        "usage: navrepl explore [APP] " + ExploreOptions.usage.dropFirst("explore ".count) + "\n\n" + ExploreCommand.spec.details + "\n"
    }

    /// The report for `schema` explored with `arguments`; a problem with the arguments or the
    /// app is thrown as its message (exit status 2).
    /// `appFile` is what the app was read from, which the scripts `--emit` writes refer to.
    /// `progress`, on a terminal, says how far a long walk has got (not with `--json`).
    /// `interruptFlag`, nonzero once Ctrl-C has come, stops the walk or its judging.
    public static func run(_ arguments: [String], schema: AppSchema, appFile: String? = nil, progress: ExploreProgress? = nil,
                           interruptFlag: UnsafePointer<Int32>? = nil) throws(Problem) -> (text: String, failure: String?) {
        let words = arguments.enumerated().map { Located($1, at: $0) }
        let options: ExploreOptions
        do throws(ExploreOptions.Failure) {
            options = try ExploreOptions(words)
        } catch {
            throw Problem(message: error.message)
        }
        let interpreter = Interpreter(schema: schema, settings: Settings(), sink: TextRenderer(channel: SilentChannel()), commands: .navrepl)
        interpreter.appFile = appFile
        interpreter.interruptFlag = interruptFlag
        do throws(Exploration.Problem) {
            return try ExploreCommand.report(options, interpreter: interpreter, progress: progress)
        } catch {
            throw Problem(message: error.message)
        }
    }

    /// What was wrong with the command line.
    public struct Problem: Error {
        public let message: String
    }

    private final class SilentChannel: OutputChannel {
        func write(_ text: String) {}
        func writeError(_ text: String) {}
    }
}
