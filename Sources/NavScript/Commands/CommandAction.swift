import NavigationModel

/// What one command does, as read from a statement. The executor binds it to the app and the
/// selected tab just before it runs (resolving its routes), then runs it; a line the command
/// cache keeps is kept bound, so running it again skips both reading and binding.
protocol CommandAction: Sendable {
    /// Checks the command against the app and the selected tab, resolving what it names.
    /// Throws the `Diagnostic` of the first thing that does not resolve.
    mutating func bind(in context: CommandContext) throws
    /// Runs the bound command. On failure it throws a `Diagnostic` and has changed nothing.
    func run(in context: CommandContext) throws -> Output
    /// Whether a change it makes is an undo step (`undo`, `redo` and `app` are not).
    var isRecorded: Bool { get }
    /// The file it reads or writes, if any: refused when file access is turned off.
    var filePath: Located<String>? { get }
}

extension CommandAction {
    mutating func bind(in context: CommandContext) throws {}
    var isRecorded: Bool { true }
    var filePath: Located<String>? { nil }
}

/// What a command runs against: the interpreter, and the chunk its statement was read from,
/// for pointing errors at the words they are about.
struct CommandContext {
    let interpreter: Interpreter
    let chunk: Chunk
    /// Where the statement's first word is.
    let offset: Int

    /// An error at `offset` in the statement's chunk.
    func error(at offset: Int, _ message: String) -> Diagnostic {
        chunk.diagnostic(at: offset, message)
    }

    /// An error at the statement's first word.
    func error(_ message: String) -> Diagnostic {
        chunk.diagnostic(at: offset, message)
    }
}
