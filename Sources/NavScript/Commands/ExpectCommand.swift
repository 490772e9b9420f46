import NavreplKit

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
        expect contains ROUTE             the current stack holds the route somewhere
        expect not contains ROUTE         the current stack does not hold it
        expect count ROUTE N              the current stack holds it N times
        expect modal sheet|cover ROUTE    the top modal and its root route
        expect no modal                   no modal is presented
        expect url URL                    the state is what the deep link URL names
        expect flag NAME true|false       one of the app's flags
        expect fail COMMAND...            COMMAND must fail and change nothing
        """,
        example: "expect stack list > detail \"Mary Doe\"",
        errors: "the expectation does not hold (the message says what was found)",
        completion: .custom(complete), cacheable: true
    ) { parser, head in
        ExpectCommand(check: try parser.parseExpectation(after: head))
    }

    /// One kind of expectation: the word after `expect`, how the rest is read, and what Tab
    /// offers for it. Parsing, messages and completion all read this one list.
    struct Form: Sendable {
        let word: String
        /// How messages name it (`no modal`).
        let shown: String
        let parse: @Sendable (inout Parser, _ word: Token, _ expect: Token) throws -> Check
        /// Tab after the form's word, given the words typed after it.
        let complete: @Sendable (CompletionRequest, _ words: [String]) -> [String]
    }

    static let forms: [Form] = [
        Form(word: "stack", shown: "stack", parse: { parser, word, _ in
            if let empty = parser.peekWord(), parser.chunk.text(empty) == "empty", parser.isStatementEnd(at: parser.index + 1) {
                parser.advance()
                return .stack([])
            }
            return .stack(try parser.routeList(after: word, example: "expect stack list > detail \"Mary Doe\""))
        }, complete: { request, words in Completion.routeOptions(after: words, scope: .accepted, interpreter: request.interpreter) }),
        Form(word: "depth", shown: "depth", parse: { parser, word, _ in
            guard let count = try parser.optionalInteger(what: "a depth", example: "expect depth 2") else {
                throw Parser.Failure(offset: parser.peekOffset(after: word), message: "expect depth needs a number (e.g. 'expect depth 2')")
            }
            return .depth(count.value)
        }, complete: { _, _ in [] }),
        Form(word: "tab", shown: "tab", parse: { parser, word, _ in
            .tab(try parser.name(after: word, what: "a tab name", example: "expect tab doctors"))
        }, complete: { request, words in words.isEmpty ? request.interpreter.state.tabs.map(\.name) : [] }),
        Form(word: "top", shown: "top", parse: { parser, word, _ in
            .top(try parser.route(after: word, example: "expect top detail"))
        }, complete: { request, words in Completion.routeOptions(after: words, scope: .accepted, interpreter: request.interpreter) }),
        Form(word: "contains", shown: "contains", parse: { parser, word, _ in
            .contains(try parser.route(after: word, example: "expect contains detail"), true)
        }, complete: { request, words in Completion.routeOptions(after: words, scope: .accepted, interpreter: request.interpreter) }),
        Form(word: "not", shown: "not contains", parse: { parser, word, _ in
            guard let contains = parser.advance(), contains.kind == .word, parser.chunk.text(contains) == "contains" else {
                throw Parser.Failure(offset: parser.peekOffset(after: word), message: "did you mean 'expect not contains ROUTE'?")
            }
            return .contains(try parser.route(after: contains, example: "expect not contains detail"), false)
        }, complete: { request, words in
            words.isEmpty
                ? ["contains"]
                : Completion.routeOptions(after: Array(words.dropFirst()), scope: .accepted, interpreter: request.interpreter)
        }),
        Form(word: "count", shown: "count", parse: { parser, word, _ in
            let (route, count) = try parser.routeAndCount(after: word)
            return .count(route, count)
        }, complete: { request, words in Completion.routeOptions(after: words, scope: .accepted, interpreter: request.interpreter) }),
        Form(word: "modal", shown: "modal", parse: { parser, word, _ in
            guard let style = parser.advance(), style.kind == .word, let modalStyle = ModalStyle(rawValue: parser.chunk.text(style)) else {
                throw Parser.Failure(
                    offset: parser.peekOffset(after: word),
                    message: "expect modal needs 'sheet' or 'cover' and a route (e.g. 'expect modal sheet create')")
            }
            return .modal(modalStyle, try parser.route(after: style, example: "expect modal sheet create"))
        }, complete: { request, words in
            words.isEmpty
                ? ModalStyle.allCases.map(\.rawValue)
                : Completion.routeOptions(after: Array(words.dropFirst()), scope: .accepted, interpreter: request.interpreter)
        }),
        Form(word: "no", shown: "no modal", parse: { parser, word, _ in
            guard let modal = parser.advance(), modal.kind == .word, parser.chunk.text(modal) == "modal" else {
                throw Parser.Failure(offset: parser.peekOffset(after: word), message: "did you mean 'expect no modal'?")
            }
            return .noModal
        }, complete: { _, words in words.isEmpty ? ["modal"] : [] }),
        Form(word: "flag", shown: "flag", parse: { parser, word, _ in
            let name = try parser.name(after: word, what: "a flag name", example: "expect flag signedIn true")
            return .flag(name, try parser.truthValue(example: "expect flag \(name.value) true"))
        }, complete: { request, words in
            words.isEmpty ? request.interpreter.schema.flags.map(\.name) : words.count == 1 ? ["true", "false"] : []
        }),
        Form(word: "url", shown: "url", parse: { parser, word, _ in
            .url(try parser.name(after: word, what: "a deep link", example: "expect url hospital://patients/list", allowString: true))
        }, complete: { _, _ in [] }),
        Form(word: "fail", shown: "fail", parse: { parser, word, expect in
            .fail(try parser.failingStatement(after: word, expect: expect))
        }, complete: { request, words in
            Completion.options(after: words, word: request.word, interpreter: request.interpreter, files: request.files)
        }),
    ]

    /// The forms as a sentence: `stack, depth, ..., no modal, url or fail`.
    static let formList: String = {
        let shown = forms.map(\.shown)
        return shown.dropLast().joined(separator: ", ") + " or " + shown.last!
    }()

    /// What an `expect` checks.
    indirect enum Check {
        /// The current stack, bottom first; an empty list is `expect stack empty`.
        case stack([RouteSyntax])
        case depth(Int)
        case tab(Located<String>)
        case top(RouteSyntax)
        /// The current stack holds the route (or, with false, does not).
        case contains(RouteSyntax, Bool)
        case count(RouteSyntax, Int)
        case modal(ModalStyle, RouteSyntax)
        case noModal
        case url(Located<String>)
        case flag(Located<String>, Bool)
        /// The command must fail and leave the state unchanged.
        case fail(Statement)
    }

    let check: Check
    /// The routes of `stack`, `top` and `modal`, as the current tab reads them.
    private(set) var matches: [RouteMatch] = []
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
        case .top(let syntax), .modal(_, let syntax), .contains(let syntax, _), .count(let syntax, _):
            matches = [try context.match(syntax)]
        default: break
        }
    }

    /// Checks, and returns what was checked, with why it did not hold: the journal keeps the
    /// check either way.
    func run(in context: CommandContext) throws -> Output {
        if case .fail(let statement) = check { return expectFailure(of: statement, in: context) }
        let expectation = Expectation(kind: .state(check, matches))
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

    /// Runs `statement`, which must fail. Should it succeed, everything it did is undone,
    /// so that `expect fail` itself fails without changing the state.
    private func expectFailure(of statement: Statement, in context: CommandContext) -> Output {
        let text = statement.text ?? context.chunk.text(statement.range)
        guard statement.spec.isCheckable else {
            return .checked(
                Expectation(kind: .failure(nil, reason: nil, link: nil, tab: nil)),
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
        var call: Operation?
        if case .changed(_, let made) = output { call = made }
        interpreter.restore(saved)
        return .checked(
            Expectation(kind: .failure(call, reason: nil, link: nil, tab: nil)),
            failure: context.error(at: statement.offset, "expected '\(text)' to fail, but it succeeded"))
    }

    /// What `expect fail` saw refused: the call the router refused, or the link that did not
    /// read, or, for a route only other tabs declare, the call as the first of them reads it.
    private func refusal(of statement: Statement, _ diagnostic: Diagnostic?, reason: String, bound: Bool, in interpreter: Interpreter) -> Expectation {
        if !bound, let foreign = Self.foreignCall(statement, in: interpreter) {
            return Expectation(kind: .failure(foreign.operation, reason: reason, link: nil, tab: foreign.tab))
        }
        switch diagnostic?.attempt {
        case .call(let operation)?: return Expectation(kind: .failure(operation, reason: reason, link: nil, tab: nil))
        case .link(let link)?: return Expectation(kind: .failure(nil, reason: reason, link: link, tab: nil))
        case nil: return Expectation(kind: .failure(nil, reason: reason, link: nil, tab: nil))
        }
    }

    /// A push or a modal of one route that only other tabs declare, as the first of them reads
    /// it: navrepl refuses it before any call, and the exported router, whose routes are typed
    /// by tab, refuses the call with the same message.
    private static func foreignCall(_ statement: Statement, in interpreter: Interpreter) -> (operation: Operation, tab: String)? {
        let syntax: RouteSyntax
        let operation: (Route) -> Operation
        if let push = statement.action as? PushCommand, push.options == nil, push.syntax.count == 1 {
            syntax = push.syntax[0]
            operation = { .push([$0]) }
        } else if let present = statement.action as? PresentCommand {
            syntax = present.syntax
            operation = { .present(present.style, $0) }
        } else {
            return nil
        }
        let schema = interpreter.schema
        guard !schema.isFree, syntax.request.qualifier == nil,
            schema.declaration(named: syntax.request.name, in: interpreter.state.selectedTabName) == nil,
            let owner = schema.tabsDeclaring(syntax.request.name).first,
            let route = try? schema.resolve(syntax.request, in: owner)
        else { return nil }
        return (operation(route), owner)
    }

    /// Tab after `expect`: the forms, then what each form takes.
    private static func complete(_ request: CompletionRequest) -> [String] {
        guard let word = request.arguments.first else { return forms.map(\.word) }
        guard let form = forms.first(where: { $0.word == word }) else { return [] }
        return form.complete(request, Array(request.arguments.dropFirst()))
    }
}

extension Parser {
    mutating func parseExpectation(after head: Token) throws -> ExpectCommand.Check {
        guard let word = advance(), word.kind == .word else {
            throw Failure(
                offset: peekOffset(after: head),
                message: "expect needs what to check: \(ExpectCommand.formList) (e.g. 'expect depth 2')")
        }
        guard let form = ExpectCommand.forms.first(where: { $0.word == chunk.text(word) }) else {
            let suggestion = Spelling.suggestion(for: chunk.text(word), among: ExpectCommand.forms.map(\.word))
            throw Failure(
                offset: word.start,
                message: "unknown expectation '\(chunk.text(word))'"
                    + (suggestion.map { " (did you mean 'expect \($0)'?)" } ?? " (use \(ExpectCommand.formList))"))
        }
        return try form.parse(&self, word, head)
    }

    /// `ROUTE N` for `expect count`: a route, then how many times. A count written after a bare
    /// name or positional arguments reads as the route's last argument, so it is taken back.
    mutating func routeAndCount(after word: Token) throws -> (RouteSyntax, Int) {
        let example = "expect count detail 2"
        let route = try self.route(after: word, example: example)
        if let count = try optionalInteger(what: "a count", example: example) { return (route, count.value) }
        let arguments = route.request.arguments
        guard let last = arguments.last, last.label == nil, case .word(let text) = last.value, Integer.looksNumeric(text) else {
            throw Failure(offset: peekOffset(after: tokens[index - 1]), message: "expect count needs a number after the route (e.g. '\(example)')")
        }
        guard let count = Int(text) else {
            throw Failure(offset: route.argumentOffsets[arguments.count - 1] ?? route.offset, message: "number \(text) is out of range (\(Int.min) to \(Int.max))")
        }
        var offsets = ArgumentOffsets()
        for index in 0..<arguments.count - 1 { offsets.append(route.argumentOffsets[index] ?? route.offset) }
        let request = RouteRequest(qualifier: route.request.qualifier, name: route.request.name, arguments: Array(arguments.dropLast()))
        return (RouteSyntax(request: request, offset: route.offset, argumentOffsets: offsets), count)
    }

    /// The command after `expect fail`, which must not be another `expect fail`.
    mutating func failingStatement(after word: Token, expect: Token) throws -> Statement {
        guard !atStatementEnd else {
            throw Failure(offset: peekOffset(after: word), message: "expect fail needs a command (e.g. 'expect fail pop 5')")
        }
        guard !insideExpectFail else {
            throw Failure(offset: expect.start, message: "'expect fail' cannot check another 'expect fail'")
        }
        insideExpectFail = true
        defer { insideExpectFail = false }
        let first = index
        let (spec, action) = try parseCommand()
        return Statement(spec: spec, action: action, range: span(from: first), text: chunk.text(span(from: first)))
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
