/// Joins lines into complete chunks: a line that leaves a quote or `{` block open waits
/// for the lines after it. The REPL shows its continuation prompt while `isIncomplete`.
/// A chunk is bounded like a line: one that would grow past `maximumLength` is dropped, and
/// reported where its quote or block opened, so an open quote never holds the rest of the input.
public struct ChunkAssembler {
    /// The longest chunk accepted: 8 MiB, room for an app of 100,000 tabs declared inline.
    public static let maximumLength = 8 << 20

    public let file: String
    private var pending: [UInt8] = []
    private var pendingFirstLine = 0
    private var progress = Lexer.Progress()
    public private(set) var isIncomplete = false

    public init(file: String) {
        self.file = file
    }

    /// The chunk this line completes, its tokens in `tokens`, or nil while more lines are
    /// needed. A line complete on its own becomes a chunk without copying its bytes. Throws,
    /// and drops the chunk, when the line would make it longer than `maximumLength`.
    public mutating func add(_ line: Line, tokens: inout [Token]) throws(Diagnostic) -> Chunk? {
        guard isIncomplete else {
            guard Lexer.tokenize(line.bytes, line.range, into: &tokens) != nil else {
                return Chunk(bytes: line.bytes, range: line.range, file: file, firstLine: line.number)
            }
            pending = Array(line.bytes[line.range])
            pendingFirstLine = line.number
            progress = Lexer.Progress()
            progress.scan(pending, 0..<pending.count)
            isIncomplete = true
            return nil
        }
        if pending.count + 1 + line.range.count > ChunkAssembler.maximumLength {
            let location = SourceLocation(file: file, line: pendingFirstLine, column: 1)
            throw openingProblem(atEnd: false)?.0 ?? Diagnostic(location: location, message: "this block is longer than \(ChunkAssembler.tooLong)")
        }
        pending.append(UInt8(ascii: "\n"))
        let start = pending.count
        pending.append(contentsOf: line.bytes[line.range])
        progress.scan(pending, start..<pending.count)
        guard progress.isComplete, Lexer.tokenize(pending, 0..<pending.count, into: &tokens) == nil else { return nil }
        let chunk = Chunk(bytes: pending, range: 0..<pending.count, file: file, firstLine: pendingFirstLine)
        discard()
        return chunk
    }

    /// Drops a half-typed block (Ctrl-C, or a bad line inside it).
    public mutating func discard() {
        pending = []
        isIncomplete = false
    }

    /// At the end of the input: the error for a block or string still open, if any.
    public mutating func finish() -> (Diagnostic, text: String)? {
        guard isIncomplete else { return nil }
        return openingProblem(atEnd: true)
    }

    /// Drops the open chunk and says where its string or block opened: at the end of the
    /// input, or (`atEnd` false) when it grew too long.
    private mutating func openingProblem(atEnd: Bool) -> (Diagnostic, text: String)? {
        let chunk = Chunk(bytes: pending, range: 0..<pending.count, file: file, firstLine: pendingFirstLine)
        discard()
        let text = chunk.lineText(at: 0)
        var tokens: [Token] = []
        switch Lexer.tokenize(chunk.bytes, chunk.range, into: &tokens) {
        case .string(let start):
            let hint = chunk.bytes[start] == UInt8(ascii: "'")
                ? " (an apostrophe starts a '...' string: put text holding one in double quotes)"
                : " (add the closing quote)"
            guard atEnd else {
                return (chunk.diagnostic(at: start, "this string is still open after \(ChunkAssembler.tooLong)" + hint + "; reading goes on after it"), text)
            }
            return (chunk.diagnostic(at: start, "unterminated string at end of input" + hint), text)
        case .block(let start):
            guard atEnd else {
                return (chunk.diagnostic(at: start, "this '{' block is still open after \(ChunkAssembler.tooLong) (add a '}'); reading goes on after it"), text)
            }
            return (chunk.diagnostic(at: start, "unterminated block at end of input: this '{' is never closed (add a '}')"), text)
        case nil:
            return nil
        }
    }

    private static let tooLong = "8 MiB, the longest a string or block may be"
}
