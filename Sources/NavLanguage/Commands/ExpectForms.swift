import NavreplKit

/// The forms of `expect`: the word after it, how the rest is read, and what Tab offers.
extension ExpectCommand {
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
            guard let style = parser.advance(), style.kind == .word, let modalStyle = Modal.Style(rawValue: parser.chunk.text(style)) else {
                throw Parser.Failure(
                    offset: parser.peekOffset(after: word),
                    message: "expect modal needs 'sheet' or 'cover' and a route (e.g. 'expect modal sheet create')")
            }
            return .modal(modalStyle, try parser.route(after: style, example: "expect modal sheet create"))
        }, complete: { request, words in
            words.isEmpty
                ? Modal.Style.allCases.map(\.rawValue)
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
}

extension Parser {
    mutating func parseExpectation(after head: Token) throws -> ExpectCommand.Check {
        guard let word = advance(), word.kind == .word else {
            throw Failure(
                offset: peekOffset(after: head),
                message: "expect needs what to check: \(ExpectCommand.formList) (e.g. 'expect depth 2')")
        }
        guard let form = ExpectCommand.forms.first(where: { $0.word == chunk.text(word) }) else {
            throw Failure(
                offset: word.start,
                message: "unknown expectation '\(chunk.text(word))'"
                    + Spelling.hint(for: chunk.text(word), among: ExpectCommand.forms.map(\.word), command: "expect", otherwise: " (use \(ExpectCommand.formList))"))
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
        let request = AppSchema.RouteRequest(qualifier: route.request.qualifier, name: route.request.name, arguments: Array(arguments.dropLast()))
        return (RouteSyntax(request: request, offset: route.offset, argumentOffsets: offsets), count)
    }

    /// The command after `expect fail`. One that does not read is kept as its error, which
    /// `expect fail` then sees refused (`expect fail push (` checks the message); inside
    /// another `expect fail` it may be one more (`expect fail expect fail pop` checks that
    /// message), and no deeper. A word that names nothing (a misspelt command) is the line's
    /// error, not a refusal: `expect fail folow about` would hold whatever the app does, and
    /// `--update` would write its message over the refusal the check was written for.
    mutating func failingStatement(after word: Token, expect: Token) throws -> Statement {
        guard !atStatementEnd else {
            throw Failure(offset: peekOffset(after: word), message: "expect fail needs a command (e.g. 'expect fail pop 5')")
        }
        guard expectFailDepth < Parser.expectFailNesting else {
            throw Failure(offset: expect.start, message: "'expect fail' nests \(Parser.expectFailNesting) deep at most", endsStatement: true)
        }
        expectFailDepth += 1
        defer { expectFailDepth -= 1 }
        let first = index
        do {
            let (spec, action) = try parseCommand()
            if let extra = peek(), extra.kind != .separator {
                throw Failure(offset: extra.start, message: unexpectedMessage(extra, after: chunk.text(tokens[first])))
            }
            return Statement(spec: spec, action: action, range: span(from: first), text: chunk.text(span(from: first)))
        } catch let failure as Failure where !failure.endsStatement {
            // Read as far as the statement goes, as the parser does past any error.
            let head = tokens[first]
            let found = head.kind == .word ? spec(of: head) : nil
            if head.kind == .word && namesNothing(head) { throw failure }
            skipStatement(from: first)
            let spec = found ?? ExpectCommand.spec
            return Statement(spec: spec, action: UnreadCommand(failure), range: span(from: first), text: chunk.text(span(from: first)))
        }
    }
}

/// A command after `expect fail` that did not read: it fails with the reader's error.
final class UnreadCommand: CommandAction {
    let failure: Parser.Failure

    init(_ failure: Parser.Failure) {
        self.failure = failure
    }

    func bind(in context: CommandContext) throws {
        throw context.error(at: failure.offset, failure.message)
    }

    func run(in context: CommandContext) throws -> Output {
        throw context.error(at: failure.offset, failure.message)
    }
}
