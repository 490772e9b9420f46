import NavreplKit

/// `routes`: list the routes the current tab accepts.
final class RoutesCommand: CommandAction {
    static let spec = CommandSpec(
        "routes", "routes", group: .lookingAround,
        summary: "list the routes allowed in the current tab, with parameters and titles",
        example: "routes",
        completion: .nothing, cacheable: true
    ) { _, _ in RoutesCommand() }

    func run(in context: CommandContext) throws -> Output {
        .text(Listing.routes(in: context.interpreter.state, schema: context.interpreter.schema))
    }
}
