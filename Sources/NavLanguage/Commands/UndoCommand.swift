import NavreplKit

/// `undo [N]` and `redo [N]`: step back and forth through the recorded changes. One action,
/// two commands that walk the history in opposite directions.
final class UndoCommand: CommandAction {
    static let undo = CommandSpec(
        "undo", "undo [N]", group: .history,
        summary: "undo the last N changes (default 1)",
        details: "Every successful change is one step; loading an app starts a fresh history.",
        example: "undo 2",
        errors: "N below 1, or more steps than there are",
        completion: .nothing, cacheable: true, recorded: false
    ) { parser, _ in
        UndoCommand(redoes: false, count: try parser.optionalInteger(what: "a number of steps", example: "undo 2"))
    }

    static let redo = CommandSpec(
        "redo", "redo [N]", group: .history,
        summary: "redo N undone changes (default 1); a new change clears what could be redone",
        details: "A new change clears the steps that could be redone.",
        example: "redo",
        errors: "nothing undone, or fewer undone steps than N",
        completion: .nothing, cacheable: true, recorded: false
    ) { parser, _ in
        UndoCommand(redoes: true, count: try parser.optionalInteger(what: "a number of steps", example: "redo 2"))
    }

    let redoes: Bool
    let count: Located<Int>?

    init(redoes: Bool, count: Located<Int>?) {
        self.redoes = redoes
        self.count = count
    }

    func run(in context: CommandContext) throws -> Output {
        let interpreter = context.interpreter
        let wanted = count?.value ?? 1
        let verb = redoes ? "redo" : "undo"
        let change: Change
        if redoes {
            guard let steps = interpreter.takeSteps(wanted, redoes: true) else {
                throw context.error(at: count?.offset ?? context.offset, message(verb, wanted, available: interpreter.history.undone.count, dropped: 0))
            }
            change = Change.sequence(steps.map(\.change))
        } else {
            guard let steps = interpreter.takeSteps(wanted, redoes: false) else {
                throw context.error(at: count?.offset ?? context.offset, message(verb, wanted, available: interpreter.history.done.count, dropped: interpreter.history.dropped))
            }
            change = Change.sequence(steps.map(\.change.inverse))
        }
        interpreter.router.reapply(change)
        return .changed(change)
    }

    private func message(_ verb: String, _ wanted: Int, available: Int, dropped: Int) -> String {
        if wanted < 1 { return "cannot \(verb) \(wanted) steps: the count must be at least 1" }
        if available == 0 && !redoes && dropped > 0 {
            return "nothing to undo: the \(dropped) earlier step\(dropped == 1 ? " was" : "s were") dropped ('set undolimit N' keeps more)"
        }
        if available == 0 {
            return redoes ? "nothing to redo (use it after 'undo')" : "nothing to undo (no change has been made since the app was loaded)"
        }
        return "cannot \(verb) \(wanted) steps: there \(available == 1 ? "is" : "are") only \(available) step\(available == 1 ? "" : "s") to \(verb)" + (redoes || dropped == 0 ? "" : " (older ones were dropped: 'set undolimit N' keeps more)")
    }
}
