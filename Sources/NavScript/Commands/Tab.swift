import NavigationModel

/// `tab NAME`: select a tab.
struct TabCommand: CommandAction {
    static let spec = CommandSpec(
        "tab", "tab NAME", group: .navigating,
        summary: "select a tab; every tab keeps its own stack",
        example: "tab doctors",
        errors: "unknown tab (with a suggestion); refused while a modal is presented",
        completion: .tabNames, cacheable: true
    ) { parser, head in
        TabCommand(name: try parser.name(after: head, what: "a tab name", example: "tab doctors"))
    }

    let name: Located<String>

    func run(in context: CommandContext) throws -> Output {
        .changed(try context.interpreter.change(.selectTab(name.value), in: context.chunk, at: name.offset))
    }
}
