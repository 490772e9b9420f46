import NavreplKit

/// `reset`: dismiss every modal and pop every tab to its root, in one step.
final class ResetCommand: CommandAction {
    static let spec = CommandSpec(
        "reset", "reset", group: .modals,
        summary: "dismiss every modal and pop every tab to its root, in one step",
        example: "reset",
        completion: .nothing, cacheable: true
    ) { _, _ in ResetCommand() }

    func run(in context: CommandContext) throws -> Output {
        try context.perform(.reset, at: context.offset)
    }
}
