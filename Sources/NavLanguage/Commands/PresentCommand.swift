import NavreplKit

/// `sheet ROUTE` and `cover ROUTE`: present a modal with its own stack. One action, two
/// commands that differ only in the modal's style.
final class PresentCommand: CommandAction {
    static let sheet = CommandSpec(
        "sheet", "sheet ROUTE", group: .modals,
        summary: "present ROUTE as a sheet, with its own stack, above the current context",
        details: "While a modal is up, push, pop, root, popto and replace act on its stack. Its routes are those of the tab it was presented from.",
        example: "sheet create",
        errors: "as for push",
        completion: .routes(.accepted), cacheable: true
    ) { parser, head in
        PresentCommand(style: .sheet, syntax: try parser.route(after: head, example: "sheet create"))
    }

    static let cover = CommandSpec(
        "cover", "cover ROUTE", group: .modals,
        summary: "present ROUTE as a full-screen cover, with its own stack",
        details: "As for a sheet, push, pop, root, popto and replace act on its stack while it is up.",
        example: "cover create",
        errors: "as for push",
        completion: .routes(.accepted), cacheable: true
    ) { parser, head in
        PresentCommand(style: .cover, syntax: try parser.route(after: head, example: "cover create"))
    }

    let style: Modal.Style
    let syntax: RouteSyntax
    private var route: Route?

    init(style: Modal.Style, syntax: RouteSyntax) {
        self.style = style
        self.syntax = syntax
    }

    func bind(in context: CommandContext) throws {
        route = try context.resolve(syntax)
    }

    func run(in context: CommandContext) throws -> Output {
        try context.perform(call(with: route!), at: context.offset)
    }
}

extension PresentCommand: SingleRouteCall {
    var singleRoute: RouteSyntax? { syntax }

    func call(with route: Route) -> NavigationOperation {
        .present(style, route)
    }
}
