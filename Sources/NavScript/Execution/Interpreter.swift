import NavigationModel

/// What a successful command produced, for a renderer to show.
public enum Output: Sendable {
    /// The state changed (or a change was asked for and was already so): show the stack.
    /// The operation, when there was one, is the router call the command stood for.
    case changed(Change, Operation? = nil)
    /// `show`: the current stack, on request.
    case stack(verbose: Bool)
    /// Text such as a listing, help or `echo`.
    case text(String)
    case silent
}

/// The result of one command, as a renderer receives it.
public struct CommandResult: Sendable {
    public enum Outcome: Sendable {
        case success(Output)
        case failure(Diagnostic)
    }

    /// The command as written.
    public let text: SourceText
    /// The line it starts on.
    public let line: Int
    public let outcome: Outcome
}

/// Receives each command before it runs and its result after: the text and JSON renderers.
public protocol ResultSink: AnyObject {
    func willRun(_ text: SourceText, line: Int, in interpreter: Interpreter)
    func didRun(_ result: CommandResult, in interpreter: Interpreter)
    /// Whether a successful change shows anything at all. When it does not (a quiet batch
    /// run), the interpreter's fast path skips `willRun` and `didRun` for such commands, and
    /// the cost of building their results.
    func showsChanges(in interpreter: Interpreter) -> Bool
}

/// Runs commands against a router. It never prints: every result goes to the sink.
///
/// The properties touched for every command are marked `@exclusivity(unchecked)`: an
/// interpreter is used from one thread, and its methods never hold two accesses to one
/// property at once, so the run-time exclusivity checks (a tenth of a simple command's
/// cost) buy nothing here.
public final class Interpreter {
    @exclusivity(unchecked) public internal(set) var router: Router
    @exclusivity(unchecked) public var settings: Settings {
        didSet { router.singleTop = settings.singleTop }
    }
    /// Stop at the first failing command (`--bail`).
    @exclusivity(unchecked) public var bail = false
    /// When false, commands that read or write files (`source`, `save`, `restore`, `app FILE`)
    /// are refused: for running untrusted input, such as the fuzzer's.
    @exclusivity(unchecked) public var allowsFileAccess = true
    /// Whether simple lines may take the fast path (`Interpreter+FastPath.swift`); the
    /// differential tests turn it off to compare.
    @exclusivity(unchecked) public var usesFastPath = true
    /// The simple commands the fast path has read, by their line's text.
    let commandCache = CommandCache()
    @exclusivity(unchecked) public private(set) var failureCount = 0
    /// The status `quit`/`exit` asked for; running stops once it is set.
    @exclusivity(unchecked) public private(set) var requestedExit: Int32?
    /// A flag that a signal handler sets (Ctrl-C in batch mode), polled between commands:
    /// nonzero stops the run. A plain integer, as a handler may touch nothing else, and as
    /// reading it costs next to nothing on every command.
    @exclusivity(unchecked) public var interruptFlag: UnsafePointer<Int32>?
    public let sink: any ResultSink

    /// The undo and redo steps since the app was loaded, each with the command that made it.
    @exclusivity(unchecked) public internal(set) var history = History()
    /// The tokens of the chunk being run; one buffer, reused for every chunk.
    @exclusivity(unchecked) private var tokens: [Token] = []

    /// Apps declared with `app NAME { ... }` this session, loadable again by name.
    var declaredApps: [String: AppSchema] = [:]
    /// The files being sourced, outermost first, to refuse cycles and deep nesting.
    var sourceStack: [String] = []
    /// The folder relative `source` and `app` paths are read from: the current script's.
    var currentDirectory: String?

    /// The deepest `source` nesting allowed.
    public static let maximumSourceDepth = 64

    public init(schema: AppSchema, settings: Settings = Settings(), sink: any ResultSink) {
        self.router = Router(schema: schema)
        self.settings = settings
        self.sink = sink
        router.singleTop = settings.singleTop
        if !schema.isFree && BuiltinApps.named(schema.name) == nil { declaredApps[schema.name] = schema }
    }

    public var schema: AppSchema { router.schema }
    /// The state. Hot paths read `router.state` in place instead, which copies nothing.
    public var state: NavigationState { router.state }

    /// True once running should end: after `quit`, a failure under `--bail`, or Ctrl-C.
    public var shouldStop: Bool {
        requestedExit != nil || (bail && failureCount > 0) || isInterrupted
    }

    /// Whether the interrupt flag is set.
    public var isInterrupted: Bool {
        guard let flag = interruptFlag else { return false }
        return flag.pointee != 0
    }

    /// The exit status so far: `exit N`'s, else 1 if anything failed, else 0.
    public var exitStatus: Int32 {
        requestedExit ?? (failureCount > 0 ? 1 : 0)
    }

    /// Reads and runs every line of `source` until it ends or running should stop.
    public func run(_ source: inout some LineSource, file: String) {
        var assembler = ChunkAssembler(file: file)
        var tokens = self.tokens
        self.tokens = []
        defer { self.tokens = tokens }
        while !shouldStop, let line = source.nextLine() {
            if let message = line.problemMessage {
                assembler.discard()
                let location = SourceLocation(file: file, line: line.number, column: 1)
                report(text: .empty, line: line.number, .failure(Diagnostic(location: location, message: message)))
                continue
            }
            if usesFastPath && !assembler.isIncomplete && runFast(line) { continue }
            if let chunk = assembler.add(line, tokens: &tokens) {
                execute(chunk, tokens: tokens)
            }
        }
        if !shouldStop, let (diagnostic, text) = assembler.finish() {
            report(text: SourceText(text), line: diagnostic.location.line, .failure(diagnostic))
        }
    }

    /// Runs every statement of a complete chunk.
    public func execute(_ chunk: Chunk, tokens: [Token]) {
        var parser = Parser(chunk: chunk, tokens: tokens)
        while !shouldStop, let parsed = parser.next() {
            switch parsed {
            case .failure(let diagnostic, let range):
                report(text: chunk.sourceText(range), line: diagnostic.location.line, .failure(diagnostic))
            case .statement(let statement):
                let text = chunk.sourceText(statement.range)
                let line = chunk.line(at: statement.offset)
                sink.willRun(text, line: line, in: self)
                let outcome: CommandResult.Outcome
                do {
                    let output = try perform(statement.command, in: chunk, at: statement.offset)
                    if case .changed(let change, _) = output, !change.isEmpty, statement.command.isRecorded {
                        history.record(Step(change: change, command: text))
                    }
                    outcome = .success(output)
                } catch let diagnostic as Diagnostic {
                    outcome = .failure(diagnostic)
                } catch {
                    outcome = .failure(chunk.diagnostic(at: statement.offset, "\(error)"))
                }
                report(text: text, line: line, outcome)
            }
        }
    }

    /// Runs a string of commands as if it were a file (for `-e` and tests).
    public func run(_ text: String, file: String) {
        var source = StringLineSource(text)
        run(&source, file: file)
    }

    func report(text: SourceText, line: Int, _ outcome: CommandResult.Outcome) {
        if case .failure = outcome { failureCount += 1 }
        sink.didRun(CommandResult(text: text, line: line, outcome: outcome), in: self)
    }

    // MARK: Commands

    func perform(_ command: Command, in chunk: Chunk, at offset: Int) throws -> Output {
        if !allowsFileAccess, let path = command.filePath {
            throw chunk.diagnostic(at: path.offset, "file access is turned off here: cannot use '\(path.value)'")
        }
        switch command {
        case .tab(let name):
            return .changed(try change(.selectTab(name.value), in: chunk, at: name.offset))
        case .push(let routes):
            let resolved = try routes.map { try resolve($0, in: chunk) }
            return .changed(try change(.push(resolved), in: chunk, at: offset, routes: routes))
        case .pop(let count):
            return .changed(try change(.pop(count?.value ?? 1), in: chunk, at: count?.offset ?? offset))
        case .root:
            return .changed(try change(.popToRoot, in: chunk, at: offset))
        case .popTo(let route, _) where namesRoot(route):
            return .changed(try change(.popToRoot, in: chunk, at: route.offset))
        case .popTo(let route, let inclusive):
            let match = try self.match(route, in: chunk)
            return .changed(try change(.popTo(match, inclusive: inclusive), in: chunk, at: route.offset))
        case .replace(let routes):
            let resolved = try routes.map { try resolve($0, in: chunk) }
            return .changed(try change(.replace(resolved), in: chunk, at: offset, routes: routes))
        case .go(let route):
            let (tab, resolved) = try locate(route, in: chunk)
            let operation = Operation.go(tab: tab, route: resolved)
            return .changed(try change(operation, in: chunk, at: route.offset), operation)
        case .present(let style, let route):
            let resolved = try resolve(route, in: chunk)
            return .changed(try change(.present(style, resolved), in: chunk, at: offset))
        case .dismiss(let all):
            return .changed(try change(.dismiss(all: all), in: chunk, at: offset))
        case .reset:
            return .changed(try change(.reset, in: chunk, at: offset))
        case .select(let route):
            let resolved = try resolve(route, in: chunk)
            return .changed(try change(.select(resolved), in: chunk, at: route.offset))
        case .show(let verbose):
            return .stack(verbose: verbose)
        case .state(let json):
            return .text(json ? StateJSON.encode(state, app: schema.name) : Listing.state(state, schema: schema))
        case .tabs:
            return .text(Listing.tabs(state, schema: schema))
        case .routes:
            return .text(Listing.routes(in: state, schema: schema))
        case .apps:
            return .text(Listing.apps(current: schema, declared: declaredApps))
        case .app(let source, let nameOffset):
            try loadApp(source, in: chunk, at: nameOffset)
            return .changed(.none)
        case .source(let path):
            try source(path, in: chunk)
            return .silent
        case .set(let name, let value):
            return try set(name, value, in: chunk)
        case .echo(let text):
            return .text(text)
        case .help(let topic):
            guard let topic else { return .text(HelpTopic.overview) }
            guard let text = HelpTopic.text(for: topic.value) else {
                let suggestion = Spelling.suggestion(for: topic.value, among: HelpTopic.topicNames)
                throw chunk.diagnostic(
                    at: topic.offset,
                    "no help for '\(topic.value)'" + (suggestion.map { " (did you mean 'help \($0)'?)" } ?? " (type 'help' for the list of commands)"))
            }
            return .text(text)
        case .quit(let code):
            requestedExit = code.map { Int32($0.value) } ?? exitStatus
            return .silent
        case .expect(let expectation):
            try check(expectation, in: chunk, at: offset)
            return .silent
        case .open(let link):
            let destination = try parseLink(link, in: chunk)
            return .changed(try change(.open(destination), in: chunk, at: link.offset))
        case .url:
            return .text(DeepLink.url(for: state, schema: schema))
        case .save(let path):
            do {
                try StateFile.writeAtomically(StateJSON.encode(state, app: schema.name) + "\n", to: resolvePath(path.value))
            } catch {
                throw chunk.diagnostic(at: path.offset, error.message)
            }
            return .silent
        case .restore(let path):
            let restored: NavigationState
            do {
                restored = try StateFile.load(resolvePath(path.value), schema: schema)
            } catch {
                throw chunk.diagnostic(at: path.offset, error.message)
            }
            do {
                return .changed(try router.perform(.restore(restored)))
            } catch {
                throw chunk.diagnostic(at: path.offset, "cannot restore '\(path.value)': \(error.description)")
            }
        case .undo(let count):
            return .changed(try undo(count, in: chunk, at: offset))
        case .redo(let count):
            return .changed(try redo(count, in: chunk, at: offset))
        case .history(let count):
            if let count, count.value < 1 {
                throw chunk.diagnostic(at: count.offset, "history shows at least 1 step, not \(count.value)")
            }
            return .text(Listing.history(history, state: state, last: count?.value))
        }
    }

    func parseLink(_ link: Located<String>, in chunk: Chunk) throws -> DeepLink.Destination {
        do {
            return try DeepLink.parse(link.value, schema: schema)
        } catch {
            throw chunk.diagnostic(at: link.offset, error.description)
        }
    }

    private func undo(_ count: Located<Int>?, in chunk: Chunk, at offset: Int) throws -> Change {
        let wanted = count?.value ?? 1
        guard let steps = history.undo(wanted) else {
            throw chunk.diagnostic(at: count?.offset ?? offset, Interpreter.stepsMessage("undo", wanted, available: history.done.count))
        }
        let inverse = Change.sequence(steps.map(\.change.inverse))
        router.reapply(inverse)
        return inverse
    }

    private func redo(_ count: Located<Int>?, in chunk: Chunk, at offset: Int) throws -> Change {
        let wanted = count?.value ?? 1
        guard let steps = history.redo(wanted) else {
            throw chunk.diagnostic(at: count?.offset ?? offset, Interpreter.stepsMessage("redo", wanted, available: history.undone.count))
        }
        let change = Change.sequence(steps.map(\.change))
        router.reapply(change)
        return change
    }

    private static func stepsMessage(_ verb: String, _ wanted: Int, available: Int) -> String {
        if wanted < 1 { return "cannot \(verb) \(wanted) steps: the count must be at least 1" }
        if available == 0 {
            return verb == "undo" ? "nothing to undo (no change has been made since the app was loaded)" : "nothing to redo (use it after 'undo')"
        }
        return "cannot \(verb) \(wanted) steps: there \(available == 1 ? "is" : "are") only \(available) step\(available == 1 ? "" : "s") to \(verb)"
    }

    /// Performs a router operation, turning a refusal into a diagnostic at `offset`, or at
    /// the route among `routes` that the refusal is about.
    func change(_ operation: Operation, in chunk: Chunk, at offset: Int, routes: [RouteSyntax] = []) throws -> Change {
        do {
            return try router.perform(operation)
        } catch {
            let about = error.routeName.flatMap { name in routes.last { $0.request.name == name }?.offset }
            throw chunk.diagnostic(at: about ?? offset, error.description)
        }
    }

    /// `popto root` is `root`, unless the app declares a route named `root`.
    private func namesRoot(_ route: RouteSyntax) -> Bool {
        route.request.name == "root" && route.request.qualifier == nil && route.request.arguments.isEmpty
            && schema.declaration(named: "root", in: state.selectedTabName) == nil && !schema.isFree
    }

    private func set(_ name: Located<String>?, _ value: Located<String>?, in chunk: Chunk) throws -> Output {
        guard let name else {
            return .text(Settings.names.map { Listing.padded($0, 10) + settings.value(of: $0)! }.joined(separator: "\n"))
        }
        guard let current = settings.value(of: name.value) else {
            let suggestion = Spelling.suggestion(for: name.value, among: Settings.names)
            throw chunk.diagnostic(
                at: name.offset,
                "unknown setting '\(name.value)'"
                    + (suggestion.map { " (did you mean '\($0)'?)" } ?? " (settings: \(Settings.names.joined(separator: ", ")))"))
        }
        guard let value else { return .text("\(name.value) \(current)") }
        if let problem = settings.set(name.value, to: value.value) {
            throw chunk.diagnostic(at: value.offset, problem)
        }
        return .silent
    }
}
