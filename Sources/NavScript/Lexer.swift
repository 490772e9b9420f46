/// Turns a chunk's bytes into tokens, and says whether the input so far is complete
/// (every quote closed, every `{` block closed): the REPL's continuation prompt and
/// batch mode's line joining both ask this.
public struct Lexer {
    public struct Result: Sendable {
        public var tokens: [Token]
        /// Why the input cannot end here, or nil when it is complete.
        public var openConstruct: OpenConstruct?
    }

    /// What is still open at the end of the input.
    public enum OpenConstruct: Hashable, Sendable {
        case string(start: Int)
        case block(start: Int)
    }

    private static let space = UInt8(ascii: " "), tab = UInt8(ascii: "\t"), newline = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")
    private static let doubleQuote = UInt8(ascii: "\""), singleQuote = UInt8(ascii: "'")

    /// A byte that ends a word (besides white space).
    private static let delimiters: [Bool] = {
        var table = [Bool](repeating: false, count: 256)
        for character in ";#\"'(){},>=" { table[Int(character.asciiValue!)] = true }
        for character in " \t\n\r" { table[Int(character.asciiValue!)] = true }
        return table
    }()

    public static func tokenize(_ bytes: [UInt8]) -> Result {
        var tokens: [Token] = []
        tokens.reserveCapacity(8)
        var openBlocks: [Int] = []
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            switch byte {
            case space, tab, carriageReturn:
                index += 1
            case newline, UInt8(ascii: ";"):
                tokens.append(Token(.separator, index, index + 1))
                index += 1
            case UInt8(ascii: "#"):
                while index < count && bytes[index] != newline { index += 1 }
            case doubleQuote, singleQuote:
                let start = index
                switch readString(bytes, from: index) {
                case .token(let token, let next):
                    tokens.append(token)
                    index = next
                case .unterminated:
                    return Result(tokens: tokens, openConstruct: .string(start: start))
                }
            case UInt8(ascii: "("): tokens.append(Token(.leftParen, index, index + 1)); index += 1
            case UInt8(ascii: ")"): tokens.append(Token(.rightParen, index, index + 1)); index += 1
            case UInt8(ascii: "{"):
                openBlocks.append(index)
                tokens.append(Token(.leftBrace, index, index + 1))
                index += 1
            case UInt8(ascii: "}"):
                _ = openBlocks.popLast()
                tokens.append(Token(.rightBrace, index, index + 1))
                index += 1
            case UInt8(ascii: ","): tokens.append(Token(.comma, index, index + 1)); index += 1
            case UInt8(ascii: ">"): tokens.append(Token(.arrow, index, index + 1)); index += 1
            case UInt8(ascii: "="): tokens.append(Token(.equals, index, index + 1)); index += 1
            default:
                let start = index
                index = wordEnd(bytes, from: index)
                if bytes[index - 1] == UInt8(ascii: ":") && index - start > 1 {
                    tokens.append(Token(.label, start, index, String(decoding: bytes[start..<index - 1], as: UTF8.self)))
                } else {
                    tokens.append(Token(.word, start, index, String(decoding: bytes[start..<index], as: UTF8.self)))
                }
            }
        }
        return Result(tokens: tokens, openConstruct: openBlocks.last.map { .block(start: $0) })
    }

    /// The end of the word starting at `start`. A word holding `://` is a URL and runs on to
    /// white space or `;`, so deep links keep their `?`, `=` and `#`.
    private static func wordEnd(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start
        let count = bytes.count
        while index < count && !delimiters[Int(bytes[index])] {
            if bytes[index] == UInt8(ascii: ":") && index + 2 < count
                && bytes[index + 1] == UInt8(ascii: "/") && bytes[index + 2] == UInt8(ascii: "/")
            {
                while index < count, bytes[index] != space, bytes[index] != tab, bytes[index] != newline,
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

    private enum StringScan {
        case token(Token, next: Int)
        case unterminated
    }

    /// Reads a quoted string. `"..."` takes escapes; `'...'` is literal. A bad escape gives an
    /// invalid token covering the string, so the command fails but lexing goes on.
    private static func readString(_ bytes: [UInt8], from start: Int) -> StringScan {
        let quote = bytes[start]
        var index = start + 1
        var value: [UInt8] = []
        var problem: (offset: Int, message: String)?
        while index < bytes.count {
            let byte = bytes[index]
            if byte == quote {
                if let problem {
                    return .token(Token(.invalid, problem.offset, index + 1, problem.message), next: index + 1)
                }
                return .token(Token(.string, start, index + 1, String(decoding: value, as: UTF8.self)), next: index + 1)
            }
            if byte == backslash && quote == doubleQuote {
                switch readEscape(bytes, at: index) {
                case .success(let (scalarBytes, next)):
                    value.append(contentsOf: scalarBytes)
                    index = next
                case .failure(let failure):
                    if problem == nil { problem = (index, failure.message) }
                    index = failure.next
                }
                continue
            }
            value.append(byte)
            index += 1
        }
        return .unterminated
    }

    private static let backslash = UInt8(ascii: "\\")

    private struct EscapeFailure: Error {
        let message: String
        let next: Int
    }

    private static func readEscape(_ bytes: [UInt8], at index: Int) -> Swift.Result<([UInt8], Int), EscapeFailure> {
        guard index + 1 < bytes.count else {
            return .failure(EscapeFailure(message: "a backslash must be followed by an escape", next: index + 1))
        }
        let simple: [UInt8: UInt8] = [
            UInt8(ascii: "\\"): backslash, UInt8(ascii: "\""): doubleQuote, UInt8(ascii: "n"): newline,
            UInt8(ascii: "t"): tab, UInt8(ascii: "r"): carriageReturn, UInt8(ascii: "0"): 0,
        ]
        let code = bytes[index + 1]
        if let replacement = simple[code] { return .success(([replacement], index + 2)) }
        guard code == UInt8(ascii: "u") else {
            let shown = String(decoding: bytes[index..<min(index + 2, bytes.count)], as: UTF8.self)
            return .failure(EscapeFailure(
                message: "unknown escape '\(shown)' in string (use \\\\ \\\" \\n \\t \\r \\0 or \\u{...})",
                next: index + 2))
        }
        let usage = "write \\u{...} with 1 to 8 hex digits naming a Unicode scalar, e.g. \\u{1F600}"
        guard index + 2 < bytes.count, bytes[index + 2] == UInt8(ascii: "{") else {
            return .failure(EscapeFailure(message: "malformed \\u escape: " + usage, next: index + 2))
        }
        var cursor = index + 3
        var digits = ""
        while cursor < bytes.count, bytes[cursor] != UInt8(ascii: "}"), bytes[cursor] != doubleQuote, digits.count <= 8 {
            digits.unicodeScalars.append(Unicode.Scalar(bytes[cursor]))
            cursor += 1
        }
        guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "}"), (1...8).contains(digits.count),
            let number = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(number)
        else {
            return .failure(EscapeFailure(message: "malformed \\u escape: " + usage, next: cursor))
        }
        return .success((Array(String(Character(scalar)).utf8), cursor + 1))
    }
}
