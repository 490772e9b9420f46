import NavreplKit

/// `tab NAME`: select a tab.
final class TabCommand: CommandAction {
    static let spec = CommandSpec(
        "tab", "tab NAME", group: .navigating,
        summary: "select a tab; every tab keeps its own stack",
        details: "In free mode, a new name makes a new tab.",
        example: "tab doctors",
        errors: "unknown tab (with a suggestion); refused while a modal is presented",
        completion: .tabNames, cacheable: true
    ) { parser, head in
        TabCommand(name: try parser.name(after: head, what: "a tab name", example: "tab doctors"))
    }

    let name: Located<String>

    init(name: Located<String>) {
        self.name = name
    }

    func run(in context: CommandContext) throws -> Output {
        try context.perform(.selectTab(name.value), at: name.offset)
    }
}
