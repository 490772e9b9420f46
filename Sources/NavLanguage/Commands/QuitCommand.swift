import NavreplKit

/// `quit [CODE]` / `exit [CODE]`: leave navrepl.
final class QuitCommand: CommandAction {
    static let spec = CommandSpec(
        "quit", "quit [CODE] | exit [CODE]", group: .session,
        summary: "leave navrepl, with exit status CODE (default: 1 if a command failed, else 0)",
        example: "exit 0",
        errors: "CODE outside 0 to 255", aliases: ["exit"],
        completion: .nothing,
        checkable: false
    ) { parser, _ in
        let code = try parser.optionalInteger(what: "an exit status", example: "exit 1")
        if let code, !(0...255).contains(code.value) {
            throw Parser.Failure(offset: code.offset, message: "exit status \(code.value) is out of range (use 0 to 255)")
        }
        return QuitCommand(code: code)
    }

    let code: Located<Int>?

    init(code: Located<Int>?) {
        self.code = code
    }

    func run(in context: CommandContext) throws -> Output {
        context.interpreter.requestedExit = code.map { Int32($0.value) } ?? context.interpreter.exitStatus
        return .silent
    }
}
