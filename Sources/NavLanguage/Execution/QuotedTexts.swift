/// The double-quoted strings of a line, found by a scan for quotes rather than by the lexer:
/// what may differ between lines the command cache runs from one template (`push detail
/// "n1"`, `push detail "n2"`). Only plain strings count, as the lexer reads them: any bytes
/// but a quote or a backslash between two quotes. A line with a backslash inside quotes, an
/// unclosed quote, or more than `most` strings has none that a template may stand in for.
///
/// The strings' contents are the holes of the line's shape, its text without them (`push
/// detail ""`): lines of one shape, read in one tab, lex alike but for the strings' values.
struct QuotedTexts {
    /// The most strings a templated line may have.
    static let most = 4

    /// Where each string's contents start and end in the line, inside its quotes: four
    /// lanes each (`most`), fixed storage that needs no allocation for every line looked up.
    private var starts = SIMD4<Int>()
    private var ends = SIMD4<Int>()
    private(set) var count = 0

    /// The strings of `line`, or nil if it has none or any a template cannot stand in for.
    init?(in line: UnsafeBufferPointer<UInt8>) {
        var index = 0
        while index < line.count {
            guard line[index] == UInt8(ascii: "\"") else {
                index += 1
                continue
            }
            let start = index + 1
            var close = start
            while close < line.count && line[close] != UInt8(ascii: "\"") {
                guard line[close] != UInt8(ascii: "\\") else { return nil }
                close += 1
            }
            guard close < line.count, count < QuotedTexts.most else { return nil }
            starts[count] = start
            ends[count] = close
            count += 1
            index = close + 1
        }
        guard count > 0 else { return nil }
    }

    /// Where string `index`'s contents start in the line.
    func start(_ index: Int) -> Int { starts[index] }

    /// String `index`'s contents, read from `line`.
    func text(_ index: Int, in line: UnsafeBufferPointer<UInt8>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: line[starts[index]..<ends[index]]), as: UTF8.self)
    }

    /// Writes the line's shape, its bytes but the strings' contents, to `shape`, which has room
    /// for the whole line, and returns its length.
    func writeShape(of line: UnsafeBufferPointer<UInt8>, to shape: UnsafeMutablePointer<UInt8>) -> Int {
        guard let base = line.baseAddress else { return 0 }
        var written = 0, copied = 0
        for index in 0..<count {
            (shape + written).initialize(from: base + copied, count: starts[index] - copied)
            written += starts[index] - copied
            copied = ends[index]
        }
        (shape + written).initialize(from: base + copied, count: line.count - copied)
        return written + line.count - copied
    }
}
