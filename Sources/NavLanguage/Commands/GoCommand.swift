import NavreplKit

/// `go ROUTE`: seed 000's `navigate(to:)`: select the tab that accepts the route, then push it.
final class GoCommand: CommandAction {
    static let spec = CommandSpec(
        "go", "go ROUTE", group: .navigating,
        summary: "navigate anywhere: select the tab that accepts ROUTE, then push it",
        details: "A route declared in several tabs must be qualified as `tab.route`; an app-level route is pushed in the current tab.",
        example: "go doctors.detail \"Ann Lee\"",
        errors: "unknown or ambiguous route; refused while a modal is presented",
        completion: .routes(.anywhere), cacheable: true
    ) { parser, head in
        GoCommand(syntax: try parser.route(after: head, example: "go doctors.detail \"Ann Lee\""))
    }

    let syntax: RouteSyntax
    /// Where the route goes: the tab that accepts it, and the route.
    private var destination: (tab: String, route: Route)?

    init(syntax: RouteSyntax) {
        self.syntax = syntax
    }

    func bind(in context: CommandContext) throws {
        destination = try context.locate(syntax)
    }

    func run(in context: CommandContext) throws -> Output {
        let (tab, route) = destination!
        return try context.perform(.go(tab: tab, route: route), at: syntax.offset)
    }
}
