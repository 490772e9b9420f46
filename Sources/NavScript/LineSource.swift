#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One line of input, without its line ending, and what is wrong with it, if anything.
public struct Line: Sendable {
    public enum Problem: Hashable, Sendable {
        case invalidUTF8(offset: Int)
        case nulByte(offset: Int)
        case tooLong(length: Int)
    }

    public let bytes: [UInt8]
    public let number: Int
    public let problem: Problem?

    /// The longest line accepted: 1 MiB.
    public static let maximumLength = 1 << 20

    /// Checks `bytes` (a trailing `\r` of a CRLF ending removed) for NUL bytes and bad UTF-8.
    public init(bytes: [UInt8], number: Int) {
        var bytes = bytes
        if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
        self.bytes = bytes
        self.number = number
        self.problem = Line.check(bytes)
    }

    init(tooLong length: Int, number: Int) {
        self.bytes = []
        self.number = number
        self.problem = .tooLong(length: length)
    }

    private static func check(_ bytes: [UInt8]) -> Problem? {
        var ascii = true
        for (offset, byte) in bytes.enumerated() {
            if byte == 0 { return .nulByte(offset: offset) }
            if byte >= 0x80 { ascii = false }
        }
        if ascii { return nil }
        var iterator = bytes.makeIterator()
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

    /// The message a line problem is reported with.
    public var problemMessage: String? {
        switch problem {
        case .invalidUTF8: return "invalid UTF-8 in this line (navrepl reads UTF-8 text only)"
        case .nulByte: return "NUL byte in this line (navrepl reads text only)"
        case .tooLong(let length): return "line of \(length) bytes is longer than the 1 MiB limit"
        case nil: return nil
        }
    }
}

/// Where lines come from: a file, standard input, a string.
public protocol LineSource {
    mutating func nextLine() -> Line?
}

/// Lines of a string, as `-e` and tests give them.
public struct StringLineSource: LineSource {
    private var lines: [[UInt8]]
    private var index = 0

    public init(_ text: String) {
        lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Array.init)
        if text.utf8.last == UInt8(ascii: "\n") { lines.removeLast() }
    }

    public mutating func nextLine() -> Line? {
        guard index < lines.count else { return nil }
        defer { index += 1 }
        let bytes = lines[index]
        if bytes.count > Line.maximumLength { return Line(tooLong: bytes.count, number: index + 1) }
        return Line(bytes: bytes, number: index + 1)
    }
}

/// Lines read from a file descriptor in large blocks. A line over the limit is skipped
/// without being held in memory, and reported.
public final class FileLineSource: LineSource {
    private let descriptor: Int32
    private var buffer = [UInt8](repeating: 0, count: 1 << 16)
    private var start = 0
    private var end = 0
    private var atEnd = false
    private var number = 0
    /// Why reading stopped early, if it did (`is a directory`, an I/O error).
    public private(set) var readError: String?
    /// Asked when a read is interrupted by a signal: true stops reading.
    public var stopOnInterrupt: () -> Bool = { false }
    /// Called before a read that may wait for input, e.g. to flush buffered output first.
    public var willBlock: () -> Void = {}

    public init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    public func nextLine() -> Line? {
        var line: [UInt8] = []
        var length = 0
        var sawAnything = false
        while true {
            if start == end {
                guard refill() else {
                    guard sawAnything else { return nil }
                    number += 1
                    return length > Line.maximumLength ? Line(tooLong: length, number: number) : Line(bytes: line, number: number)
                }
            }
            sawAnything = true
            var newline = start
            while newline < end && buffer[newline] != UInt8(ascii: "\n") { newline += 1 }
            let piece = newline - start
            if length + piece <= Line.maximumLength + 1 {
                line.append(contentsOf: buffer[start..<newline])
            } else if !line.isEmpty {
                line = []
            }
            length += piece
            start = newline
            if newline < end {
                start += 1
                number += 1
                return length > Line.maximumLength ? Line(tooLong: length, number: number) : Line(bytes: line, number: number)
            }
        }
    }

    private func refill() -> Bool {
        guard !atEnd else { return false }
        willBlock()
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                start = 0
                end = count
                return true
            }
            if count < 0 && errno == EINTR && !stopOnInterrupt() { continue }
            if count < 0 && errno != EINTR { readError = String(cString: strerror(errno)) }
            atEnd = true
            return false
        }
    }
}
