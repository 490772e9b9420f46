import NavreplKit

/// `root`: pop to the root view.
final class RootCommand: CommandAction {
    static let spec = CommandSpec(
        "root", "root", group: .navigating,
        summary: "pop every route: back to the root view",
        example: "root", aliases: ["popToRoot"],
        completion: .nothing, cacheable: true
    ) { _, _ in RootCommand() }

    func run(in context: CommandContext) throws -> Output {
        try context.perform(.popToRoot, at: context.offset)
    }
}
