/// An error tied to the place in the source that caused it.
public struct Diagnostic: Error, Hashable, Sendable {
    public let location: SourceLocation
    public let message: String
    /// The source line the error is on, for showing it with a caret at the prompt.
    public let sourceLine: String?

    public init(location: SourceLocation, message: String, sourceLine: String? = nil) {
        self.location = location
        self.message = message
        self.sourceLine = sourceLine
    }

    /// The one place a diagnostic becomes text: `FILE:LINE:COL: error: MESSAGE`, and, when
    /// `showingSource`, the source line with a caret under the column.
    public func formatted(showingSource: Bool = false, style: TextStyle = .plain) -> String {
        var text = "\(location): " + style.error("error:") + " " + Printable.sanitized(message)
        if showingSource, let line = sourceLine {
            let shown = Printable.sanitized(line)
            let caretColumn = min(max(location.column - 1, 0), shown.count)
            let padding = String(shown.prefix(caretColumn).map { $0 == "\t" ? "\t" : " " })
            text += "\n" + shown + "\n" + padding + style.caret("^")
        }
        return text
    }
}

/// Makes user text safe to print: control characters and terminal escapes are shown
/// escaped, never sent raw to the terminal.
public enum Printable {
    public static func sanitized(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\t") || (0x7F...0x9F).contains(scalar.value)
    }
}
