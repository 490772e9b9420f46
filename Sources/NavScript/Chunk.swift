/// A complete piece of source: one or more whole lines in which every quote and `{` block
/// is closed, so it can be parsed on its own. Statements never span chunks.
public struct Chunk: Sendable {
    /// The lines joined with `\n`, without a final newline.
    public let bytes: [UInt8]
    public let file: String
    public let firstLine: Int

    public init(bytes: [UInt8], file: String, firstLine: Int) {
        self.bytes = bytes
        self.file = file
        self.firstLine = firstLine
    }

    public init(_ text: String, file: String = "<input>", firstLine: Int = 1) {
        self.init(bytes: Array(text.utf8), file: file, firstLine: firstLine)
    }

    /// The line and character column of a byte offset.
    public func location(at offset: Int) -> SourceLocation {
        let offset = min(max(offset, 0), bytes.count)
        var line = firstLine
        var lineStart = 0
        for index in 0..<offset where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        var column = 1
        for index in lineStart..<offset where bytes[index] & 0xC0 != 0x80 {
            column += 1
        }
        return SourceLocation(file: file, line: line, column: column)
    }

    /// The text of the line holding `offset`.
    public func lineText(at offset: Int) -> String {
        let offset = min(max(offset, 0), bytes.count)
        var start = offset
        while start > 0 && bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        var end = offset
        while end < bytes.count && bytes[end] != UInt8(ascii: "\n") { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    public func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    public func diagnostic(at offset: Int, _ message: String) -> Diagnostic {
        Diagnostic(location: location(at: offset), message: message, sourceLine: lineText(at: offset))
    }
}
