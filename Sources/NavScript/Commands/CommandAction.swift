import NavigationModel

/// What one command does, as read from a statement. The executor binds it to the app and the
/// selected tab just before it runs (resolving its routes), then runs it; a line the command
/// cache keeps is kept bound, so running it again skips both reading and binding. Actions
/// are objects: a statement holds its action, binding fills it in place, and running a
/// cached one costs no copy of its parts.
protocol CommandAction: AnyObject {
    /// Checks the command against the app and the selected tab, resolving what it names.
    /// Throws the `Diagnostic` of the first thing that does not resolve.
    func bind(in context: CommandContext) throws
    /// Runs the bound command. On failure it throws a `Diagnostic` and has changed nothing.
    func run(in context: CommandContext) throws -> Output
    /// The file it reads or writes, if any: refused when file access is turned off.
    var filePath: Located<String>? { get }
}

extension CommandAction {
    func bind(in context: CommandContext) throws {}
    var filePath: Located<String>? { nil }
}
