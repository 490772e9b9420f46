import NavreplKit

/// `source FILE`: run the commands of a script file.
final class SourceCommand: CommandAction {
    static let spec = CommandSpec(
        "source", "source FILE", group: .appsAndFiles,
        summary: "run the commands of a script file (relative to the current script's folder)",
        details: "A relative FILE is read from the folder of the script that sources it.",
        example: "source setup.nav",
        errors: "missing or unreadable file, a cycle, nesting deeper than 64",
        completion: .files,
        checkable: false
    ) { parser, head in
        SourceCommand(path: try parser.name(after: head, what: "a file name", example: "source setup.nav", allowString: true))
    }

    let path: Located<String>

    init(path: Located<String>) {
        self.path = path
    }
    var filePath: Located<String>? { path }

    func run(in context: CommandContext) throws -> Output {
        try context.interpreter.source(path, in: context.chunk)
        return .silent
    }
}
