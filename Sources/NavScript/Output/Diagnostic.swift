import NavigationModel

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
        var text = "\(location): " + style.error("error:") + " " + Escaper.printable.escaped(message)
        if showingSource, let line = sourceLine {
            let shown = Escaper.printable.escaped(line)
            let caretColumn = min(max(location.column - 1, 0), shown.count)
            let padding = String(shown.prefix(caretColumn).map { $0 == "\t" ? "\t" : " " })
            text += "\n" + shown + "\n" + padding + style.caret("^")
        }
        return text
    }
}
