import NavigationModel

/// `pop [N]`: pop routes off the current stack.
struct PopCommand: CommandAction {
    static let spec = CommandSpec(
        "pop", "pop [N]", group: .navigating,
        summary: "pop N routes off the current stack (default 1)",
        example: "pop 2",
        errors: "N below 1, or more than the stack holds",
        completion: .nothing, cacheable: true
    ) { parser, _ in
        PopCommand(count: try parser.optionalInteger(what: "a count", example: "pop 2"))
    }

    let count: Located<Int>?

    func run(in context: CommandContext) throws -> Output {
        .changed(try context.interpreter.change(.pop(count?.value ?? 1), in: context.chunk, at: count?.offset ?? context.offset))
    }
}
