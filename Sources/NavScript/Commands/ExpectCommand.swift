import NavigationModel

/// `expect WHAT`: an assertion about the state. A failed expectation is an error like any other.
final class ExpectCommand: CommandAction {
    static let spec = CommandSpec(
        "expect", "expect WHAT", group: .checking,
        summary: "check the state; a failed expectation is an error",
        details: """
        expect stack ROUTE [> ROUTE]...   the current stack, bottom first
        expect stack empty                the current stack is at its root
        expect depth N                    routes above the root
        expect tab NAME                   the selected tab
        expect top ROUTE                  the top route (a bare name matches any arguments)
        expect modal sheet|cover ROUTE    the top modal and its root route
        expect no modal                   no modal is presented
        expect url URL                    the state is what the deep link URL names
        expect fail COMMAND...            COMMAND must fail and change nothing
        """,
        example: "expect stack list > detail \"Mary Doe\"",
        errors: "the expectation does not hold (the message says what was found)",
        completion: .custom(complete), cacheable: true
    ) { parser, head in
        ExpectCommand(check: try parser.parseExpectation(after: head))
    }

    /// The words after `expect`, as messages and completion offer them.
    static let forms = ["stack", "depth", "tab", "top", "modal", "no", "url", "fail"]
    /// The forms as a sentence: `stack, depth, ..., no modal, url or fail`.
    static let formList: String = {
        let shown = forms.map { $0 == "no" ? "no modal" : $0 }
        return shown.dropLast().joined(separator: ", ") + " or " + shown.last!
    }()

    /// What an `expect` checks.
    indirect enum Check {
        /// The current stack, bottom first; an empty list is `expect stack empty`.
        case stack([RouteSyntax])
        case depth(Int)
        case tab(Located<String>)
        case top(RouteSyntax)
        case modal(ModalStyle, RouteSyntax)
        case noModal
        case url(Located<String>)
        /// The command must fail and leave the state unchanged.
        case fail(Statement)
    }

    let check: Check
    /// The routes of `stack`, `top` and `modal`, as the current tab reads them.
    private var matches: [RouteMatch] = []

    init(check: Check) {
        self.check = check
    }

    var filePath: Located<String>? {
        guard case .fail(let statement) = check else { return nil }
        return statement.action.filePath
    }

    func bind(in context: CommandContext) throws {
        switch check {
        case .stack(let syntaxes): matches = try syntaxes.map { try context.match($0) }
        case .top(let syntax), .modal(_, let syntax): matches = [try context.match(syntax)]
        default: break
        }
    }

    func run(in context: CommandContext) throws -> Output {
        let interpreter = context.interpreter
        let state = interpreter.state
        let stackName = state.name(of: state.currentTarget)
        switch check {
        case .stack(let syntaxes):
            let stack = state.currentStack
            guard stack.count == matches.count && zip(matches, stack).allSatisfy({ $0.matches($1) }) else {
                let wanted = syntaxes.isEmpty ? "an empty stack" : "stack " + matches.map(\.written).joined(separator: " > ")
                throw context.error(
                    "expected \(wanted), but the \(stackName) stack is \(StackFormatter.plainPath(stack, maxFrames: interpreter.settings.maxFrames))")
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
                let actual = state.top.map { "\($0) is on top" } ?? "the \(stackName) stack is at its root"
                throw context.error(at: syntax.offset, "expected \(matches[0].written) on top, but \(actual)")
            }
        case .modal(let style, _):
            guard let modal = state.modals.last, modal.style == style, matches[0].matches(modal.root) else {
                let actual = state.modals.last.map { "the top modal is \($0.style.rawValue) \($0.root)" } ?? "no modal is presented"
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
                throw context.error(at: link.offset, "expected url \(link.value), but it is \(DeepLink.url(for: state, schema: interpreter.schema))")
            }
        case .fail(let statement):
            try expectFailure(of: statement, in: context)
        }
        return .silent
    }

    /// Runs `statement`, which must fail. Should it succeed, everything it did is undone,
    /// so that `expect fail` itself fails without changing the state.
    private func expectFailure(of statement: Statement, in context: CommandContext) throws {
        let text = statement.text ?? context.chunk.text(statement.range)
        guard !ExpectCommand.uncheckable.contains(where: { $0 === statement.spec }) else {
            throw context.error(at: statement.offset, "'expect fail' cannot check '\(text)' (use it with commands that change or inspect the state)")
        }
        let interpreter = context.interpreter
        let saved = interpreter.snapshot()
        do {
            let inner = context.statement(at: statement.offset)
            try statement.action.bind(in: inner)
            _ = try statement.action.run(in: inner)
        } catch {
            return
        }
        interpreter.restore(saved)
        throw context.error(at: statement.offset, "expected '\(text)' to fail, but it succeeded")
    }

    /// Commands whose failure says nothing about the state, or that cannot be taken back.
    /// (Another `expect fail` is refused by the parser.)
    private static let uncheckable = [SourceCommand.spec, QuitCommand.spec, SaveCommand.spec]

    /// Tab after `expect`: the forms, then what each form takes.
    private static func complete(_ request: CompletionRequest) -> [String] {
        let arguments = request.arguments
        guard let form = arguments.first else { return forms }
        let state = request.interpreter.state
        switch form {
        case "top", "stack": return Completion.routeOptions(after: Array(arguments.dropFirst()), scope: .accepted, interpreter: request.interpreter)
        case "tab": return arguments.count == 1 ? state.tabs.map(\.name) : []
        case "no": return arguments.count == 1 ? ["modal"] : []
        case "modal":
            if arguments.count == 1 { return ModalStyle.allCases.map(\.rawValue) }
            return Completion.routeOptions(after: Array(arguments.dropFirst(2)), scope: .accepted, interpreter: request.interpreter)
        case "fail":
            return Completion.options(after: Array(arguments.dropFirst()), word: request.word, interpreter: request.interpreter, files: request.files)
        default: return []
        }
    }
}

extension Parser {
    mutating func parseExpectation(after head: Token) throws -> ExpectCommand.Check {
        guard let kind = advance(), kind.kind == .word else {
            throw Failure(
                offset: peekOffset(after: head),
                message: "expect needs what to check: \(ExpectCommand.formList) (e.g. 'expect depth 2')")
        }
        switch chunk.text(kind) {
        case "stack":
            if let word = peek(), word.kind == .word, chunk.text(word) == "empty", isStatementEnd(at: index + 1) {
                advance()
                return .stack([])
            }
            return .stack(try routeList(after: kind, example: "expect stack list > detail \"Mary Doe\""))
        case "depth":
            guard let count = try optionalInteger(what: "a depth", example: "expect depth 2") else {
                throw Failure(offset: peekOffset(after: kind), message: "expect depth needs a number (e.g. 'expect depth 2')")
            }
            return .depth(count.value)
        case "tab":
            return .tab(try name(after: kind, what: "a tab name", example: "expect tab doctors"))
        case "top":
            return .top(try route(after: kind, example: "expect top detail"))
        case "modal":
            guard let style = advance(), style.kind == .word, let modalStyle = ModalStyle(rawValue: chunk.text(style)) else {
                throw Failure(offset: peekOffset(after: kind), message: "expect modal needs 'sheet' or 'cover' and a route (e.g. 'expect modal sheet create')")
            }
            return .modal(modalStyle, try route(after: style, example: "expect modal sheet create"))
        case "no":
            guard let word = advance(), word.kind == .word, chunk.text(word) == "modal" else {
                throw Failure(offset: peekOffset(after: kind), message: "did you mean 'expect no modal'?")
            }
            return .noModal
        case "url":
            return .url(try name(after: kind, what: "a deep link", example: "expect url hospital://patients/list", allowString: true))
        case "fail":
            guard !atStatementEnd else {
                throw Failure(offset: peekOffset(after: kind), message: "expect fail needs a command (e.g. 'expect fail pop 5')")
            }
            guard !insideExpectFail else {
                throw Failure(offset: head.start, message: "'expect fail' cannot check another 'expect fail'")
            }
            insideExpectFail = true
            defer { insideExpectFail = false }
            let first = index
            let (spec, action) = try parseCommand()
            return .fail(Statement(spec: spec, action: action, range: span(from: first), text: chunk.text(span(from: first))))
        default:
            let suggestion = Spelling.suggestion(for: chunk.text(kind), among: ExpectCommand.forms)
            throw Failure(
                offset: kind.start,
                message: "unknown expectation '\(chunk.text(kind))'"
                    + (suggestion.map { " (did you mean 'expect \($0)'?)" } ?? " (use \(ExpectCommand.formList))"))
        }
    }
}

extension RouteMatch {
    /// The match as an expectation's message shows it: a bare name, or the route.
    fileprivate var written: String {
        switch self {
        case .named(let name): return name
        case .exactly(let route): return route.description
        }
    }
}
