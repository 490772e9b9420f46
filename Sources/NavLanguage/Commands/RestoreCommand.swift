import NavreplKit

/// `restore FILE`: read a saved state, check all of it, then replace the state in one step.
final class RestoreCommand: CommandAction {
    static let spec = CommandSpec(
        "restore", "restore FILE", group: .deepLinksAndStateFiles,
        summary: "read a state saved with 'save', check all of it against the app, then replace the state in one step",
        details: """
        The whole file is checked against the loaded app (tabs, routes, argument types, split
        columns, and in free mode the rule for names) before anything changes. A relative FILE
        is in the folder of the script running the command. Ctrl-C stops a long restore, and
        nothing changes.
        """,
        example: "restore checkout.json",
        errors: "a missing, unreadable or malformed file; another app's state; unknown tabs or routes; ill-typed arguments",
        completion: .files
    ) { parser, head in
        RestoreCommand(path: try parser.name(after: head, what: "a file name", example: "restore state.json", allowString: true))
    }

    let path: Located<String>

    init(path: Located<String>) {
        self.path = path
    }
    var filePath: Located<String>? { path }

    func run(in context: CommandContext) throws -> Output {
        let interpreter = context.interpreter
        let restored: NavigationState
        do {
            restored = try StateFile.load(interpreter.resolvePath(path.value), shownAs: interpreter.shownPath(path.value), schema: interpreter.schema) { interpreter.isInterrupted }
        } catch {
            throw context.error(at: path.offset, error.message)
        }
        return try context.perform(.restore(restored), at: path.offset, context: "cannot restore '\(path.value)'")
    }
}
