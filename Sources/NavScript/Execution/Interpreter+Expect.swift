import NavigationModel

/// `expect`: assertions about the state. A failed expectation is an error like any other.
extension Interpreter {
    func check(_ expectation: Expectation, in chunk: Chunk, at offset: Int) throws {
        let stackName = state.name(of: state.currentTarget)
        switch expectation {
        case .stack(let syntaxes):
            let matches = try syntaxes.map { try match($0, in: chunk) }
            let stack = state.currentStack
            guard stack.count == matches.count && zip(matches, stack).allSatisfy({ $0.matches($1) }) else {
                let wanted = syntaxes.isEmpty ? "an empty stack" : "stack " + matches.map(describe).joined(separator: " > ")
                throw chunk.diagnostic(
                    at: offset,
                    "expected \(wanted), but the \(stackName) stack is \(StackFormatter.plainPath(stack, maxFrames: settings.maxFrames))")
            }
        case .depth(let depth):
            guard state.depth == depth else {
                throw chunk.diagnostic(at: offset, "expected depth \(depth), but the \(stackName) stack has depth \(state.depth)")
            }
        case .tab(let name):
            guard state.tabs.contains(where: { $0.name == name.value }) else {
                throw chunk.diagnostic(
                    at: name.offset,
                    NavigationError.unknownTab(name.value, suggestion: Spelling.suggestion(for: name.value, among: state.tabs.map(\.name))).description)
            }
            guard state.selectedTabName == name.value else {
                throw chunk.diagnostic(at: name.offset, "expected tab \(name.value), but \(state.selectedTabName) is selected")
            }
        case .top(let syntax):
            let match = try self.match(syntax, in: chunk)
            guard let top = state.top, match.matches(top) else {
                let actual = state.top.map { "\($0) is on top" } ?? "the \(stackName) stack is at its root"
                throw chunk.diagnostic(at: syntax.offset, "expected \(describe(match)) on top, but \(actual)")
            }
        case .modal(let style, let syntax):
            let match = try self.match(syntax, in: chunk)
            guard let modal = state.modals.last, modal.style == style, match.matches(modal.root) else {
                let actual = state.modals.last.map { "the top modal is \($0.style.rawValue) \($0.root)" } ?? "no modal is presented"
                throw chunk.diagnostic(at: offset, "expected \(style.rawValue) \(describe(match)), but \(actual)")
            }
        case .noModal:
            guard state.modals.isEmpty else {
                let modal = state.modals.last!
                throw chunk.diagnostic(
                    at: offset, "expected no modal, but \(modal.style.rawValue) \(modal.root) is presented (use 'dismiss all')")
            }
        case .url(let link):
            let destination = try parseLink(link, in: chunk)
            let tab = state.tabs[state.selectedTab]
            guard destination.tab == tab.name, destination.stack == tab.stack, destination.modals == state.modals else {
                throw chunk.diagnostic(at: link.offset, "expected url \(link.value), but it is \(DeepLink.url(for: state, schema: schema))")
            }
        case .fail(let statement):
            try expectFailure(of: statement, in: chunk)
        }
    }

    /// Runs `statement`, which must fail. Should it succeed, everything it did is undone,
    /// so that `expect fail` itself fails without changing the state.
    private func expectFailure(of statement: Statement, in chunk: Chunk) throws {
        switch statement.command {
        case .source, .quit, .expect(.fail), .save:
            throw chunk.diagnostic(at: statement.offset, "'expect fail' cannot check '\((statement.text ?? chunk.text(statement.range)))' (use it with commands that change or inspect the state)")
        default:
            break
        }
        let savedRouter = router, savedSettings = settings, savedApps = declaredApps, savedHistory = history
        do {
            _ = try perform(statement.command, in: chunk, at: statement.offset)
        } catch {
            return
        }
        restore(router: savedRouter, settings: savedSettings, apps: savedApps, history: savedHistory)
        throw chunk.diagnostic(at: statement.offset, "expected '\((statement.text ?? chunk.text(statement.range)))' to fail, but it succeeded")
    }

    private func describe(_ match: RouteMatch) -> String {
        switch match {
        case .named(let name): return name
        case .exactly(let route): return route.description
        }
    }
}
