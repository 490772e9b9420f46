/// Where the route printer and the escaper write UTF-8: a growing array, or, for a route's own
/// printed form, room on the stack and then room made for exactly the bytes written.
package protocol ByteSink {
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
    package mutating func append(utf8 text: String) {
        var text = text
        text.withUTF8 { append(contentsOf: $0) }
    }
}

/// Writes bytes into room of a fixed size while they fit, and counts them all: a text that
/// did not fit is known by its count to be longer than the room.
struct DraftWriter: ByteSink {
    private let room: UnsafeMutableBufferPointer<UInt8>
    private(set) var count = 0

    init(_ room: UnsafeMutableBufferPointer<UInt8>) {
        self.room = room
    }

    mutating func append(_ byte: UInt8) {
        if count < room.count { room[count] = byte }
        count += 1
    }

    mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>) {
        if count + bytes.count <= room.count, let base = bytes.baseAddress {
            (room.baseAddress! + count).update(from: base, count: bytes.count)
        }
        count += bytes.count
    }
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
