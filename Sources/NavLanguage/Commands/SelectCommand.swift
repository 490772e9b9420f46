import NavreplKit

/// `select ROUTE`: in a split tab, put a route in its column and clear the columns after it.
final class SelectCommand: CommandAction {
    static let spec = CommandSpec(
        "select", "select ROUTE", group: .navigating,
        summary: "in a split tab, put ROUTE in its column and clear the columns after it",
        details: """
        A split tab (a NavigationSplitView) shows its path as columns: the sidebar is
        the root, path entry 1 fills the next column, entry 2 the one after; further entries are
        pushed inside the last column. Selecting a new book replaces the content column and
        clears the detail column; 'select list' (the sidebar's route) clears them all.
        'set layout compact' shows the same path as one stack, as an iPhone does.
        """,
        example: "select details \"Dune\"",
        errors: "not a split tab, a route not shown in a column, a column before it still empty",
        completion: .routes(.accepted), cacheable: true
    ) { parser, head in
        SelectCommand(syntax: try parser.route(after: head, example: "select details \"Dune\""))
    }

    let syntax: RouteSyntax
    private var route: Route?

    init(syntax: RouteSyntax) {
        self.syntax = syntax
    }

    func bind(in context: CommandContext) throws {
        route = try context.resolve(syntax)
    }

    func run(in context: CommandContext) throws -> Output {
        try context.perform(.select(route!), at: syntax.offset)
    }
}
