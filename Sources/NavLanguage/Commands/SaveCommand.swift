import NavreplKit

/// `save FILE`: write the whole state as JSON, atomically.
final class SaveCommand: CommandAction {
    static let spec = CommandSpec(
        "save", "save FILE", group: .deepLinksAndStateFiles,
        summary: "write the whole state as JSON, atomically (a temporary file, then a rename)",
        details: """
        A relative FILE is in the folder of the script running the command. The temporary file,
        in the same folder, is made exclusively (mkstemp), flushed, then renamed over FILE, so
        that an interrupted save never leaves a truncated file; it is removed if SIGINT, SIGTERM
        or SIGHUP comes during the save. Only a regular file or a new name is written; through a
        symbolic link, its target (the link stays); folders, devices, FIFOs and sockets are
        refused. A new file gets the umask's permissions, a replaced one keeps its own, and its
        owner and group. A file with other names (hard links), or whose owner a new file cannot
        be given, is rewritten in place instead, so that every name sees the new state and the
        owner stays; that write is not atomic. export, storyboard, graph and
        'navrepl test --update' write files the same way.
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
