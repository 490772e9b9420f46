import NavreplKit

/// `state [--json]`: print every tab's stack and the modals.
final class StateCommand: CommandAction {
    static let spec = CommandSpec(
        "state", "state [--json]", group: .lookingAround,
        summary: "print the whole state: every tab's stack and the modals",
        example: "state --json",
        options: [jsonOption],
        completion: .options, cacheable: true
    ) { parser, _ in
        guard let flag = parser.peekWord() else { return StateCommand(json: false) }
        guard parser.chunk.text(flag) == jsonOption.name else {
            throw Parser.Failure(offset: flag.start, message: "state takes only \(jsonOption.name), not '\(parser.chunk.text(flag))'")
        }
        parser.advance()
        return StateCommand(json: true)
    }

    static let jsonOption = CommandOption("--json", "print the state as JSON, as save writes it")

    let json: Bool

    init(json: Bool) {
        self.json = json
    }

    func run(in context: CommandContext) throws -> Output {
        let interpreter = context.interpreter
        return .text(json ? StateJSON.encode(interpreter.state, schema: interpreter.schema) : Listing.state(interpreter.state, schema: interpreter.schema))
    }
}
