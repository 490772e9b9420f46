/// Where the route printer and the escaper write UTF-8: a growing array, or, for a route's own
/// printed form, first a count of the bytes and then room made for exactly that many.
public protocol ByteSink {
    mutating func append(_ byte: UInt8)
    mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>)
    /// Appends `text` as UTF-8.
    mutating func append(utf8 text: String)
}

extension Array: ByteSink where Element == UInt8 {}

extension ByteSink {
    /// Appends `text` as UTF-8 in one copy. (`+= text.utf8` goes byte by byte for short
    /// strings, which Swift keeps inside the string value rather than in contiguous storage.)
    @inline(__always)
    public mutating func append(utf8 text: String) {
        var text = text
        text.withUTF8 { append(contentsOf: $0) }
    }
}

/// Counts the bytes written to it.
struct ByteCounter: ByteSink {
    private(set) var count = 0

    mutating func append(_ byte: UInt8) { count += 1 }
    mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>) { count += bytes.count }
    mutating func append(utf8 text: String) { count += text.utf8.count }
}

/// Writes bytes into memory the caller made room in, counted beforehand.
struct ByteWriter: ByteSink {
    private var next: UnsafeMutablePointer<UInt8>

    init(_ start: UnsafeMutablePointer<UInt8>) {
        next = start
    }

    mutating func append(_ byte: UInt8) {
        next.initialize(to: byte)
        next += 1
    }

    mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress else { return }
        next.initialize(from: base, count: bytes.count)
        next += bytes.count
    }
}
