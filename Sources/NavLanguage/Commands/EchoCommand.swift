import NavreplKit

/// `echo TEXT...`: print text, for narrating scripts.
final class EchoCommand: CommandAction {
    static let spec = CommandSpec(
        "echo", "echo TEXT...", group: .session,
        summary: "print TEXT (for narrating scripts)",
        example: "echo Now the doctor opens the chart",
        completion: .nothing,
        role: .narration
    ) { parser, _ in
        EchoCommand(text: try parser.restAsText())
    }

    let text: String

    init(text: String) {
        self.text = text
    }

    func run(in context: CommandContext) throws -> Output {
        .text(text)
    }
}
