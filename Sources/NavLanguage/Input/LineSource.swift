import Platform

/// One line of input, without its line ending: a range of a block of bytes it shares with
/// the lines around it (so reading a line copies nothing), and what is wrong with it, if anything.
public struct Line: Sendable {
    public enum Problem: Hashable, Sendable {
        case invalidUTF8(offset: Int)
        case nulByte(offset: Int)
        /// A carriage return inside the line: a file with bare-CR (classic Mac) line endings.
        case carriageReturn(offset: Int)
        case tooLong(length: Int)
        /// Not a line: the half-typed block before it is dropped (Ctrl-C at a prompt).
        case abandonsBlock
    }

    /// The block holding the line; the line is `bytes[range]`.
    public let bytes: [UInt8]
    public let range: Range<Int>
    public let number: Int
    public let problem: Problem?

    /// The longest line accepted: 1 MiB.
    public static let maximumLength = 1 << 20

    /// Checks `bytes[range]` (a trailing `\r` of a CRLF ending left out) for NUL bytes and bad
    /// UTF-8, unless the caller knows the whole block to be plain ASCII without NUL bytes.
    public init(bytes: [UInt8], range: Range<Int>, number: Int) {
        self.init(bytes: bytes, range: range, number: number, blockIsPlain: false)
    }

    init(bytes: [UInt8], range: Range<Int>, number: Int, blockIsPlain: Bool) {
        var range = range
        if range.upperBound > range.lowerBound && bytes[range.upperBound - 1] == UInt8(ascii: "\r") {
            range = range.lowerBound..<range.upperBound - 1
        }
        self.bytes = bytes
        self.range = range
        self.number = number
        self.problem = blockIsPlain ? nil : Line.check(bytes, range)
    }

    public init(_ text: String, number: Int = 1) {
        let bytes = Array(text.utf8)
        self.init(bytes: bytes, range: 0..<bytes.count, number: number)
    }

    /// The line a prompt gives for Ctrl-C: whatever block was being typed is dropped.
    public static func abandoningBlock(number: Int) -> Line {
        Line(problem: .abandonsBlock, number: number)
    }

    /// The line without a UTF-8 byte-order mark at its start (which some editors write at
    /// the start of a file).
    public func withoutByteOrderMark() -> Line {
        guard range.count >= 3, bytes[range.lowerBound] == 0xEF, bytes[range.lowerBound + 1] == 0xBB,
              bytes[range.lowerBound + 2] == 0xBF else { return self }
        return Line(bytes: bytes, range: range.lowerBound + 3..<range.upperBound, number: number)
    }

    /// Whether this drops the block being typed, rather than being a line.
    public var abandonsBlock: Bool { problem == .abandonsBlock }

    public init(tooLong length: Int, number: Int) {
        self.init(problem: .tooLong(length: length), number: number)
    }

    private init(problem: Problem, number: Int) {
        self.bytes = []
        self.range = 0..<0
        self.number = number
        self.problem = problem
    }

    private static func check(_ bytes: [UInt8], _ range: Range<Int>) -> Problem? {
        if isPlainASCII(bytes, range) { return nil }
        for offset in range where bytes[offset] == 0 {
            return .nulByte(offset: offset - range.lowerBound)
        }
        for offset in range where bytes[offset] == UInt8(ascii: "\r") {
            return .carriageReturn(offset: offset - range.lowerBound)
        }
        var iterator = bytes[range].makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .emptyInput: return nil
            case .error: return .invalidUTF8(offset: offset)
            }
        }
    }

    /// True when no byte is NUL, a carriage return or above 0x7F, tested eight bytes at a time.
    static func isPlainASCII(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, !range.isEmpty else { return true }
            var index = range.lowerBound
            let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
            let returns: UInt64 = 0x0D0D_0D0D_0D0D_0D0D
            while index + 8 <= range.upperBound {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                // A high bit set, or a zero byte (the classic has-zero-byte test), or a CR
                // (a zero byte once CRs are turned to zeros).
                let crs = word ^ returns
                if word & highs != 0 || (word &- ones) & ~word & highs != 0 || (crs &- ones) & ~crs & highs != 0 { return false }
                index += 8
            }
            while index < range.upperBound {
                if base[index] == 0 || base[index] == 0x0D || base[index] >= 0x80 { return false }
                index += 1
            }
            return true
        }
    }

    /// The column a line problem is reported at: the bad byte's (counted in characters
    /// before it), or 1 for a line too long.
    public var problemColumn: Int {
        switch problem {
        case .invalidUTF8(let offset), .nulByte(let offset), .carriageReturn(let offset):
            let end = range.lowerBound + min(offset, range.count)
            return bytes[range.lowerBound..<end].reduce(1) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
        default:
            return 1
        }
    }

    /// The message a line problem is reported with.
    public var problemMessage: String? {
        switch problem {
        case .invalidUTF8: return "invalid UTF-8 in this line (navrepl reads UTF-8 text only)"
        case .nulByte: return "NUL byte in this line (navrepl reads text only)"
        case .carriageReturn:
            return "carriage return (\\r) inside this line: the file seems to end its lines with CR alone (old Mac style); navrepl reads LF or CRLF line endings (convert it, e.g. with tr '\\r' '\\n')"
        case .tooLong(let length): return "line of \(length) bytes is longer than the 1 MiB limit"
        case .abandonsBlock, nil: return nil
        }
    }
}

/// Where lines come from: a file, standard input, a string, the prompt.
public protocol LineSource {
    mutating func nextLine() -> Line?
    /// Whether a person types the lines: then Ctrl-C stops the command running but not the
    /// session, and Ctrl-D inside a block just leaves.
    var isInteractive: Bool { get }
}

extension LineSource {
    public var isInteractive: Bool { false }
}

/// Lines of a string or of bytes in memory, as `-e`, tests and the fuzzer give them; they
/// all share one block.
public struct StringLineSource: LineSource {
    private let bytes: [UInt8]
    private var position = 0
    private var number = 0

    public init(_ text: String) {
        bytes = Array(text.utf8)
    }

    public init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    public mutating func nextLine() -> Line? {
        guard position < bytes.count else { return nil }
        let start = position
        var end = start
        while end < bytes.count && bytes[end] != UInt8(ascii: "\n") { end += 1 }
        position = end + 1
        number += 1
        if end - start > Line.maximumLength { return Line(tooLong: end - start, number: number) }
        return Line(bytes: bytes, range: start..<end, number: number)
    }
}

/// Lines read from a file descriptor in blocks of 1 MiB. A block is never changed once
/// lines are cut from it: the partial line at its end starts the next block. A line over
/// the limit is skipped without being held in memory, and reported. (Used from one thread;
/// the per-line state skips the run-time exclusivity checks.)
public final class FileLineSource: LineSource {
    private let descriptor: Int32
    @exclusivity(unchecked) private var block: [UInt8] = []
    /// Whether the whole block is plain ASCII without NUL bytes, checked once when it is read
    /// (a word at a time) so that its lines need no checking of their own.
    @exclusivity(unchecked) private var blockIsPlain = false
    @exclusivity(unchecked) private var position = 0
    @exclusivity(unchecked) private var atEnd = false
    @exclusivity(unchecked) private var number = 0
    /// Why reading stopped early, if it did (`is a directory`, an I/O error).
    public private(set) var readError: String?
    /// Asked when a read is interrupted by a signal: true stops reading.
    public var stopOnInterrupt: () -> Bool = { false }
    /// Called before a read that may wait for input, e.g. to flush buffered output first.
    public var willBlock: () -> Void = {}

    static let blockSize = 1 << 20

    public init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    public func nextLine() -> Line? {
        while true {
            if let newline = findNewline(from: position) {
                let start = position
                position = newline + 1
                number += 1
                if newline - start > Line.maximumLength { return Line(tooLong: newline - start, number: number) }
                return Line(bytes: block, range: start..<newline, number: number, blockIsPlain: blockIsPlain)
            }
            if block.count - position > Line.maximumLength + 1 {
                return skipLongLine()
            }
            guard readMore() else {
                guard position < block.count else { return nil }
                let start = position
                position = block.count
                number += 1
                return Line(bytes: block, range: start..<block.count, number: number)
            }
        }
    }

    private func findNewline(from start: Int) -> Int? {
        block.withUnsafeBufferPointer { bytes -> Int? in
            guard start < bytes.count, let base = bytes.baseAddress else { return nil }
            guard let offset = System.firstOffset(of: UInt8(ascii: "\n"), in: base + start, count: bytes.count - start) else { return nil }
            return start + offset
        }
    }

    /// A line longer than the limit: read on to its end, keeping nothing, and report its length.
    private func skipLongLine() -> Line {
        var length = block.count - position
        block = []
        position = 0
        while readMore() {
            if let newline = findNewline(from: 0) {
                length += newline
                position = newline + 1
                number += 1
                return Line(tooLong: length, number: number)
            }
            length += block.count
            block = []
        }
        number += 1
        return Line(tooLong: length, number: number)
    }

    /// Starts a new block holding the unread tail of the old one and then up to a block's
    /// worth of new input. False at the end of the input.
    private func readMore() -> Bool {
        guard !atEnd else { return false }
        willBlock()
        while true {
            var result = 0
            let tail = block[position...]
            var fresh = [UInt8](unsafeUninitializedCapacity: tail.count + FileLineSource.blockSize) { buffer, count in
                let copied = buffer.initialize(fromContentsOf: tail)
                result = System.read(descriptor, into: UnsafeMutableRawBufferPointer(start: buffer.baseAddress! + copied, count: FileLineSource.blockSize))
                count = copied + max(result, 0)
            }
            if result < 0 && SystemError.last.isInterruption && !stopOnInterrupt() { continue }
            if result < 0 && !SystemError.last.isInterruption { readError = SystemError.last.message }
            // A short read (a small file, a pipe fed line by line) gets a block of its own
            // size, so that lines kept for `history` do not hold on to a mostly empty block.
            if fresh.count < FileLineSource.blockSize / 4 {
                fresh = [UInt8](unsafeUninitializedCapacity: fresh.count) { buffer, count in
                    count = buffer.initialize(fromContentsOf: fresh)
                }
            }
            block = fresh
            blockIsPlain = Line.isPlainASCII(block, 0..<block.count)
            position = 0
            if result > 0 { return true }
            atEnd = true
            return false
        }
    }
}
