import NavigationModel

/// `replace [ROUTE [> ROUTE]...]`: replace the whole current stack.
final class ReplaceCommand: CommandAction {
    static let spec = CommandSpec(
        "replace", "replace [ROUTE [> ROUTE]...]", group: .navigating,
        summary: "replace the whole current stack (nothing: clear it)",
        example: "replace list > detail \"Ann Lee\"",
        errors: "as for push",
        completion: .routes(.accepted), cacheable: true
    ) { parser, head in
        ReplaceCommand(syntax: parser.atStatementEnd ? [] : try parser.routeList(after: head, example: "replace list > create"))
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
        .changed(try context.change(.replace(routes), at: context.offset, routes: syntax))
    }
}
