import NavreplKit

/// What one command does, as read from a statement. The executor binds it to the app and the
/// selected tab just before it runs (resolving its routes), then runs it; a line the command
/// cache keeps is kept bound, so running it again skips both reading and binding. Actions
/// are objects: a statement holds its action, binding fills it in place, and running a
/// cached one costs no copy of its parts.
package protocol CommandAction: AnyObject {
    /// Checks the command against the app and the selected tab, resolving what it names.
    /// Throws the `Diagnostic` of the first thing that does not resolve.
    func bind(in context: CommandContext) throws
    /// Runs the bound command. On failure it throws a `Diagnostic` and has changed nothing.
    func run(in context: CommandContext) throws -> Output
    /// The file it reads or writes, if any: refused when file access is turned off.
    var filePath: Located<String>? { get }
}

extension CommandAction {
    package func bind(in context: CommandContext) throws {}
    package var filePath: Located<String>? { nil }
}

/// A command that makes one router call with one route (`push ROUTE`, `sheet ROUTE`). When
/// the route is only other tabs', navrepl refuses it before any call; `expect fail` then
/// stands for the call as the first of those tabs reads it, which an app's router, whose routes
/// are typed by tab, refuses with the same message.
protocol SingleRouteCall: CommandAction {
    /// The route written, or nil when this one is not a call of one route (`push a > b`).
    var singleRoute: RouteSyntax? { get }
    /// The call it makes with `route`.
    func call(with route: Route) -> NavigationOperation
}

/// A command the command cache may run from a template: a line read and bound once stands for
/// every line of its shape, the same line with other text inside its quotes, as a prepared
/// statement stands for its executions. `push detail "n1"`, `push detail "n2"`, ... are then
/// each bound to their new text without being read.
protocol TemplateAction: CommandAction {
    /// A copy of this bound action to serve as the template of its line, whose quoted strings
    /// start at `quoteOffsets` (offsets in the statement's chunk, in order), in tab `tab` of
    /// `schema`; nil when the strings are not all values it can rebind on its own.
    func template(quoteOffsets: [Int], schema: AppSchema, tab: String) -> (any TemplateAction)?
    /// Binds the template to a line of its shape, whose strings are `texts` of `line`. False
    /// when a string does not fit where it goes: the line is then read as any other, and its
    /// error reported from there. Only a template is rebound, never a statement of the cache's
    /// or the parser's.
    func rebind(to texts: QuotedTexts, of line: UnsafeBufferPointer<UInt8>) -> Bool
}
