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
    /// Calls `body` with the text's bytes, where they are in the block.
    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try bytes.withUnsafeBufferPointer { block in try body(UnsafeBufferPointer(rebasing: block[start..<end])) }
    }
}
