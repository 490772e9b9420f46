/// A complete piece of source: one or more whole lines in which every quote and `{` block
/// is closed, so it can be parsed on its own. Statements never span chunks. A chunk is a
/// range of a block of bytes it shares with the lines around it; offsets are into the block.
public struct Chunk: Sendable {
    public private(set) var bytes: [UInt8]
    public private(set) var range: Range<Int>
    public let file: String
    public private(set) var firstLine: Int
    /// Added to the offsets the methods below are given. Zero, but for a line run from the
    /// command cache: its statement was read from another copy of the same text, and its
    /// offsets are into that copy.
    private(set) var shift: Int

    public init(bytes: [UInt8], range: Range<Int>, file: String, firstLine: Int) {
        self.init(bytes: bytes, range: range, file: file, firstLine: firstLine, shift: 0)
    }

    private init(bytes: [UInt8], range: Range<Int>, file: String, firstLine: Int, shift: Int) {
        self.bytes = bytes
        self.range = range
        self.file = file
        self.firstLine = firstLine
        self.shift = shift
    }

    /// Makes this chunk the line `line`, taking offsets into a copy of its text that started
    /// at `origin`: how the lines run from the command cache become chunks. The chunk is
    /// reused from line to line, and takes a new block only when the line is in another one,
    /// so that this costs no reference counting.
    mutating func become(_ line: borrowing Line, offsetsFrom origin: Int) {
        let sameBlock = bytes.withUnsafeBufferPointer { mine in
            line.bytes.withUnsafeBufferPointer { theirs in mine.baseAddress == theirs.baseAddress && mine.count == theirs.count }
        }
        if !sameBlock { bytes = line.bytes }
        range = line.range
        firstLine = line.number
        shift = line.range.lowerBound - origin
    }

    /// The line an offset is on.
    public func line(at offset: Int) -> Int {
        let offset = offset + shift
        var line = firstLine
        for index in range.lowerBound..<min(max(offset, range.lowerBound), range.upperBound) where bytes[index] == UInt8(ascii: "\n") {
            line += 1
        }
        return line
    }

    /// The line and character column of a byte offset.
    public func location(at offset: Int) -> SourceLocation {
        let offset = min(max(offset + shift, range.lowerBound), range.upperBound)
        var line = firstLine
        var lineStart = range.lowerBound
        for index in range.lowerBound..<offset where bytes[index] == UInt8(ascii: "\n") {
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
        let offset = min(max(offset + shift, range.lowerBound), range.upperBound)
        var start = offset
        while start > range.lowerBound && bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        var end = offset
        while end < range.upperBound && bytes[end] != UInt8(ascii: "\n") { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    public func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range.lowerBound + shift..<range.upperBound + shift], as: UTF8.self)
    }

    /// The text of a token: a word as written, a label without its colon, a string's value.
    public func text(_ token: Token) -> String {
        switch token.kind {
        case .string: return Lexer.value(of: token, in: bytes)
        case .label: return text(token.start..<token.end - 1)
        case .invalid: return Lexer.problem(in: token, bytes: bytes).message
        default: return text(token.start..<token.end)
        }
    }

    public func sourceText(_ range: Range<Int>) -> SourceText {
        SourceText(bytes: bytes, range: range.lowerBound + shift..<range.upperBound + shift)
    }

    public func diagnostic(at offset: Int, _ message: String) -> Diagnostic {
        Diagnostic(location: location(at: offset), message: message, sourceLine: lineText(at: offset))
    }
}
