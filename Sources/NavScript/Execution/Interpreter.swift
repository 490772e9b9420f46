import NavreplKit

/// Runs commands against a router. It never prints: every result goes to the sink.
///
/// The properties touched for every command are marked `@exclusivity(unchecked)`: an
/// interpreter is used from one thread, and its methods never hold two accesses to one
/// property at once, so the run-time exclusivity checks (a tenth of a simple command's
/// cost) buy nothing here.
public final class Interpreter {
    @exclusivity(unchecked) public internal(set) var router: Router
    @exclusivity(unchecked) public var settings: Settings
    /// Stop at the first failing command (`--bail`, `set bail on`).
    public var bail: Bool {
        get { settings.bail }
        set { settings.bail = newValue }
    }
    /// When false, commands that read or write files (`source`, `save`, `restore`, `app FILE`)
    /// are refused: for running untrusted input, such as the fuzzer's.
    @exclusivity(unchecked) public var allowsFileAccess = true
    /// Whether simple lines may be read by the quick reader, and lines read once kept, bound,
    /// in the command cache; the differential tests turn both off to compare.
    @exclusivity(unchecked) public var usesShortcuts = true
    /// Lines read and bound before, by their text, the app and the tab.
    let commandCache = CommandCache()
    @exclusivity(unchecked) public private(set) var failureCount = 0
    /// The status `quit`/`exit` asked for; running stops once it is set.
    @exclusivity(unchecked) public internal(set) var requestedExit: Int32?
    /// A flag that a signal handler sets (Ctrl-C in batch mode), polled between commands:
    /// nonzero stops the run. A plain integer, as a handler may touch nothing else, and as
    /// reading it costs next to nothing on every command.
    @exclusivity(unchecked) public var interruptFlag: UnsafePointer<Int32>?
    public let sink: any ResultSink
    /// The session's changes and refusals for `storyboard` and `graph`, when recording is on.
    @exclusivity(unchecked) public var recorder: SessionRecorder?

    /// The undo and redo steps since the app was loaded, each with the command that made it.
    @exclusivity(unchecked) public internal(set) var history = History()
    /// The router call the command running made or tried, for `--explain` and the session log;
    /// nil for a command that made none. Kept only while one of them needs it.
    @exclusivity(unchecked) var lastOperation: Operation?
    /// Whether `lastOperation` is kept: a long batch without `--explain` spares the copy.
    var keepsOperations: Bool { !session.isTruncated || settings.explain }
    /// The commands run since the app was loaded, for `export tests`.
    @exclusivity(unchecked) var session: SessionLog
    /// The tokens of the chunk being run; one buffer, reused for every chunk.
    @exclusivity(unchecked) private var tokens: [Token] = []

    /// Apps declared with `app NAME { ... }` this session, loadable again by name.
    var declaredApps: [String: AppSchema] = [:]
    /// The files being sourced, outermost first, to refuse cycles and deep nesting.
    var sourceStack: [String] = []
    /// The folder relative `source` and `app` paths are read from: the current script's.
    var currentDirectory: String?
    /// That folder as errors name it (a test runner names scripts relative to their folder).
    var shownDirectory: String?

    /// The deepest `source` nesting allowed.
    public static let maximumSourceDepth = 64

    public init(schema: AppSchema, settings: Settings = Settings(), sink: any ResultSink) {
        self.router = Router(schema: schema)
        self.session = SessionLog(start: router.state)
        self.settings = settings
        self.history = History(limit: settings.undoLimit)
        self.sink = sink
        if !schema.isFree && BuiltinApps.named(schema.name) == nil { declaredApps[schema.name] = schema }
    }

    public var schema: AppSchema { router.schema }
    /// The state. Hot paths read `router.state` in place instead, which copies nothing.
    public var state: NavigationState { router.state }

    /// True once running should end: after `quit`, a failure under `--bail`, or Ctrl-C.
    public var shouldStop: Bool {
        hasFinished || isInterrupted
    }

    /// True after `quit`, or a failure under `--bail`: the session is over, at the prompt too
    /// (where Ctrl-C only stops the command running).
    public var hasFinished: Bool {
        requestedExit != nil || (settings.bail && failureCount > 0)
    }

    /// Whether the interrupt flag is set.
    public var isInterrupted: Bool {
        guard let flag = interruptFlag else { return false }
        return flag.pointee != 0
    }

    /// Corrects the failure count for a judge that knows more than the commands do, a
    /// transcript test: -1 when the failure just reported is the error its transcript
    /// expects, +1 when a command printed other than its transcript says. `bail` and the
    /// exit status follow the count.
    func adjustFailureCount(by delta: Int) {
        failureCount += delta
    }

    /// The exit status so far: `exit N`'s, else 1 if anything failed, else 0.
    public var exitStatus: Int32 {
        requestedExit ?? (failureCount > 0 ? 1 : 0)
    }

    /// Reads and runs every line of `source` until it ends or running should stop: files,
    /// standard input, `-e` and the prompt all come through here. A line run before, in the
    /// same app and tab, is run again from the command cache without being read.
    public func run(_ source: inout some LineSource, file: String) {
        var assembler = ChunkAssembler(file: file)
        // The chunk a line run from the cache or read by the quick reader becomes: one, reused.
        var lineChunk = Chunk(bytes: [], range: 0..<0, file: file, firstLine: 0)
        var tokens = self.tokens
        self.tokens = []
        defer { self.tokens = tokens }
        while source.isInteractive ? !hasFinished : !shouldStop, var line = source.nextLine() {
            if line.number == 1 && !source.isInteractive { line = line.withoutByteOrderMark() }
            if line.abandonsBlock {
                assembler.discard()
            } else if let message = line.problemMessage {
                assembler.discard()
                let location = SourceLocation(file: file, line: line.number, column: line.problemColumn)
                refuse(text: .empty, line: line.number, Diagnostic(location: location, message: message))
            } else if assembler.isIncomplete || !runCached(line, in: &lineChunk) && !runReadQuickly(line, in: &lineChunk) {
                let wasIncomplete = assembler.isIncomplete
                do {
                    if let chunk = try assembler.add(line, tokens: &tokens) {
                        execute(chunk, tokens: tokens, line: line, isWholeLine: !wasIncomplete)
                    }
                } catch {
                    report(text: SourceText(error.sourceLine ?? ""), line: error.location.line, .failure(error))
                }
            }
        }
        // At a prompt, Ctrl-D inside a block just leaves, as it does anywhere else.
        if !shouldStop, !source.isInteractive, let (diagnostic, text) = assembler.finish() {
            refuse(text: SourceText(text), line: diagnostic.location.line, diagnostic)
        }
    }

    /// Runs a string of commands as if it were a file (for `-e` and tests).
    public func run(_ text: String, file: String) {
        var source = StringLineSource(text)
        run(&source, file: file)
    }

    /// Runs every statement of a complete chunk, whose last line is `line`. When the chunk is
    /// that whole line, a lone cacheable statement of it is kept in the command cache.
    func execute(_ chunk: Chunk, tokens: [Token], line: borrowing Line, isWholeLine: Bool) {
        var parser = Parser(chunk: chunk, tokens: tokens)
        var isFirst = true
        while !shouldStop, let parsed = parser.next() {
            switch parsed {
            case .failure(let diagnostic, let range):
                refuse(text: chunk.sourceText(range), line: diagnostic.location.line, diagnostic)
            case .statement(let statement):
                // Only a statement that is the whole line may stand for the line in the cache.
                execute(statement, in: chunk, line: line, isWholeLine: isWholeLine && isFirst && parser.isAtEnd)
            }
            isFirst = false
        }
    }

    /// Runs a statement just read, and keeps it in the command cache if it is the whole of
    /// its line, cacheable and bound.
    private func execute(_ statement: Statement, in chunk: Chunk, line: borrowing Line, isWholeLine: Bool) {
        // The tab it is bound in, before running it changes the tab.
        let (schema, tab, tabName) = (router.schema, router.state.selectedTab, router.state.selectedTabName)
        let bound = execute(statement, spanning: statement.range, in: chunk, isBound: false)
        if bound, usesShortcuts, isWholeLine, statement.spec.isCacheable {
            commandCache.insert(statement, origin: chunk.range.lowerBound, for: line, tab: tab, named: tabName, schema: schema)
        }
    }

    /// Runs `line` if the quick reader can read it, as the chunk `chunk` (reused from line to
    /// line); false if it cannot.
    private func runReadQuickly(_ line: borrowing Line, in chunk: inout Chunk) -> Bool {
        guard usesShortcuts, let statement = QuickReader.statement(in: line) else { return false }
        chunk.become(line, offsetsFrom: line.range.lowerBound)
        execute(statement, in: chunk, line: line, isWholeLine: true)
        return true
    }

    /// Runs `line` from the command cache if it was read before in this app and tab, or a line
    /// of its shape was (a template), as the chunk `chunk` (reused from line to line); false if
    /// neither was.
    private func runCached(_ line: borrowing Line, in chunk: inout Chunk) -> Bool {
        guard usesShortcuts,
              let cached = commandCache.statement(
                for: line, tab: router.state.selectedTab, named: router.state.selectedTabName,
                schema: ObjectIdentifier(router.schema))
        else { return false }
        chunk.become(line, offsetsFrom: cached.origin)
        commandCache.lend(cached) { execute($0, spanning: cached.range, in: chunk, isBound: true) }
        return true
    }

    /// The one executor: binds a statement (unless it comes bound from the cache), runs it,
    /// records its change as an undo step, and reports its result to the sink. Returns
    /// whether it was bound, so that it may be cached.
    /// `range` is the statement's span: its own, but for a template's, whose line may be
    /// longer or shorter than the one it was read from.
    // Never inlined: the loop of `run` stays small, and the result's parts are destroyed here
    // in code made for their types rather than through their generic value witnesses.
    @inline(never) @discardableResult
    private func execute(_ statement: Statement, spanning range: Range<Int>, in chunk: Chunk, isBound: Bool) -> Bool {
        let text = chunk.sourceText(range)
        let line = chunk.line(at: statement.offset)
        if settings.echo { sink.echo(text, line: line, in: self) }
        var bound = isBound
        let outcome: CommandResult.Outcome = withUnsafePointer(to: chunk) { chunkAddress in
            let context = CommandContext(interpreter: self, chunk: chunkAddress, offset: statement.offset)
            do {
                if !allowsFileAccess, let path = statement.action.filePath {
                    throw context.error(at: path.offset, "file access is turned off here: cannot use '\(path.value)'")
                }
                if !bound {
                    try statement.action.bind(in: context)
                    bound = true
                }
                if keepsOperations { lastOperation = nil }
                let output = try statement.action.run(in: context)
                if case .changed(let change) = output, !change.isEmpty, statement.spec.isRecorded {
                    history.record(change, command: text)
                }
                return .success(output)
            } catch let diagnostic as Diagnostic {
                return .failure(diagnostic)
            } catch {
                return .failure(context.error("\(error)"))
            }
        }
        // A long batch stops the log early: after that, a command costs this one test.
        if !session.isTruncated { record(statement, file: chunk.file, line: line, text: text, outcome: outcome, wasBound: bound) }
        // When nothing records the pictures, this costs one test.
        if recorder != nil { recordForPictures(text: text, line: line, outcome, file: chunk.file, spec: statement.spec) }
        report(text: text, line: line, outcome)
        return bound
    }

    /// Adds a command just run to the session log, as what it stands for in Swift.
    private func record(_ statement: Statement, file: String, line: Int, text: SourceText, outcome: CommandResult.Outcome, wasBound: Bool) {
        var change = Change.none, failure: String?
        switch outcome {
        case .success(.changed(let made)): change = made
        case .success: break
        case .failure(let diagnostic): failure = diagnostic.message
        }
        let spec = statement.spec
        let kind: SessionLog.Kind
        if failure != nil && !wasBound {
            kind = .refused
        } else if spec === ExpectCommand.spec {
            kind = (statement.action as! ExpectCommand).sessionKind
        } else if let operation = lastOperation {
            kind = .call(operation)
        } else if !change.isEmpty {
            kind = .state
        } else if failure != nil {
            kind = .refused
        } else if spec === EchoCommand.spec, case .success(.text(let note)) = outcome {
            kind = .note(note)
        } else if spec === SetCommand.spec, (statement.action as! SetCommand).changesSingleTop {
            kind = .singleTop(settings.singleTop)
        } else {
            return
        }
        session.append(SessionLog.Entry(file: file, line: line, kind: kind, change: change, failure: failure), command: text)
    }

    /// Reports text that could not be read as a command; the session log (and the recorder,
    /// when recording) keeps it as a failure.
    private func refuse(text: SourceText, line: Int, _ diagnostic: Diagnostic) {
        session.append(
            SessionLog.Entry(file: diagnostic.location.file, line: line, kind: .refused, change: .none, failure: diagnostic.message),
            command: text)
        if recorder != nil { recordForPictures(text: text, line: line, .failure(diagnostic), file: diagnostic.location.file, spec: nil) }
        report(text: text, line: line, .failure(diagnostic))
    }

    func report(text: SourceText, line: Int, _ outcome: CommandResult.Outcome) {
        if case .failure = outcome { failureCount += 1 }
        sink.didRun(CommandResult(text: text, line: line, outcome: outcome), in: self)
    }

    /// Hands a result to the recorder of `storyboard` and `graph`. Out of line, so that the
    /// executor, run for every command, stays as small as it was when nothing records.
    @inline(never)
    private func recordForPictures(text: SourceText, line: Int, _ outcome: CommandResult.Outcome, file: String, spec: CommandSpec?) {
        recorder?.record(CommandResult(text: text, line: line, outcome: outcome), file: file, spec: spec, in: self)
    }

    // MARK: What commands share

    /// Called when loading an app leaves behind changes `undo` could have undone, with a line
    /// that says so: the prompt prints it, as a user may not expect `app` to start afresh.
    /// (Scripts load apps on purpose, and their transcripts stay as they are.)
    public var onLeavingSession: ((String) -> Void)?

    /// Loads a schema with every tab at its root and a fresh history.
    func load(_ schema: AppSchema) {
        let steps = history.done.count
        if steps > 0, let onLeavingSession {
            let name = router.schema.name
            onLeavingSession("the session of app \(name) (\(steps) change\(steps == 1 ? "" : "s")) is left behind: 'undo' cannot go back to it (save it first with 'save FILE')")
        }
        router = Router(schema: schema)
        history = History(limit: settings.undoLimit)
        session = SessionLog(start: router.state)
    }

    /// Starts the session at `state` of the loaded app (a scenario run on an app's router
    /// starts where the router is).
    func begin(at state: NavigationState) {
        router = Router(schema: router.schema, state: state)
        session = SessionLog(start: state)
        recorder = recorder.map { _ in SessionRecorder(schema: router.schema, state: state) }
    }

    /// What a command may change, saved so that `expect fail` can put it back.
    struct Snapshot {
        let router: Router
        let settings: Settings
        let apps: [String: AppSchema]
        let history: History
        let session: SessionLog
    }

    func snapshot() -> Snapshot {
        Snapshot(router: router, settings: settings, apps: declaredApps, history: history, session: session)
    }

    func restore(_ snapshot: Snapshot) {
        history = snapshot.history
        session = snapshot.session
        router = snapshot.router
        settings = snapshot.settings
        declaredApps = snapshot.apps
    }
}
