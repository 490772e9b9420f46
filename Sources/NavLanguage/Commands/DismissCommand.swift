import NavreplKit

/// `dismiss [all]`: dismiss the top modal, or every modal.
final class DismissCommand: CommandAction {
    static let spec = CommandSpec(
        "dismiss", "dismiss [all]", group: .modals,
        summary: "dismiss the top modal with its stack (or every modal; with none up, 'dismiss all' does nothing)",
        example: "dismiss all",
        errors: "no modal is presented (for 'dismiss')",
        completion: .words(["all"]), cacheable: true
    ) { parser, _ in
        guard let word = parser.peekWord() else { return DismissCommand(all: false) }
        guard parser.chunk.text(word) == "all" else {
            throw Parser.Failure(offset: word.start, message: "dismiss takes nothing or 'all', not '\(parser.chunk.text(word))'")
        }
        parser.advance()
        return DismissCommand(all: true)
    }

    let all: Bool

    init(all: Bool) {
        self.all = all
    }

    func run(in context: CommandContext) throws -> Output {
        try context.perform(.dismiss(all: all), at: context.offset)
    }
}
