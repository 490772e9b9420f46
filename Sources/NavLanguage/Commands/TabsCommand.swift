import NavreplKit

/// `tabs`: list the tabs.
final class TabsCommand: CommandAction {
    static let spec = CommandSpec(
        "tabs", "tabs", group: .lookingAround,
        summary: "list the tabs with their depths and titles; * marks the selected one",
        example: "tabs",
        completion: .nothing, cacheable: true
    ) { _, _ in TabsCommand() }

    func run(in context: CommandContext) throws -> Output {
        .text(Listing.tabs(context.interpreter.state, schema: context.interpreter.schema))
    }
}
