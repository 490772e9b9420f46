import NavreplKit

/// `expect fail COMMAND`: the command must fail, and change nothing.
extension ExpectCommand {
    /// Runs `statement`, which must fail. Should it succeed, everything it did is undone,
    /// so that `expect fail` itself fails without changing the state.
    func expectFailure(of statement: Statement, in context: CommandContext) -> Output {
        let text = statement.text ?? context.chunk.text(statement.range)
        // A command that does not read runs nothing, so any command's usage can be checked.
        guard statement.spec.isCheckable || statement.action is UnreadCommand else {
            return .checked(
                CheckRecord(kind: .failure(nil, reason: nil, link: nil, tab: nil)),
                failure: context.error(at: statement.offset, "'expect fail' cannot check '\(text)' (use it with commands that change or inspect the state)"))
        }
        let interpreter = context.interpreter
        let saved = interpreter.snapshot()
        var bound = false
        let output: Output
        do {
            let inner = context.statement(at: statement.offset)
            try statement.action.bind(in: inner)
            bound = true
            output = try statement.action.run(in: inner)
        } catch {
            return .checked(refusal(of: statement, error as? Diagnostic, reason: (error as? Diagnostic)?.message ?? "\(error)", bound: bound, in: interpreter))
        }
        if case .checked(_, let failure?) = output {
            return .checked(refusal(of: statement, failure, reason: failure.message, bound: bound, in: interpreter))
        }
        var call: NavigationOperation?
        if case .called(let made) = output { call = made.operation }
        interpreter.restore(saved)
        return .checked(
            CheckRecord(kind: .failure(call, reason: nil, link: nil, tab: nil)),
            failure: context.error(at: statement.offset, "expected '\(text)' to fail, but it succeeded"))
    }

    /// What `expect fail` saw refused: the call the router refused, or the link that did not
    /// read, or, for a route only other tabs declare, the call as the first of them reads it.
    private func refusal(of statement: Statement, _ diagnostic: Diagnostic?, reason: String, bound: Bool, in interpreter: Interpreter) -> CheckRecord {
        if !bound, let foreign = Self.foreignCall(statement, in: interpreter) {
            return CheckRecord(kind: .failure(foreign.operation, reason: reason, link: nil, tab: foreign.tab))
        }
        switch diagnostic?.attempt {
        case .call(let operation)?: return CheckRecord(kind: .failure(operation, reason: reason, link: nil, tab: nil))
        case .link(let link)?: return CheckRecord(kind: .failure(nil, reason: reason, link: link, tab: nil))
        case nil: return CheckRecord(kind: .failure(nil, reason: reason, link: nil, tab: nil))
        }
    }

    /// A push or a modal of one route that only other tabs declare, as the first of them reads
    /// it: navrepl refuses it before any call, and the exported router, whose routes are typed
    /// by tab, refuses the call with the same message.
    private static func foreignCall(_ statement: Statement, in interpreter: Interpreter) -> (operation: NavigationOperation, tab: String)? {
        guard let command = statement.action as? SingleRouteCall, let syntax = command.singleRoute else { return nil }
        let schema = interpreter.schema
        guard !schema.isFree, syntax.request.qualifier == nil,
            schema.declaration(named: syntax.request.name, in: interpreter.state.selectedTabName) == nil,
            let owner = schema.tabsDeclaring(syntax.request.name).first,
            let route = try? schema.resolve(syntax.request, in: owner)
        else { return nil }
        return (command.call(with: route), owner)
    }
}
