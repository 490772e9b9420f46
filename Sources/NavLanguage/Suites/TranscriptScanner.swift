/// What each line of a scenario is to its transcript, told line by line in order, so that a
/// script is judged (and rewritten) as it is read, never held whole.
///
/// Transcript lines state the output of the nearest line above them that holds a command
/// (blank and comment lines in between are passed over). A line inside a multi-line string or
/// block is part of its command whatever it starts with: never a transcript line, so that
/// `--update` never changes a command.
struct TranscriptScanner {
    enum Kind: Equatable {
        /// The line holds a command, or is inside one begun above it: output printed while it
        /// is the last line read is its own. `startsCommand` when a command begins on it.
        case owner(startsCommand: Bool)
        /// A transcript line, trailing spaces trimmed.
        case transcript(String)
        /// A blank line or a comment.
        case passive
    }

    /// Where the lines read so far leave the lexer: inside a string or block, or not.
    private var progress = Lexer.Progress()
    private var isFirstLine = true

    /// What `bytes[range]`, the next line (its line ending left out), is.
    mutating func classify(_ bytes: [UInt8], _ range: Range<Int>) -> Kind {
        var range = range
        if isFirstLine {
            // The interpreter reads a file's first line without a byte order mark.
            isFirstLine = false
            if bytes[range].starts(with: [0xEF, 0xBB, 0xBF]) { range = range.lowerBound + 3..<range.upperBound }
        }
        let continues = !progress.isComplete
        if continues || bytes[range].contains(where: { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "'") || $0 == UInt8(ascii: "{") }) {
            progress.scan(bytes, range)
        }
        if continues { return .owner(startsCommand: false) }
        if let transcript = Self.transcriptLine(bytes[range]) { return .transcript(transcript) }
        return Self.holdsCommand(bytes[range]) ? .owner(startsCommand: true) : .passive
    }

    /// The next line, as the interpreter reads it: a line it refuses (bad UTF-8, too long)
    /// drops the block it was in, so the lines after it start afresh.
    mutating func classify(_ line: Line) -> Kind {
        guard line.problem == nil else {
            isFirstLine = false
            progress = Lexer.Progress()
            return .passive
        }
        return classify(line.bytes, line.range)
    }

    /// The line as a transcript line (trailing spaces trimmed), or nil if it is not one.
    static func transcriptLine(_ line: ArraySlice<UInt8>) -> String? {
        guard line.count >= 2, line.first == UInt8(ascii: "#"),
              line[line.startIndex + 1] == UInt8(ascii: ">") || line[line.startIndex + 1] == UInt8(ascii: "!") else { return nil }
        var trimmed = line
        while trimmed.last == UInt8(ascii: " ") { trimmed.removeLast() }
        guard trimmed.count == 2 || line[line.startIndex + 2] == UInt8(ascii: " ") else { return nil }
        return String(decoding: trimmed, as: UTF8.self)
    }

    /// Whether a line holds something to run: not blank, not only a comment.
    private static func holdsCommand(_ line: ArraySlice<UInt8>) -> Bool {
        guard let first = line.first(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }) else { return false }
        return first != UInt8(ascii: "#")
    }

    /// The column of a line's first character other than a space or tab, for reports.
    static func firstColumn(_ line: Line) -> Int {
        var column = 1
        for byte in line.bytes[line.range] {
            guard byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") else { break }
            column += 1
        }
        return column
    }
}
