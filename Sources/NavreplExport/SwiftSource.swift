import NavLanguage
/// Swift source being written, line by line, four spaces a level: what `export swift` and
/// `export tests` build their files with.
package struct SwiftSource {
    package private(set) var text = ""
    private var indent = ""

    package init() {}

    /// One line at the current indentation; an empty string is an empty line.
    package mutating func line(_ line: String = "") {
        text += line.isEmpty ? "\n" : indent + line + "\n"
    }

    /// Several lines, each at the current indentation.
    mutating func lines(_ lines: [String]) {
        for line in lines { self.line(line) }
    }

    /// `header {`, the body one level in, then `}`.
    package mutating func block(_ header: String, _ body: (inout SwiftSource) -> Void) {
        line(header + " {")
        indent += "    "
        body(&self)
        indent.removeLast(4)
        line("}")
    }

    /// Text already laid out, at the top level.
    mutating func append(_ text: String) {
        self.text += text
    }

    /// `header {` (a `switch`), its cases at the same level as the switch, then `}`.
    mutating func cases(_ header: String, _ body: (inout SwiftSource) -> Void) {
        line(header + " {")
        body(&self)
        line("}")
    }

    /// Lines one level in, without braces: a case's body.
    mutating func indented(_ body: (inout SwiftSource) -> Void) {
        indent += "    "
        body(&self)
        indent.removeLast(4)
    }

    /// A `///` comment over the next declaration.
    mutating func doc(_ comment: String) {
        for part in SwiftSource.commentLines(comment) { line(part.isEmpty ? "///" : "/// " + part) }
    }

    /// A `//` comment, one line for each line of `text`.
    package mutating func comment(_ text: String) {
        for part in SwiftSource.commentLines(text) { line(part.isEmpty ? "//" : "// " + part) }
    }

    /// `text` cut into the lines a Swift comment may hold: Swift ends a line comment at any
    /// line terminator (LF, CR, CR LF, NEL, LS, PS), so text from users (a title, an echo) is
    /// cut at every one of them, and NUL is dropped, so that nothing in it can end the comment
    /// and become code.
    static func commentLines(_ text: String) -> [String] {
        var lines: [String] = []
        var current = ""
        var afterCR = false
        for scalar in text.unicodeScalars {
            defer { afterCR = scalar == "\r" }
            switch scalar {
            case "\n" where afterCR:
                continue
            case "\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}":
                lines.append(current)
                current = ""
            case "\0":
                continue
            default:
                current.unicodeScalars.append(scalar)
            }
        }
        lines.append(current)
        return lines
    }
}
