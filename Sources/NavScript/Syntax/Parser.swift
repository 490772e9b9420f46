import NavigationModel

/// Reads statements from a chunk's tokens, one at a time, so that each can run before the
/// next is read. A statement that does not parse is reported and skipped; the rest go on.
public struct Parser {
    /// One statement, or the error that stopped it being read (with the text it spans).
    public enum Parsed: Sendable {
        case statement(Statement)
        case failure(Diagnostic, range: Range<Int>)
    }

    struct Failure: Error {
        let offset: Int
        let message: String
    }

    let chunk: Chunk
    let tokens: [Token]
    var index = 0
    /// Inside `expect fail`: another one there is refused, which also bounds the recursion
    /// (a line of 80,000 nested `expect fail` would otherwise overflow the stack).
    var insideExpectFail = false

    public init(chunk: Chunk, tokens: [Token]) {
        self.chunk = chunk
        self.tokens = tokens
    }

    /// The next statement, or nil at the end of the chunk.
    public mutating func next() -> Parsed? {
        while index < tokens.count && tokens[index].kind == .separator { index += 1 }
        guard index < tokens.count else { return nil }
        let first = index
        do {
            let command = try parseCommand()
            if let extra = peek(), extra.kind != .separator {
                throw Failure(offset: extra.start, message: unexpectedMessage(extra, after: chunk.text(tokens[first])))
            }
            return .statement(Statement(command: command, range: span(from: first)))
        } catch let failure as Failure {
            skipStatement(from: first)
            return .failure(chunk.diagnostic(at: failure.offset, failure.message), range: span(from: first))
        } catch {
            preconditionFailure("the parser throws only Failure")
        }
    }

    // MARK: Commands

    mutating func parseCommand() throws -> Command {
        let head = advance()!
        guard head.kind == .word else {
            throw Failure(offset: head.start, message: "expected a command, found \(describe(head)) (type 'help' for the list of commands)")
        }
        // The commands scripts use most are matched as bytes, without making a string.
        if chunk.token(head, is: "push") { return .push(try routeList(after: head, example: "push detail \"Mary Doe\"")) }
        if chunk.token(head, is: "pop") { return .pop(try optionalInteger(what: "a count", example: "pop 2")) }
        if chunk.token(head, is: "root") { return .root }
        switch chunk.text(head) {
        case "tab":
            return .tab(try name(after: head, what: "a tab name", example: "tab doctors"))
        case "tabs": return .tabs
        case "root", "popToRoot": return .root
        case "popto":
            var inclusive = false
            let route = try self.route(after: head, example: "popto list") { word in
                guard word == "--inclusive" else { return false }
                inclusive = true
                return true
            }
            if let option = peek(), option.kind == .word, chunk.text(option) == "--inclusive" {
                advance()
                inclusive = true
            }
            return .popTo(route, inclusive: inclusive)
        case "replace":
            return .replace(atStatementEnd ? [] : try routeList(after: head, example: "replace list > create"))
        case "go": return .go(try route(after: head, example: "go doctors.detail \"Ann Lee\""))
        case "sheet": return .present(.sheet, try route(after: head, example: "sheet create"))
        case "cover": return .present(.cover, try route(after: head, example: "cover create"))
        case "dismiss":
            if let word = peek(), word.kind == .word {
                guard chunk.text(word) == "all" else {
                    throw Failure(offset: word.start, message: "dismiss takes nothing or 'all', not '\(chunk.text(word))'")
                }
                advance()
                return .dismiss(all: true)
            }
            return .dismiss(all: false)
        case "reset": return .reset
        case "select": return .select(try route(after: head, example: "select details \"Dune\""))
        case "show":
            if let flag = peek(), flag.kind == .word {
                guard chunk.text(flag) == "-v" || chunk.text(flag) == "--verbose" else {
                    throw Failure(offset: flag.start, message: "show takes only -v, not '\(chunk.text(flag))'")
                }
                advance()
                return .show(verbose: true)
            }
            return .show(verbose: false)
        case "state":
            if let flag = peek(), flag.kind == .word {
                guard chunk.text(flag) == "--json" else {
                    throw Failure(offset: flag.start, message: "state takes only --json, not '\(chunk.text(flag))'")
                }
                advance()
                return .state(json: true)
            }
            return .state(json: false)
        case "routes": return .routes
        case "apps": return .apps
        case "app": return try parseApp(after: head)
        case "source":
            return .source(try name(after: head, what: "a file name", example: "source setup.nav", allowString: true))
        case "set":
            let name = try optionalName()
            let value = name == nil ? nil : try optionalName()
            return .set(name: name, value: value)
        case "echo": return .echo(try restAsText())
        case "help": return .help(try optionalName())
        case "quit", "exit":
            let code = try optionalInteger(what: "an exit status", example: "exit 1")
            if let code, !(0...255).contains(code.value) {
                throw Failure(offset: code.offset, message: "exit status \(code.value) is out of range (use 0 to 255)")
            }
            return .quit(code)
        case "expect": return .expect(try parseExpectation(after: head))
        case "open":
            return .open(try name(after: head, what: "a deep link", example: "open hospital://patients/list", allowString: true))
        case "url": return .url
        case "save": return .save(try name(after: head, what: "a file name", example: "save state.json", allowString: true))
        case "restore": return .restore(try name(after: head, what: "a file name", example: "restore state.json", allowString: true))
        case "undo": return .undo(try optionalInteger(what: "a number of steps", example: "undo 2"))
        case "redo": return .redo(try optionalInteger(what: "a number of steps", example: "redo 2"))
        case "history": return .history(try optionalInteger(what: "a number of steps", example: "history 10"))
        default:
            let suggestion = Spelling.suggestion(for: chunk.text(head), among: HelpTopic.commandNames)
            throw Failure(
                offset: head.start,
                message: "unknown command '\(chunk.text(head))'"
                    + (suggestion.map { " (did you mean '\($0)'?)" } ?? " (type 'help' for the list of commands)"))
        }
    }

    mutating func parseExpectation(after head: Token) throws -> Expectation {
        guard let kind = advance(), kind.kind == .word else {
            throw Failure(
                offset: peekOffset(after: head),
                message: "expect needs what to check: stack, depth, tab, top, modal, no modal, url or fail (e.g. 'expect depth 2')")
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
            let command = try parseCommand()
            return .fail(Statement(command: command, range: span(from: first), text: chunk.text(span(from: first))))
        default:
            let forms = ["stack", "depth", "tab", "top", "modal", "no", "url", "fail"]
            let suggestion = Spelling.suggestion(for: chunk.text(kind), among: forms)
            throw Failure(
                offset: kind.start,
                message: "unknown expectation '\(chunk.text(kind))'"
                    + (suggestion.map { " (did you mean 'expect \($0)'?)" }
                        ?? " (use stack, depth, tab, top, modal, no modal, url or fail)"))
        }
    }

    // MARK: Small pieces

    mutating func name(after head: Token, what: String, example: String, allowString: Bool = false) throws -> Located<String> {
        guard let token = peek(), token.kind == .word || (allowString && token.kind == .string) else {
            let found = peek().flatMap { $0.kind == .separator ? nil : ", found \(describe($0))" } ?? ""
            throw Failure(offset: peekOffset(after: head), message: "'\(chunk.text(head))' needs \(what)\(found) (e.g. '\(example)')")
        }
        advance()
        return Located(chunk.text(token), at: token.start)
    }

    mutating func optionalName() throws -> Located<String>? {
        guard let token = peek(), token.kind != .separator else { return nil }
        guard token.kind == .word || token.kind == .string else {
            throw Failure(offset: token.start, message: "expected a word, found \(describe(token))")
        }
        advance()
        return Located(chunk.text(token), at: token.start)
    }

    mutating func optionalInteger(what: String, example: String) throws -> Located<Int>? {
        guard let token = peek(), token.kind != .separator else { return nil }
        guard token.kind == .word, Integer.looksNumeric(chunk.text(token)) else {
            throw Failure(offset: token.start, message: "expected \(what), found \(describe(token)) (e.g. '\(example)')")
        }
        advance()
        guard let number = Int(chunk.text(token)) else {
            throw Failure(offset: token.start, message: "number \(chunk.text(token)) is out of range (\(Int.min) to \(Int.max))")
        }
        return Located(number, at: token.start)
    }

    /// The rest of the statement as text, quotes removed and spacing kept, for `echo`.
    mutating func restAsText() throws -> String {
        var text = ""
        var previousEnd: Int?
        while let token = peek(), token.kind != .separator {
            if token.kind == .invalid { throw badEscape(token) }
            advance()
            if let previousEnd, token.start > previousEnd { text += " " }
            text += token.kind == .string ? chunk.text(token) : chunk.text(token.start..<token.end)
            previousEnd = token.end
        }
        return text
    }

    var atStatementEnd: Bool { isStatementEnd(at: index) }

    func isStatementEnd(at position: Int) -> Bool {
        position >= tokens.count || tokens[position].kind == .separator
    }

    func peek() -> Token? {
        index < tokens.count ? tokens[index] : nil
    }

    /// Where a missing token should have been: the next token, or just after `token`.
    func peekOffset(after token: Token) -> Int {
        if let next = peek(), next.kind != .separator { return next.start }
        return token.end
    }

    @discardableResult
    mutating func advance() -> Token? {
        guard index < tokens.count else { return nil }
        defer { index += 1 }
        return tokens[index]
    }

    /// Skips to the end of a statement that failed, stepping over whole `{ }` blocks.
    mutating func skipStatement(from first: Int) {
        index = first
        var depth = 0
        while index < tokens.count {
            switch tokens[index].kind {
            case .leftBrace: depth += 1
            case .rightBrace: depth = max(0, depth - 1)
            case .separator where depth == 0: return
            default: break
            }
            index += 1
        }
    }

    /// The bytes from token `first` to the last token read, separators left out.
    func span(from first: Int) -> Range<Int> {
        let last = max(first, min(index, tokens.count) - 1)
        var end = tokens[last].end
        if tokens[last].kind == .separator, last > first { end = tokens[last - 1].end }
        return tokens[first].start..<max(end, tokens[first].end)
    }

    /// The error for a string with a bad escape, pointed at the escape.
    func badEscape(_ token: Token) -> Failure {
        let problem = Lexer.problem(in: token, bytes: chunk.bytes)
        return Failure(offset: problem.offset, message: problem.message)
    }

    func describe(_ token: Token) -> String {
        switch token.kind {
        case .separator: return chunk.bytes[token.start] == UInt8(ascii: ";") ? "';'" : "the end of the line"
        case .string: return "the string \(Value.quoted(chunk.text(token)))"
        case .invalid: return "an invalid string"
        case .label: return "'\(chunk.text(token)):'"
        default: return "'\(chunk.text(token.start..<token.end))'"
        }
    }

    func unexpectedMessage(_ token: Token, after command: String) -> String {
        "unexpected \(describe(token)) after '\(command)' (type 'help \(command)' for its usage)"
    }
}
