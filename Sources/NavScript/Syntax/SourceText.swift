/// A run of source bytes, shared with the block it was read in: a command's text kept
/// without copying it (for `history`, `--json` and `--echo`), made a string only when shown.
public struct SourceText: Sendable, CustomStringConvertible {
    let bytes: [UInt8]
    let start: Int
    let end: Int

    init(bytes: [UInt8], range: Range<Int>) {
        self.bytes = bytes
        self.start = range.lowerBound
        self.end = range.upperBound
    }

    public init(_ text: String) {
        self.init(bytes: Array(text.utf8), range: 0..<text.utf8.count)
    }

    public static let empty = SourceText(bytes: [], range: 0..<0)

    public var description: String {
        String(decoding: bytes[start..<end], as: UTF8.self)
    }
}

extension SourceText {
    /// Appends the text's bytes to `buffer`, straight from the block's memory (no slice of the
    /// block is made or kept), cut at `limit` bytes with `...` on a character boundary: how
    /// logs keep a command's own text without keeping the block of input it was read from.
    func append(to buffer: inout [UInt8], cutAt limit: Int) {
        bytes.withUnsafeBufferPointer { block in
            if end - start <= limit {
                buffer.append(contentsOf: UnsafeBufferPointer(rebasing: block[start..<end]))
            } else {
                var cut = start + limit - 3
                while cut > start, block[cut] & 0xC0 == 0x80 { cut -= 1 }
                buffer.append(contentsOf: UnsafeBufferPointer(rebasing: block[start..<cut]))
                buffer.append(contentsOf: "...".utf8)
            }
        }
    }
}
