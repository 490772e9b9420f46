import NavreplKit

/// `pop [N]`: pop routes off the current stack.
final class PopCommand: CommandAction {
    static let spec = CommandSpec(
        "pop", "pop [N]", group: .navigating,
        summary: "pop N routes off the current stack (default 1; 'pop 0' pops nothing)",
        example: "pop 2",
        errors: "N below 0, or more than the stack holds",
        completion: .nothing, cacheable: true
    ) { parser, _ in
        PopCommand(count: try parser.optionalInteger(what: "a count", example: "pop 2"))
    }

    let count: Located<Int>?

    init(count: Located<Int>?) {
        self.count = count
    }

    func run(in context: CommandContext) throws -> Output {
        try context.perform(.pop(count?.value ?? 1), at: count?.offset ?? context.offset)
    }
}
