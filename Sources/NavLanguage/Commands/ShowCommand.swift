import NavreplKit

/// `show [-v]`: print the current stack.
final class ShowCommand: CommandAction {
    static let spec = CommandSpec(
        "show", "show [-v]", group: .lookingAround,
        summary: "print the current stack (-v: one route a line, with columns, titles and the back button's title)",
        example: "show -v",
        options: [
            CommandOption(
                "-v",
                "one route a line, with its column (in a split tab) and its title, then the title of the back button: that of the screen below the top, or the tab's at depth 1"),
        ],
        completion: .options, cacheable: true
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
