/// Turns a chunk's bytes into tokens, and says whether the input so far is complete
/// (every quote closed, every `{` block closed): the REPL's continuation prompt and
/// batch mode's line joining both ask this. It works on bytes and makes no strings.
public enum Lexer {
    /// What is still open at the end of the input.
    public enum OpenConstruct: Hashable, Sendable {
        case string(start: Int)
        case block(start: Int)
    }

    private static let space = UInt8(ascii: " "), tab = UInt8(ascii: "\t"), newline = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r"), backslash = UInt8(ascii: "\\")
    private static let doubleQuote = UInt8(ascii: "\""), singleQuote = UInt8(ascii: "'")

    /// What each byte is to the lexer: 0 a word byte, 1 white space, 2 a delimiter of its own.
    /// (The quick reader reads words and white space by this table too.)
    static let classes: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 256)
        for character in " \t\r" { table[Int(character.asciiValue!)] = 1 }
        for character in "\n;#\"'(){},>=" { table[Int(character.asciiValue!)] = 2 }
        return table
    }()

    /// Lexes `bytes[range]` into `tokens` (emptied first, its storage reused); returns what
    /// is still open at the end, or nil when the input is complete.
    @discardableResult
    public static func tokenize(_ bytes: [UInt8], _ range: Range<Int>, into tokens: inout [Token]) -> OpenConstruct? {
        tokens.removeAll(keepingCapacity: true)
        let classes = Lexer.classes
        var depth = 0
        var blockStarts: [Int] = []
        var index = range.lowerBound
        let end = range.upperBound
        while index < end {
            let byte = bytes[index]
            switch classes[Int(byte)] {
            case 0:
                let start = index
                index = wordEnd(bytes, from: index, to: end)
                let isLabel = bytes[index - 1] == UInt8(ascii: ":") && index - start > 1
                tokens.append(Token(isLabel ? .label : .word, start, index))
                continue
            case 1:
                index += 1
                continue
            default:
                break
            }
            switch byte {
            case newline, UInt8(ascii: ";"):
                tokens.append(Token(.separator, index, index + 1))
                index += 1
            case UInt8(ascii: "#"):
                while index < end && bytes[index] != newline { index += 1 }
            case doubleQuote, singleQuote:
                guard let (kind, next) = scanString(bytes, from: index, to: end) else {
                    return .string(start: index)
                }
                tokens.append(Token(kind, index, next))
                index = next
            case UInt8(ascii: "("): tokens.append(Token(.leftParen, index, index + 1)); index += 1
            case UInt8(ascii: ")"): tokens.append(Token(.rightParen, index, index + 1)); index += 1
            case UInt8(ascii: "{"):
                depth += 1
                blockStarts.append(index)
                tokens.append(Token(.leftBrace, index, index + 1))
                index += 1
            case UInt8(ascii: "}"):
                if depth > 0 {
                    depth -= 1
                    blockStarts.removeLast()
                }
                tokens.append(Token(.rightBrace, index, index + 1))
                index += 1
            case UInt8(ascii: ","): tokens.append(Token(.comma, index, index + 1)); index += 1
            case UInt8(ascii: ">"): tokens.append(Token(.arrow, index, index + 1)); index += 1
            default: tokens.append(Token(.equals, index, index + 1)); index += 1
            }
        }
        return blockStarts.last.map { .block(start: $0) }
    }

    /// How far a multi-line chunk has got, line by line, without lexing it again from the
    /// start: the `{` blocks still open and the quote a string is still open with.
    public struct Progress: Sendable {
        var depth = 0
        var openQuote: UInt8?

        public init() {}

        public var isComplete: Bool { depth == 0 && openQuote == nil }

        /// Scans one more line (the newline before it included in the chunk).
        public mutating func scan(_ bytes: [UInt8], _ range: Range<Int>) {
            var index = range.lowerBound
            let end = range.upperBound
            while index < end {
                if let quote = openQuote {
                    while index < end && bytes[index] != quote {
                        index += (bytes[index] == backslash && quote == doubleQuote) ? 2 : 1
                    }
                    if index < end { openQuote = nil }
                    index += 1
                    continue
                }
                let byte = bytes[index]
                switch classes[Int(byte)] {
                case 0:
                    index = wordEnd(bytes, from: index, to: end)
                    continue
                case 1:
                    break
                default:
                    switch byte {
                    case UInt8(ascii: "#"): return
                    case doubleQuote, singleQuote: openQuote = byte
                    case UInt8(ascii: "{"): depth += 1
                    case UInt8(ascii: "}"): depth = max(0, depth - 1)
                    default: break
                    }
                }
                index += 1
            }
        }
    }

    /// The end of the word starting at `start`. A word holding `://` is a URL and runs on to
    /// white space or `;`, so deep links keep their `?`, `=` and `#`.
    private static func wordEnd(_ bytes: [UInt8], from start: Int, to end: Int) -> Int {
        var index = start
        while index < end && classes[Int(bytes[index])] == 0 {
            if bytes[index] == UInt8(ascii: ":") && index + 2 < end
                && bytes[index + 1] == UInt8(ascii: "/") && bytes[index + 2] == UInt8(ascii: "/")
            {
                while index < end, bytes[index] != space, bytes[index] != tab, bytes[index] != newline,
                    bytes[index] != carriageReturn, bytes[index] != UInt8(ascii: ";")
                {
                    index += 1
                }
                return index
            }
            index += 1
        }
        return index
    }

    /// Finds the end of a quoted string and whether its escapes are valid; nil if unterminated.
    private static func scanString(_ bytes: [UInt8], from start: Int, to end: Int) -> (Token.Kind, Int)? {
        let quote = bytes[start]
        var index = start + 1
        var valid = true
        while index < end {
            let byte = bytes[index]
            if byte == quote { return (valid ? .string : .invalid, index + 1) }
            if byte == backslash && quote == doubleQuote {
                switch escape(bytes, at: index, end: end) {
                case .success(let (_, next)): index = next
                case .failure(let failure):
                    valid = false
                    index = failure.next
                }
                continue
            }
            index += 1
        }
        return nil
    }

    /// The value of a string token: the text between its quotes, escapes applied.
    public static func value(of token: Token, in bytes: [UInt8]) -> String {
        let quote = bytes[token.start]
        let inner = token.start + 1..<token.end - 1
        guard quote == doubleQuote, bytes[inner].contains(backslash) else {
            return String(decoding: bytes[inner], as: UTF8.self)
        }
        var value: [UInt8] = []
        var index = inner.lowerBound
        while index < inner.upperBound {
            if bytes[index] == backslash, case .success(let (scalar, next)) = escape(bytes, at: index, end: inner.upperBound) {
                value += scalar
                index = next
            } else {
                value.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: value, as: UTF8.self)
    }

    /// What is wrong with an invalid string token: its first bad escape.
    public static func problem(in token: Token, bytes: [UInt8]) -> (offset: Int, message: String) {
        var index = token.start + 1
        while index < token.end - 1 {
            if bytes[index] == backslash, case .failure(let failure) = escape(bytes, at: index, end: token.end - 1) {
                return (index, failure.message)
            }
            index += bytes[index] == backslash ? 2 : 1
        }
        return (token.start, "invalid string")
    }

    private struct EscapeFailure: Error {
        let message: String
        let next: Int
    }

    private static func escape(_ bytes: [UInt8], at index: Int, end: Int) -> Result<([UInt8], Int), EscapeFailure> {
        guard index + 1 < end else {
            return .failure(EscapeFailure(message: "a backslash must be followed by an escape", next: index + 1))
        }
        let code = bytes[index + 1]
        switch code {
        case backslash: return .success(([backslash], index + 2))
        case doubleQuote: return .success(([doubleQuote], index + 2))
        case UInt8(ascii: "n"): return .success(([newline], index + 2))
        case UInt8(ascii: "t"): return .success(([tab], index + 2))
        case UInt8(ascii: "r"): return .success(([carriageReturn], index + 2))
        case UInt8(ascii: "0"): return .success(([0], index + 2))
        case UInt8(ascii: "u"): break
        default:
            let shown = String(decoding: bytes[index..<min(index + 2, end)], as: UTF8.self)
            return .failure(EscapeFailure(
                message: "unknown escape '\(shown)' in string (use \\\\ \\\" \\n \\t \\r \\0 or \\u{...})", next: index + 2))
        }
        let usage = "write \\u{...} with 1 to 8 hex digits naming a Unicode scalar, e.g. \\u{1F600}"
        guard index + 2 < end, bytes[index + 2] == UInt8(ascii: "{") else {
            return .failure(EscapeFailure(message: "malformed \\u escape: " + usage, next: index + 2))
        }
        var cursor = index + 3
        var digits = ""
        while cursor < end, bytes[cursor] != UInt8(ascii: "}"), bytes[cursor] != doubleQuote, digits.count <= 8 {
            digits.unicodeScalars.append(Unicode.Scalar(bytes[cursor]))
            cursor += 1
        }
        guard cursor < end, bytes[cursor] == UInt8(ascii: "}"), (1...8).contains(digits.count),
            let number = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(number)
        else {
            return .failure(EscapeFailure(message: "malformed \\u escape: " + usage, next: cursor))
        }
        return .success((Array(String(Character(scalar)).utf8), cursor + 1))
    }
}
