import NavreplKit
import Platform

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
    /// Whether the lines run now come from a person at the prompt (a long command may then
    /// say how far it has got), not a file or a pipe.
    @exclusivity(unchecked) package private(set) var readsInteractively = false
    /// Whether expectations name routes of every tab (`explore`'s checks, judged in every
    /// state whatever tab is selected), not only those of the selected tab.
    @exclusivity(unchecked) package var matchesRoutesOfEveryTab = false
    /// Whether simple lines may be read by the quick reader, and lines read once kept, bound,
    /// in the command cache; the differential tests turn both off to compare.
    @exclusivity(unchecked) public var usesShortcuts = true
    /// Lines read and bound before, by their text, the app and the tab.
    let commandCache = CommandCache()
    /// Failures the commands reported.
    @exclusivity(unchecked) private var reportedFailures = 0
    /// Failures that count: those reported, as the sink corrects them (a transcript's judge).
    public var failureCount: Int { reportedFailures + sink.failureCorrection }
    /// The status `quit`/`exit` asked for; running stops once it is set.
    @exclusivity(unchecked) public internal(set) var requestedExit: Int32?
    /// A flag that a signal handler sets (Ctrl-C in batch mode), polled between commands:
    /// nonzero stops the run. A plain integer, as a handler may touch nothing else, and as
    /// reading it costs next to nothing on every command.
    @exclusivity(unchecked) public var interruptFlag: UnsafePointer<Int32>?
    public let sink: any ResultSink
    /// Whether the sink ignores quiet changes, asked once (see `ResultSink.ignoresQuietChanges`).
    private let sinkIgnoresQuietChanges: Bool
    /// The commands it reads: the language's, or navrepl's with its tools.
    public let commands: CommandSet
    /// What happened in the session: undo, `export tests` and the pictures read it.
    @exclusivity(unchecked) public private(set) var journal: SessionJournal
    /// The undo and redo steps since the app was loaded, each with the command that made it.
    public var history: History { History(journal) }
    /// Whether a change's result carries the router call that made it: only while something
    /// reads calls (the journal's log and pictures, `--explain`), as a long batch is faster
    /// without the copy.
    var keepsCalls: Bool { journal.keepsRecords || settings.explain }
    /// The commands run since the app was loaded, for `export tests`, coverage and replay.
    package var session: SessionLog { SessionLog(journal) }
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

    public init(schema: AppSchema, settings: Settings = Settings(), sink: any ResultSink, commands: CommandSet) {
        self.router = Router(schema: schema)
        self.commands = commands
        self.settings = settings
        self.journal = SessionJournal(start: router.state, undoLimit: settings.undoLimit)
        self.sink = sink
        self.sinkIgnoresQuietChanges = sink.ignoresQuietChanges
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

    /// The exit status so far: `exit N`'s, else 1 if anything failed, else 0.
    public var exitStatus: Int32 {
        requestedExit ?? (failureCount > 0 ? 1 : 0)
    }

    /// Reads and runs every line of `source` until it ends or running should stop: files,
    /// standard input, `-e` and the prompt all come through here. A line run before, in the
    /// same app and tab, is run again from the command cache without being read.
    public func run(_ source: inout some LineSource, file: String) {
        let wasInteractive = readsInteractively
        readsInteractively = source.isInteractive
        defer { readsInteractively = wasInteractive }
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
                    report(CommandResult(text: SourceText(error.sourceLine ?? ""), line: error.location.line, outcome: .failure(error)))
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
        var parser = Parser(chunk: chunk, tokens: tokens, commands: commands)
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
        guard usesShortcuts, let statement = QuickReader.statement(in: line, commands: commands) else { return false }
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
    /// keeps it in the journal (its change as an undo step), and reports its result to the
    /// sink. Returns whether it was bound, so that it may be cached.
    /// `range` is the statement's span: its own, but for a template's, whose line may be
    /// longer or shorter than the one it was read from.
    // Never inlined: the loop of `run` stays small, and the result's parts are destroyed here
    // in code made for their types rather than through their generic value witnesses.
    @inline(never) @discardableResult
    private func execute(_ statement: Statement, spanning range: Range<Int>, in chunk: Chunk, isBound: Bool) -> Bool {
        let text = chunk.sourceText(range)
        let line = chunk.line(at: statement.offset)
        // `echo`'s text is its own output: shown once, not also as the command.
        if settings.echo && statement.spec.role != .narration { sink.echo(text, line: line, in: SessionView(self)) }
        var bound = isBound
        // What an `expect` checked, which its failure, reported as an error, does not carry.
        var check: CheckRecord?
        // A quiet change that nothing reads (see `ResultSink.ignoresQuietChanges`) goes into
        // the journal and no further: no result is made of it.
        let unread = sinkIgnoresQuietChanges && !journal.keepsRecords && settings.quiet && !settings.explain && !settings.trace
        var reported = true
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
                let output = try statement.action.run(in: context)
                if case .checked(let record, let failure) = output {
                    check = record
                    if let failure { return .failure(failure) }
                }
                // A long batch, where only the undo history keeps entries: a step goes straight
                // from the output into the journal, and anything else costs these tests.
                guard !journal.keepsRecords, case .changed = output else { return .success(output) }
                let isStep = statement.spec.isRecorded
                guard unread else {
                    if case .changed(let change) = output, isStep, !change.isEmpty { journal.addStep(change, text: text) }
                    return .success(output)
                }
                // Nothing reads the output: it is consumed, so that its change moves into the
                // journal uncopied and no output is left to destroy (which, with an output of
                // seven kinds, cost a tenth of a batch's time).
                reported = false
                if case .changed(let change) = consume output, isStep, !change.isEmpty { journal.addStep(change, text: text) }
                return .success(.silent)
            } catch let diagnostic as Diagnostic {
                return .failure(diagnostic)
            } catch {
                return .failure(context.error("\(error)"))
            }
        }
        guard reported else { return bound }
        let result = CommandResult(text: text, line: line, outcome: outcome)
        if journal.keepsRecords { keep(result, file: chunk.file, spec: statement.spec, check: check, wasBound: bound) }
        report(result)
        return bound
    }

    /// Adds a command just run to the journal, while the session log or the pictures keep
    /// entries: its change as an undo step, if it is one, and what they read of it.
    private func keep(_ result: CommandResult, file: String, spec: CommandSpec?, check: CheckRecord? = nil, wasBound: Bool) {
        var change = Change.none
        var isStep = false
        if case .success(let output) = result.outcome, let made = output.change {
            change = made
            isStep = !made.isEmpty && spec?.isRecorded == true
        }
        let meaning = Meaning(result, role: spec?.role ?? .ordinary, check: check, loaded: router.schema)
        let record = self.record(of: result, meaning: meaning, change: change, file: file, wasBound: wasBound)
        journal.add(change, text: result.text, isStep: isStep, record: record)
    }

    /// What the session log and the pictures read of a result. The one place a result
    /// becomes what they keep.
    private func record(of result: CommandResult, meaning: Meaning, change: Change, file: String, wasBound: Bool) -> SessionJournal.Record? {
        var failure: String?
        var picture: SessionPicture.Kind?
        var (pictureFile, pictureLine) = (file, result.line)
        switch result.outcome {
        case .failure(let diagnostic):
            failure = diagnostic.message
            picture = .refusal(diagnostic.message)
            (pictureFile, pictureLine) = (diagnostic.location.file, diagnostic.location.line)
        case .success(.changed), .success(.called):
            if case .load(let schema) = meaning {
                picture = .load(schema)
            } else if !change.isEmpty {
                picture = .change
            }
        case .success(.text):
            if case .note(let text) = meaning, !text.isEmpty { picture = .narration(text) }
        case .success:
            break
        }
        let kind = SessionLog.Kind(meaning, change: change, failure: failure, wasBound: wasBound)
        guard kind != nil || picture != nil else { return nil }
        var isLink = false
        if case .open? = meaning.call { isLink = true }
        return SessionJournal.Record(
            file: file, line: result.line, kind: kind, failure: failure,
            picture: picture.map {
                SessionPicture(kind: $0, isLink: isLink, file: pictureFile, line: pictureLine, layout: settings.layout, maxFrames: settings.maxFrames)
            })
    }

    /// Reports text that could not be read as a command; the journal keeps it as a failure.
    private func refuse(text: SourceText, line: Int, _ diagnostic: Diagnostic) {
        let result = CommandResult(text: text, line: line, outcome: .failure(diagnostic))
        if journal.keepsRecords { keep(result, file: diagnostic.location.file, spec: nil, wasBound: false) }
        report(result)
    }

    // Internal, as it is on every command's path: the optimizer may then pass the result as it
    // likes (a `package` function's signature is fixed). Tools report through `report(text:line:)`.
    func report(_ result: CommandResult) {
        if case .failure = result.outcome { reportedFailures += 1 }
        sink.didRun(result, in: SessionView(self))
    }

    /// Reports `text` as the output of `command` at `line`, beside the command's own result:
    /// `explore` shows its report and then fails.
    package func report(text: String, of command: String, line: Int) {
        report(CommandResult(text: SourceText(command), line: line, outcome: .success(.text(text))))
    }

    // MARK: What commands share

    /// Called when loading an app leaves behind changes `undo` could have undone, with a line
    /// that says so: the prompt prints it, as a user may not expect `app` to start afresh.
    /// (Scripts load apps on purpose, and their transcripts stay as they are.)
    public var onLeavingSession: ((String) -> Void)?

    /// Where a warning goes that is no command's output (a Swift file an import could not
    /// parse): standard error, so that it is seen in every mode and never written into a
    /// transcript as the script's output.
    public var onWarning: (String) -> Void = { text in
        _ = System.write(System.standardError, "navrepl: warning: " + Escaper.printable.escaped(text) + "\n")
    }

    /// Where the app running now was loaded by an `app` line, if it was: a scenario's
    /// failure names it.
    public internal(set) var appLine: SourceLocation?

    /// The file or folder of Swift sources the loaded app was read from, as its real path; nil
    /// for a built-in or declared app. What `explore --emit` writes refers to it.
    public var appFile: String? {
        get { appFileStorage }
        set { appFileStorage = newValue.flatMap(System.canonicalPath) }
    }
    private var appFileStorage: String?

    /// Loads a schema with every tab at its root and a fresh history; `file` is what it was
    /// read from, if it was.
    func load(_ schema: AppSchema, from file: String? = nil) {
        appFile = file
        let steps = journal.undo.count
        if steps > 0, let onLeavingSession {
            let name = router.schema.name
            onLeavingSession("the session of app \(name) (\(steps) change\(steps == 1 ? "" : "s")) is left behind: 'undo' cannot go back to it (save it first with 'save FILE')")
        }
        router = Router(schema: schema)
        journal.startAfresh(at: router.state)
    }

    /// Starts the session at `state` of the loaded app (a scenario run on an app's router
    /// starts where the router is).
    package func begin(at state: NavigationState) {
        router = Router(schema: router.schema, state: state)
        journal.begin(at: state, schema: router.schema)
    }

    /// Starts recording the session's pictures for `storyboard` and `graph` afresh, from the
    /// state now, keeping at most `frameLimit` frames.
    public func startRecording(frameLimit: Int = 1_000_000) {
        journal.startPictures(schema: router.schema, state: router.state, frameLimit: frameLimit)
    }

    /// Changes how many steps undo keeps (`set undolimit`).
    func setUndoLimit(_ limit: Int) {
        journal.setUndoLimit(limit)
    }

    /// Takes the last `count` steps off, or puts back the last `count` undone (`redoes`),
    /// or nil if there are fewer.
    func takeSteps(_ count: Int, redoes: Bool) -> [Step]? {
        redoes ? journal.redo(count) : journal.undo(count)
    }

    /// What a command may change, saved so that `expect fail` can put it back.
    struct Snapshot {
        let router: Router
        let settings: Settings
        let apps: [String: AppSchema]
        let journal: SessionJournal
    }

    func snapshot() -> Snapshot {
        Snapshot(router: router, settings: settings, apps: declaredApps, journal: journal)
    }

    func restore(_ snapshot: Snapshot) {
        journal = snapshot.journal
        router = snapshot.router
        settings = snapshot.settings
        declaredApps = snapshot.apps
    }
}
