import NavLanguage
/// A check of generated Swift's structure, for the fuzzer: what user text (a title, an `echo`
/// narration, a name) would break if it escaped the comment or the string literal it is
/// written into. It does not compile the code — the export test compiles a hostile corpus —
/// but finds, at fuzzing speed, the ways text can end a comment or a string early and become
/// code: a line terminator other than `\n`, or a NUL, anywhere; a string literal still open at
/// the end of its line; brackets that do not pair up.
package enum GeneratedSwiftCheck {
    /// What is wrong with `source`, or nil.
    package static func problem(in source: String) -> String? {
        for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let scalar = line.unicodeScalars.first(where: isForbidden) {
                return "line \(index + 1) holds U+\(String(scalar.value, radix: 16, uppercase: true)), which ends a line or a comment in Swift"
            }
        }
        var scanner = Scanner()
        for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let problem = scanner.scan(line) { return "line \(index + 1): \(problem)" }
        }
        return scanner.brackets.isEmpty ? nil : "'\(scanner.brackets.last!)' is never closed"
    }

    /// Line terminators Swift knows besides `\n`, and NUL.
    private static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00, 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: return true
        default: return false
        }
    }

    /// Code, comments, string literals (with interpolations), and the brackets of the code.
    private struct Scanner {
        /// Brackets open in code, and `(` for an interpolation inside a string literal.
        var brackets: [Character] = []
        /// How many of `brackets` are the code inside interpolations, each with the bracket
        /// depth at which it started.
        var interpolations: [Int] = []
        /// Whether a `"""` literal is open (the doc comments of generated code are plain
        /// `///`; a multi-line literal may still appear in a view's text).
        var inMultilineString = false

        mutating func scan(_ line: Substring) -> String? {
            let characters = Array(line.unicodeScalars)
            var index = 0
            var inString = false
            while index < characters.count {
                let scalar = characters[index]
                if inMultilineString {
                    if scalar == "\\" { index += 2; continue }
                    if Scanner.starts(characters, at: index, with: "\"\"\"") {
                        inMultilineString = false
                        index += 3
                        continue
                    }
                    index += 1
                    continue
                }
                if inString {
                    switch scalar {
                    case "\\":
                        if index + 1 < characters.count, characters[index + 1] == "(" {
                            interpolations.append(brackets.count)
                            brackets.append("(")
                            inString = false
                            index += 2
                            continue
                        }
                        index += 2
                    case "\"":
                        inString = false
                        index += 1
                    default:
                        index += 1
                    }
                    continue
                }
                switch scalar {
                case "/" where index + 1 < characters.count && characters[index + 1] == "/":
                    return nil
                case "\"":
                    if Scanner.starts(characters, at: index, with: "\"\"\"") {
                        inMultilineString = true
                        index += 3
                        continue
                    }
                    inString = true
                case "(", "[", "{":
                    brackets.append(Character(scalar))
                case ")", "]", "}":
                    let opening: Character = scalar == ")" ? "(" : scalar == "]" ? "[" : "{"
                    guard brackets.last == opening else { return "'\(scalar)' closes nothing open" }
                    brackets.removeLast()
                    // The end of an interpolation: back inside its string literal.
                    if scalar == ")", let start = interpolations.last, start == brackets.count {
                        interpolations.removeLast()
                        inString = true
                    }
                default:
                    break
                }
                index += 1
            }
            return inString ? "a string literal is still open at the end of the line" : nil
        }

        private static func starts(_ characters: [Unicode.Scalar], at index: Int, with text: String) -> Bool {
            let wanted = Array(text.unicodeScalars)
            return index + wanted.count <= characters.count && Array(characters[index..<index + wanted.count]) == wanted
        }
    }
}
