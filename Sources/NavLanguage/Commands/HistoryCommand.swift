import NavreplKit

/// `history [N]`: list the recorded steps.
final class HistoryCommand: CommandAction {
    static let spec = CommandSpec(
        "history", "history [N]", group: .history,
        summary: "list the steps (or the last N) with their commands and the route on top before and after each",
        details: """
        Steps that were undone are marked. Only the last undolimit steps are kept (10000 by
        default, see 'help set'); the listing says how many older steps were dropped.
        """,
        example: "history 5",
        completion: .nothing, cacheable: true
    ) { parser, _ in
        HistoryCommand(count: try parser.optionalInteger(what: "a number of steps", example: "history 10"))
    }

    let count: Located<Int>?

    init(count: Located<Int>?) {
        self.count = count
    }

    func run(in context: CommandContext) throws -> Output {
        if let count, count.value < 1 {
            throw context.error(at: count.offset, "history shows at least 1 step, not \(count.value)")
        }
        return .text(Listing.history(context.interpreter.history, state: context.interpreter.state, last: count?.value))
    }
}
