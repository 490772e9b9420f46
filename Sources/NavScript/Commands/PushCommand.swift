import NavigationModel

/// `push ROUTE [> ROUTE]...`: push routes onto the current stack, all or nothing.
final class PushCommand: CommandAction {
    static let spec = CommandSpec(
        "push", "push ROUTE [> ROUTE]...", group: .navigating,
        summary: "push one or more routes onto the current stack, all or nothing",
        details: "A route is written `detail \"Mary Doe\"`, `detail name=\"Mary Doe\"` or `detail(name: \"Mary Doe\")`.\nWith `set singletop on`, a push of the route already on top is skipped.",
        example: "push list > detail \"Mary Doe\"",
        errors: "unknown route, a route of another tab, wrong argument count or type, a value outside a closed set",
        completion: .routes(.accepted), cacheable: true,
        quickParse: { reader in reader.routeList().map(PushCommand.init) }
    ) { parser, head in
        PushCommand(syntax: try parser.routeList(after: head, example: "push detail \"Mary Doe\""))
    }

    let syntax: [RouteSyntax]
    private var routes: [Route] = []

    init(syntax: [RouteSyntax]) {
        self.syntax = syntax
    }

    func bind(in context: CommandContext) throws {
        routes = try context.resolve(syntax)
    }

    func run(in context: CommandContext) throws -> Output {
        .changed(try context.change(.push(routes), at: context.offset, routes: syntax))
    }
}
