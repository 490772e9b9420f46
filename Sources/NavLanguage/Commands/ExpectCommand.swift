import NavreplKit

/// `expect WHAT`: an assertion about the state. A failed expectation is an error like any other.
package final class ExpectCommand: CommandAction {
    static let spec = CommandSpec(
        "expect", "expect WHAT", group: .checking,
        summary: "check the state; a failed expectation is an error",
        details: """
          expect stack ROUTE [> ROUTE]...   the current stack, bottom first
          expect stack empty                the current stack is at its root
          expect depth N                    routes above the root
          expect tab NAME                   the selected tab
          expect top ROUTE                  the top route (a bare name matches any arguments)
          expect contains ROUTE             the current stack holds the route somewhere
          expect not contains ROUTE         the current stack does not hold it
          expect count ROUTE N              the current stack holds it N times
          expect modal sheet|cover ROUTE    the top modal and its root route
          expect no modal                   no modal is presented
          expect url URL                    the state is what the deep link URL names
          expect flag NAME true|false       one of the app's flags
          expect fail COMMAND...            COMMAND must fail and change nothing
        To count a route whose last argument is a number, write it in parentheses:
        `expect count item(5) 2`. A failed expectation counts toward the exit status.
        `expect fail` prints 'refused as expected:' and the reason (not with quiet on), so a
        transcript states the message; its COMMAND may be one that does not read (`expect
        fail pop two`) or one more `expect fail` (`expect fail expect depth 9`), but must be a
        command: `expect fail folow about` is an error of its line, as a misspelt command
        would pass whatever the app does.
        """,
        example: "expect stack list > detail \"Mary Doe\"",
        errors: "the expectation does not hold (the message says what was found)",
        completion: .custom(complete), cacheable: true
    ) { parser, head in
        ExpectCommand(check: try parser.parseExpectation(after: head))
    }

    /// What an `expect` checks.
    package indirect enum Check {
        /// The current stack, bottom first; an empty list is `expect stack empty`.
        case stack([RouteSyntax])
        case depth(Int)
        case tab(Located<String>)
        case top(RouteSyntax)
        /// The current stack holds the route (or, with false, does not).
        case contains(RouteSyntax, Bool)
        case count(RouteSyntax, Int)
        case modal(Modal.Style, RouteSyntax)
        case noModal
        case url(Located<String>)
        case flag(Located<String>, Bool)
        /// The command must fail and leave the state unchanged.
        case fail(Statement)
    }

    package let check: Check
    /// The routes of `stack`, `top` and `modal`, as the current tab reads them.
    private(set) var matches: [NavigationOperation.RouteMatch] = []
    init(check: Check) {
        self.check = check
    }

    package var filePath: Located<String>? {
        guard case .fail(let statement) = check else { return nil }
        return statement.action.filePath
    }

    package func bind(in context: CommandContext) throws {
        switch check {
        case .stack(let syntaxes): matches = try syntaxes.map { try context.match($0) }
        case .top(let syntax), .modal(_, let syntax), .contains(let syntax, _), .count(let syntax, _):
            matches = [try context.match(syntax)]
        default: break
        }
    }

    /// Checks, and returns what was checked, with why it did not hold: the journal keeps the
    /// check either way.
    package func run(in context: CommandContext) throws -> Output {
        if case .fail(let statement) = check { return expectFailure(of: statement, in: context) }
        let expectation = CheckRecord(kind: .state(check, matches))
        do {
            try verify(in: context)
        } catch {
            return .checked(expectation, failure: error as? Diagnostic ?? context.error("\(error)"))
        }
        return .checked(expectation)
    }

    /// Throws why the state is not as `check` says.
    private func verify(in context: CommandContext) throws {
        let interpreter = context.interpreter
        let state = interpreter.state
        let stackName = state.name(of: state.currentTarget)
        switch check {
        case .stack(let syntaxes):
            let stack = state.currentStack
            guard stack.count == matches.count && zip(matches, stack).allSatisfy({ $0.matches($1) }) else {
                let wanted = syntaxes.isEmpty ? "an empty stack" : "stack " + matches.map(\.written).joined(separator: " > ")
                let found = StackFormatter.plainPath(stack, maxFrames: interpreter.settings.maxFrames)
                throw context.error("expected \(wanted), but the \(stackName) stack is \(found)")
                    .comparing(expected: (["root"] + matches.map(\.written)).joined(separator: " > "), actual: found)
            }
        case .depth(let depth):
            guard state.depth == depth else {
                throw context.error("expected depth \(depth), but the \(stackName) stack has depth \(state.depth)")
            }
        case .tab(let name):
            guard state.tabs.contains(where: { $0.name == name.value }) else {
                throw context.error(
                    at: name.offset,
                    NavigationError.unknownTab(name.value, suggestion: Spelling.suggestion(for: name.value, among: state.tabs.map(\.name))).description)
            }
            guard state.selectedTabName == name.value else {
                throw context.error(at: name.offset, "expected tab \(name.value), but \(state.selectedTabName) is selected")
            }
        case .top(let syntax):
            guard let top = state.top, matches[0].matches(top) else {
                let actual = state.top.map { "\(Self.whole($0, in: interpreter)) is on top" } ?? "the \(stackName) stack is at its root"
                throw context.error(at: syntax.offset, "expected \(matches[0].written) on top, but \(actual)")
            }
        case .contains(let syntax, let wanted):
            let stack = state.currentStack
            guard stack.contains(where: matches[0].matches) == wanted else {
                throw context.error(
                    at: syntax.offset,
                    "expected the \(stackName) stack \(wanted ? "to hold" : "not to hold") \(matches[0].written), but it is "
                        + StackFormatter.plainPath(stack, maxFrames: interpreter.settings.maxFrames))
            }
        case .count(let syntax, let wanted):
            let stack = state.currentStack
            let found = stack.count(where: matches[0].matches)
            guard found == wanted else {
                throw context.error(
                    at: syntax.offset,
                    "expected \(matches[0].written) \(wanted) time\(wanted == 1 ? "" : "s") in the \(stackName) stack, but it is there "
                        + "\(found) time\(found == 1 ? "" : "s"): " + StackFormatter.plainPath(stack, maxFrames: interpreter.settings.maxFrames))
            }
        case .modal(let style, _):
            guard let modal = state.modals.last, modal.style == style, matches[0].matches(modal.root) else {
                let actual = state.modals.last.map { "the top modal is \($0.style.rawValue) \(Self.whole($0.root, in: interpreter))" } ?? "no modal is presented"
                throw context.error("expected \(style.rawValue) \(matches[0].written), but \(actual)")
            }
        case .noModal:
            if let modal = state.modals.last {
                throw context.error("expected no modal, but \(modal.style.rawValue) \(modal.root) is presented (use 'dismiss all')")
            }
        case .url(let link):
            let destination = try context.parseLink(link)
            let tab = state.tabs[state.selectedTab]
            guard destination.tab == tab.name, destination.stack == tab.stack, destination.modals == state.modals else {
                let found = DeepLink.url(for: state, schema: interpreter.schema)
                throw context.error(at: link.offset, "expected url \(link.value), but it is \(found)")
                    .comparing(expected: link.value, actual: found)
            }
        case .flag(let name, let wanted):
            guard let value = state.flags[name.value] else {
                let schema = interpreter.schema
                let error: NavigationError = schema.flags.isEmpty
                    ? .noFlags(app: schema.name)
                    : .unknownFlag(name.value, suggestion: Spelling.suggestion(for: name.value, among: schema.flags.map(\.name)))
                throw context.error(at: name.offset, error.description)
            }
            guard value == wanted else {
                throw context.error(at: name.offset, "expected flag \(name.value) \(wanted), but it is \(value)")
            }
        case .fail:
            break
        }
    }

    /// A route with every parameter its declaration has, an optional left out as `nil`: what a
    /// failed expectation shows of what it found, so that `signIn(next: nil)` is not mistaken
    /// for the `signIn` asked for.
    static func whole(_ route: Route, in interpreter: Interpreter) -> String {
        let schema = interpreter.schema
        guard let declaration = schema.declaration(named: route.name, in: interpreter.state.selectedTabName),
              declaration.parameters.count > route.arguments.count else { return route.description }
        let arguments = declaration.parameters.map { parameter in
            let value = route.arguments.first { $0.label == parameter.label }?.value.literal ?? "nil"
            return "\(parameter.label): \(value)"
        }
        return route.name + "(" + arguments.joined(separator: ", ") + ")"
    }

    /// Tab after `expect`: the forms, then what each form takes.
    private static func complete(_ request: CompletionRequest) -> [String] {
        guard let word = request.arguments.first else { return forms.map(\.word) }
        guard let form = forms.first(where: { $0.word == word }) else { return [] }
        return form.complete(request, Array(request.arguments.dropFirst()))
    }
}


extension NavigationOperation.RouteMatch {
    /// The match as an expectation's message shows it: a bare name, or the route.
    fileprivate var written: String {
        switch self {
        case .named(let name): return name
        case .exactly(let route): return route.description
        }
    }
}
