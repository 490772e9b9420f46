import NavreplKit

/// `save FILE`: write the whole state as JSON, atomically.
final class SaveCommand: CommandAction {
    static let spec = CommandSpec(
        "save", "save FILE", group: .deepLinksAndStateFiles,
        summary: "write the whole state as JSON, atomically (a temporary file, then a rename)",
        details: """
        A relative FILE is in the folder of the script running the command. Only a regular
        file or a new name is written; through a symbolic link, its target (the link stays).
        A new file gets the umask's permissions, a replaced one keeps its own.
        """,
        example: "save checkout.json",
        errors: "a folder, device, FIFO or socket; a folder that does not exist or cannot be written (the old file is then unchanged)",
        completion: .files,
        checkable: false
    ) { parser, head in
        SaveCommand(path: try parser.name(after: head, what: "a file name", example: "save state.json", allowString: true))
    }

    let path: Located<String>

    init(path: Located<String>) {
        self.path = path
    }
    var filePath: Located<String>? { path }

    func run(in context: CommandContext) throws -> Output {
        let interpreter = context.interpreter
        do {
            try StateFile.writeAtomically(
                StateJSON.encode(interpreter.state, schema: interpreter.schema) + "\n", to: interpreter.resolvePath(path.value),
                shownAs: interpreter.shownPath(path.value))
        } catch {
            throw context.error(at: path.offset, error.message)
        }
        return .text("wrote \(path.value)")
    }
}
