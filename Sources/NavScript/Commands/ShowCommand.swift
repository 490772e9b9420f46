import NavreplKit

/// `show [-v]`: print the current stack.
final class ShowCommand: CommandAction {
    static let spec = CommandSpec(
        "show", "show [-v]", group: .lookingAround,
        summary: "print the current stack (-v: one route a line, with columns, titles and the back button's title)",
        example: "show -v",
        completion: .words(["-v"]), cacheable: true
    ) { parser, _ in
        guard let flag = parser.peekWord() else { return ShowCommand(verbose: false) }
        guard parser.chunk.text(flag) == "-v" || parser.chunk.text(flag) == "--verbose" else {
            throw Parser.Failure(offset: flag.start, message: "show takes only -v, not '\(parser.chunk.text(flag))'")
        }
        parser.advance()
        return ShowCommand(verbose: true)
    }

    let verbose: Bool

    init(verbose: Bool) {
        self.verbose = verbose
    }

    func run(in context: CommandContext) throws -> Output {
        .stack(verbose: verbose)
    }
}
