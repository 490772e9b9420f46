import NavreplKit

/// Reads statements from a chunk's tokens, one at a time, so that each can run before the
/// next is read. A statement that does not parse is reported and skipped; the rest go on.
package struct Parser {
    /// One statement, or the error that stopped it being read (with the text it spans).
    enum Parsed {
        case statement(Statement)
        case failure(Diagnostic, range: Range<Int>)
    }

    package struct Failure: Error {
        let offset: Int
        let message: String
        /// Whether the whole statement is refused, even inside `expect fail` (which otherwise
        /// checks a command that does not read): nesting too deep.
        var endsStatement = false

        package init(offset: Int, message: String, endsStatement: Bool = false) {
            self.offset = offset
            self.message = message
            self.endsStatement = endsStatement
        }
    }

    package let chunk: Chunk
    package let tokens: [Token]
    /// The commands it reads: its interpreter's, which outlives it (so not counted).
    unowned(unsafe) let commands: CommandSet
    package var index = 0
    /// How many `expect fail` the parser is inside: bounded, which also bounds the recursion
    /// (a line of 80,000 nested `expect fail` would otherwise overflow the stack).
    var expectFailDepth = 0
    static let expectFailNesting = 2

    init(chunk: Chunk, tokens: [Token], commands: CommandSet) {
        self.chunk = chunk
        self.tokens = tokens
        self.commands = commands
    }

    /// The next statement, or nil at the end of the chunk.
    mutating func next() -> Parsed? {
        while index < tokens.count && tokens[index].kind == .separator { index += 1 }
        guard index < tokens.count else { return nil }
        let first = index
        do {
            let (spec, action) = try parseCommand()
            if let extra = peek(), extra.kind != .separator {
                throw Failure(offset: extra.start, message: unexpectedMessage(extra, after: chunk.text(tokens[first])))
            }
            return .statement(Statement(spec: spec, action: action, range: span(from: first)))
        } catch let failure as Failure {
            skipStatement(from: first)
            return .failure(chunk.diagnostic(at: failure.offset, failure.message), range: span(from: first))
        } catch {
            preconditionFailure("the parser throws only Failure")
        }
    }

    /// `text` read as one statement, or nil when it does not read or holds more than one
    /// (a `;` or a line break between commands) or `separated` says it does: for text that
    /// stands for one command, such as a check or a journalled command.
    package static func single(_ text: String, separated: inout Bool, commands: CommandSet = .language) -> Statement? {
        let bytes = Array(text.utf8)
        var tokens: [Token] = []
        guard Lexer.tokenize(bytes, 0..<bytes.count, into: &tokens) == nil else { return nil }
        separated = tokens.contains { $0.kind == .separator }
        guard !separated else { return nil }
        var parser = Parser(chunk: Chunk(bytes: bytes, range: 0..<bytes.count, file: "<text>", firstLine: 1), tokens: tokens, commands: commands)
        guard case .statement(let statement)? = parser.next(), parser.next() == nil else { return nil }
        return statement
    }

    // MARK: Commands

    /// A command: its name looked up in the registry, then its arguments read by its spec.
    mutating func parseCommand() throws -> (CommandSpec, any CommandAction) {
        let head = advance()!
        guard head.kind == .word else {
            throw Failure(offset: head.start, message: "expected a command, found \(describe(head)) (type 'help' for the list of commands)")
        }
        guard let spec = spec(of: head) else {
            if commands.leavesOut(chunk.text(head)) {
                throw Failure(offset: head.start, message: "'\(chunk.text(head))' is one of navrepl's tools, not a command of scenarios run on an app's router (run this script with navrepl test)")
            }
            if let topic = HelpTopic.named(chunk.text(head)) {
                throw Failure(offset: head.start, message: "'\(topic.name)' is not a command here: it runs from the shell, as 'navrepl \(topic.name)' (type 'help \(topic.name)')")
            }
            let word = chunk.text(head)
            let meant = Parser.wordsOfOtherTools[word].flatMap { commands.words.contains($0) ? $0 : nil }
            throw Failure(
                offset: head.start,
                message: "unknown command '\(word)'"
                    + Spelling.hint(meant ?? Spelling.suggestion(for: word, among: commands.words), otherwise: " (type 'help' for the list of commands)"))
        }
        return (spec, try spec.parse(&self, head))
    }

    /// What a word from a navigation API or a browser, far in spelling from any command, means
    /// here: `back` is `pop`.
    static let wordsOfOtherTools = [
        "back": "pop", "goBack": "pop", "removeLast": "pop", "popToRoot": "root", "home": "root",
        "present": "sheet", "close": "dismiss", "navigate": "go", "append": "push",
    ]

    /// Whether a word is no command, nor a name navrepl knows elsewhere (one of its tools, or
    /// a subcommand run from the shell): most often a misspelt command.
    func namesNothing(_ word: Token) -> Bool {
        spec(of: word) == nil && !commands.leavesOut(chunk.text(word)) && HelpTopic.named(chunk.text(word)) == nil
    }

    /// The command a word names, if any.
    func spec(of word: Token) -> CommandSpec? {
        chunk.bytes.withUnsafeBufferPointer { bytes in
            commands.spec(named: UnsafeBufferPointer(rebasing: bytes[word.start..<word.end]))
        }
    }

    // MARK: Small pieces

    package mutating func name(after head: Token, what: String, example: String, allowString: Bool = false) throws -> Located<String> {
        guard let token = peek(), token.kind == .word || (allowString && token.kind == .string) else {
            let found = peek().flatMap { $0.kind == .separator ? nil : ", found \(describe($0))" } ?? ""
            throw Failure(offset: peekOffset(after: head), message: "'\(chunk.text(head))' needs \(what)\(found) (e.g. '\(example)')")
        }
        advance()
        return Located(chunk.text(token), at: token.start)
    }

    package mutating func optionalName() throws -> Located<String>? {
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

    /// The rest of the statement as a command line's arguments: tokens written without space
    /// between them are one argument (`Int=0,1`), a quoted string is one argument without its
    /// quotes. For commands whose options are those of a subcommand (`explore`).
    package mutating func restAsArguments() throws -> [Located<String>] {
        var arguments: [Located<String>] = []
        var previousEnd: Int?
        while let token = peek(), token.kind != .separator {
            if token.kind == .invalid { throw badEscape(token) }
            advance()
            let text = token.kind == .string ? chunk.text(token) : chunk.text(token.start..<token.end)
            if let previousEnd, token.start == previousEnd, let last = arguments.popLast() {
                arguments.append(Located(last.value + text, at: last.offset))
            } else {
                arguments.append(Located(text, at: token.start))
            }
            previousEnd = token.end
        }
        return arguments
    }

    var atStatementEnd: Bool { isStatementEnd(at: index) }

    /// Whether nothing but separators is left: the statement just read was the chunk's last.
    var isAtEnd: Bool {
        var position = index
        while position < tokens.count && tokens[position].kind == .separator { position += 1 }
        return position == tokens.count
    }

    /// The next token if it is a word of the same statement, without taking it.
    package func peekWord() -> Token? {
        guard let token = peek(), token.kind == .word else { return nil }
        return token
    }

    /// Takes the next token if it is the word `word`.
    mutating func takeWord(_ word: String) -> Bool {
        guard let token = peekWord(), chunk.text(token) == word else { return false }
        advance()
        return true
    }

    func isStatementEnd(at position: Int) -> Bool {
        position >= tokens.count || tokens[position].kind == .separator
    }

    package func peek() -> Token? {
        index < tokens.count ? tokens[index] : nil
    }

    /// The token after the next one, to tell a keyword from a name (`replace top ROUTE`).
    func peekSecond() -> Token? {
        index + 1 < tokens.count ? tokens[index + 1] : nil
    }

    /// Where a missing token should have been: the next token, or just after `token`.
    func peekOffset(after token: Token) -> Int {
        if let next = peek(), next.kind != .separator { return next.start }
        return token.end
    }

    @discardableResult
    package mutating func advance() -> Token? {
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
