import NavreplKit

/// `replace [ROUTE [> ROUTE]...]`: replace the whole current stack; `replace top ROUTE [> ROUTE]...`:
/// replace only the route on top.
final class ReplaceCommand: CommandAction {
    static let spec = CommandSpec(
        "replace", "replace [ROUTE [> ROUTE]...] | replace top ROUTE [> ROUTE]...", group: .navigating,
        summary: "replace the whole current stack (nothing: clear it), or with top only the route on top",
        details: """
        The routes both stacks start with stay: --trace pops and pushes only what differs, as
        FlowStacks' calculateSteps does, and so do open and restore.
        replace top is go_router's pushReplacement: the route on top is popped and the routes pushed,
        as one step; refused at the root. (To replace the stack with a route named top that takes
        arguments, write them in parentheses: replace top(1).)
        """,
        example: "replace list > detail \"Ann Lee\"",
        errors: "as for push; replace top at the root",
        completion: .custom(completions), cacheable: true
    ) { parser, head in
        if parser.atStatementEnd { return ReplaceCommand(syntax: [], onlyTop: false) }
        var onlyTop = false
        if let word = parser.peekWord(), parser.chunk.text(word) == "top", let next = parser.peekSecond(),
            next.kind == .word || next.kind == .string
        {
            parser.advance()
            onlyTop = true
        }
        return ReplaceCommand(syntax: try parser.routeList(after: head, example: "replace list > create"), onlyTop: onlyTop)
    }

    let syntax: [RouteSyntax]
    /// `replace top`: only the route on top is replaced.
    let onlyTop: Bool
    private var routes: [Route] = []

    init(syntax: [RouteSyntax], onlyTop: Bool) {
        self.syntax = syntax
        self.onlyTop = onlyTop
    }

    func bind(in context: CommandContext) throws {
        let schema = context.interpreter.schema
        if !onlyTop, syntax.count == 1, syntax[0].request == AppSchema.RouteRequest(name: "top"), !schema.isFree,
            schema.declaration(named: "top", in: context.interpreter.state.selectedTabName) == nil
        {
            throw context.error(at: syntax[0].offset, "'replace top' needs the route to put on top (e.g. 'replace top create')")
        }
        routes = try context.resolve(syntax)
    }

    func run(in context: CommandContext) throws -> Output {
        try context.perform(onlyTop ? .replaceTop(routes) : .replace(routes), at: context.offset, routes: syntax)
    }

    /// Route names (and `top` first), then as for any route command.
    private static func completions(_ request: CompletionRequest) -> [String] {
        var words = request.arguments
        if words.first == "top" { words.removeFirst() }
        let names = Completion.routeOptions(after: words, scope: .accepted, interpreter: request.interpreter)
        return request.arguments.isEmpty ? ["top"] + names : names
    }
}
