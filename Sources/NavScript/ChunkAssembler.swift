/// Joins lines into complete chunks: a line that leaves a quote or `{` block open waits
/// for the lines after it. The REPL shows its continuation prompt while `isIncomplete`.
public struct ChunkAssembler {
    public let file: String
    private var pending: [UInt8] = []
    private var pendingFirstLine = 0
    public private(set) var isIncomplete = false

    public init(file: String) {
        self.file = file
    }

    /// The chunk this line completes, with its tokens, or nil while more lines are needed.
    public mutating func add(_ line: Line) -> (chunk: Chunk, tokens: [Token])? {
        let bytes: [UInt8]
        let firstLine: Int
        if isIncomplete {
            pending.append(UInt8(ascii: "\n"))
            pending.append(contentsOf: line.bytes)
            bytes = pending
            firstLine = pendingFirstLine
        } else {
            bytes = line.bytes
            firstLine = line.number
        }
        let lexed = Lexer.tokenize(bytes)
        if lexed.openConstruct != nil {
            if !isIncomplete {
                pending = bytes
                pendingFirstLine = firstLine
                isIncomplete = true
            }
            return nil
        }
        discard()
        return (Chunk(bytes: bytes, file: file, firstLine: firstLine), lexed.tokens)
    }

    /// Drops a half-typed block (Ctrl-C, or a bad line inside it).
    public mutating func discard() {
        pending = []
        isIncomplete = false
    }

    /// At the end of the input: the error for a block or string still open, if any.
    public mutating func finish() -> (Diagnostic, text: String)? {
        guard isIncomplete else { return nil }
        let chunk = Chunk(bytes: pending, file: file, firstLine: pendingFirstLine)
        discard()
        let text = chunk.lineText(at: 0)
        switch Lexer.tokenize(chunk.bytes).openConstruct {
        case .string(let start):
            let hint = chunk.bytes[start] == UInt8(ascii: "'")
                ? " (an apostrophe starts a '...' string: put text holding one in double quotes)"
                : " (add the closing quote)"
            return (chunk.diagnostic(at: start, "unterminated string at end of input" + hint), text)
        case .block(let start):
            return (chunk.diagnostic(at: start, "unterminated block at end of input: this '{' is never closed (add a '}')"), text)
        case nil:
            return nil
        }
    }
}
