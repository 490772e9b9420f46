import NavreplKit

/// `popto ROUTE [--inclusive]`: pop until the nearest matching route is on top.
final class PopToCommand: CommandAction {
    static let spec = CommandSpec(
        "popto", "popto ROUTE [--inclusive]", group: .navigating,
        summary: "pop until the nearest matching route is on top (or, with --inclusive, removed too)",
        details: "A bare route name matches that route with any arguments. `popto root` is `root`, unless the app\ndeclares a route named root; in free mode, where any name is a route, it looks for one named root.",
        example: "popto list",
        errors: "no matching route in the stack",
        options: [inclusiveOption],
        completion: .routes(.onStack), cacheable: true
    ) { parser, head in
        var inclusive = false
        let route = try parser.route(after: head, example: "popto list") { word in
            guard word == PopToCommand.inclusiveOption.name else { return false }
            inclusive = true
            return true
        }
        if parser.takeWord(PopToCommand.inclusiveOption.name) { inclusive = true }
        return PopToCommand(syntax: route, inclusive: inclusive)
    }

    static let inclusiveOption = CommandOption("--inclusive", "pop the matching route too")

    let syntax: RouteSyntax
    let inclusive: Bool
    /// The route looked for; nil for `popto root`, which is `root`.
    private var match: NavigationOperation.RouteMatch?

    init(syntax: RouteSyntax, inclusive: Bool) {
        self.syntax = syntax
        self.inclusive = inclusive
    }

    func bind(in context: CommandContext) throws {
        match = context.namesRoot(syntax) ? nil : try context.match(syntax)
    }

    func run(in context: CommandContext) throws -> Output {
        let operation = match.map { NavigationOperation.popTo($0, inclusive: inclusive) } ?? .popToRoot
        return try context.perform(operation, at: syntax.offset)
    }
}
