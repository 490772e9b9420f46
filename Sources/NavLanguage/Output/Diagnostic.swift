import NavreplKit

/// An error tied to the place in the source that caused it.
public struct Diagnostic: Error, Hashable, Sendable {
    public let location: SourceLocation
    public let message: String
    /// The source line the error is on, for showing it with a caret at the prompt.
    public let sourceLine: String?
    /// What an expectation wanted and what it found, for a test report's compact diff.
    public private(set) var comparison: Comparison?
    /// What the failed command had tried, for the session's readers (exported tests write
    /// the same attempt, refused): the router call refused, or an `open`'s link that did not read.
    public private(set) var attempt: Attempt?

    public enum Attempt: Hashable, Sendable {
        case call(NavigationOperation)
        case link(String)
    }

    /// An expectation's two sides, each as one line of text.
    public struct Comparison: Hashable, Sendable {
        public let expected: String
        public let actual: String
    }

    public init(location: SourceLocation, message: String, sourceLine: String? = nil) {
        self.location = location
        self.message = message
        self.sourceLine = sourceLine
    }

    /// The same error, carrying what was expected and what was found.
    public func comparing(expected: String, actual: String) -> Diagnostic {
        var diagnostic = self
        diagnostic.comparison = Comparison(expected: expected, actual: actual)
        return diagnostic
    }

    /// The same error, saying what the command had tried.
    func attempting(_ attempt: Attempt) -> Diagnostic {
        var diagnostic = self
        diagnostic.attempt = attempt
        return diagnostic
    }

    /// The one place a diagnostic becomes text: `FILE:LINE:COL: error: MESSAGE`, and, when
    /// `showingSource`, the source line with a caret under the column.
    public func formatted(showingSource: Bool = false, style: TextStyle = .plain) -> String {
        // A message of several lines (navrepl-import's notes, one a line) keeps them, each
        // escaped and indented, so that none can pass for a diagnostic of its own.
        let lines = message.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, line in
            (index == 0 || line.hasPrefix("  ") ? "" : "  ") + Escaper.printable.escaped(String(line))
        }
        var text = "\(location): " + style.error("error:") + " " + lines.joined(separator: "\n")
        if showingSource, let line = sourceLine {
            let shown = Escaper.printable.escaped(line)
            let caretColumn = min(max(location.column - 1, 0), shown.count)
            let padding = String(shown.prefix(caretColumn).map { $0 == "\t" ? "\t" : " " })
            text += "\n" + shown + "\n" + padding + style.caret("^")
        }
        return text
    }
}
