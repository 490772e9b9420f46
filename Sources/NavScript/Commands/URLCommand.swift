import NavreplKit

/// `url`: print the current state as a deep link.
final class URLCommand: CommandAction {
    static let spec = CommandSpec(
        "url", "url", group: .deepLinksAndStateFiles,
        summary: "print the current state as a deep link: the selected tab, its stack and the modals",
        example: "url",
        completion: .nothing, cacheable: true
    ) { _, _ in URLCommand() }

    func run(in context: CommandContext) throws -> Output {
        .text(DeepLink.url(for: context.interpreter.state, schema: context.interpreter.schema))
    }
}
