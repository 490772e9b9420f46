import NavigationModel

/// `go ROUTE`: seed 000's `navigate(to:)`: select the tab that accepts the route, then push it.
final class GoCommand: CommandAction {
    static let spec = CommandSpec(
        "go", "go ROUTE", group: .navigating,
        summary: "navigate anywhere: select the tab that accepts ROUTE, then push it (seed 000's navigate)",
        details: "A route declared in several tabs must be qualified as `tab.route`.",
        example: "go doctors.detail \"Ann Lee\"",
        errors: "unknown or ambiguous route; refused while a modal is presented",
        completion: .routes(.anywhere), cacheable: true
    ) { parser, head in
        GoCommand(syntax: try parser.route(after: head, example: "go doctors.detail \"Ann Lee\""))
    }

    let syntax: RouteSyntax
    private var navigation: Navigation?

    init(syntax: RouteSyntax) {
        self.syntax = syntax
    }

    func bind(in context: CommandContext) throws {
        let (tab, route) = try context.locate(syntax)
        navigation = Navigation(tab: tab, route: route)
    }

    func run(in context: CommandContext) throws -> Output {
        let navigation = navigation!
        let operation = Operation.go(tab: navigation.tab, route: navigation.route)
        return .changed(try context.change(operation, at: syntax.offset), navigation)
    }
}
