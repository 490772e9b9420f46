/// Commands' texts kept one after another, for the undo history and the session log: a value
/// with copy on write, as an array of bytes is, but whose append is a capacity check and a
/// copy of the bytes. (Appending a command's dozen bytes to an array took some 250
/// instructions, as much as the rest of recording the step.)
struct TextStore: Sendable {
    /// The bytes, in memory of its own; shared between copies until one of them changes.
    private final class Storage: @unchecked Sendable {
        // Only a uniquely referenced storage is ever changed (`makeUnique`), so sharing one
        // between threads as a value is safe.
        var base: UnsafeMutablePointer<UInt8>
        var count: Int
        var capacity: Int

        init(capacity: Int) {
            self.capacity = max(capacity, 64)
            self.base = .allocate(capacity: self.capacity)
            self.count = 0
        }

        deinit { base.deallocate() }
    }

    private var storage = Storage(capacity: 0)

    var count: Int { storage.count }

    /// Appends `text`, cut at `limit` bytes with `...` on a character boundary; returns where
    /// it now is.
    mutating func append(_ text: borrowing SourceText, cutAt limit: Int) -> Range<Int> {
        let start = storage.count
        text.withBytes { bytes in
            if bytes.count <= limit {
                append(bytes)
            } else {
                var cut = limit - 3
                while cut > 0, bytes[cut] & 0xC0 == 0x80 { cut -= 1 }
                append(UnsafeBufferPointer(rebasing: bytes[..<cut]))
                let ellipsis: (UInt8, UInt8, UInt8) = (UInt8(ascii: "."), UInt8(ascii: "."), UInt8(ascii: "."))
                withUnsafeBytes(of: ellipsis) { append($0.assumingMemoryBound(to: UInt8.self)) }
            }
        }
        return start..<storage.count
    }

    private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        makeUnique(room: bytes.count)
        (storage.base + storage.count).initialize(from: source, count: bytes.count)
        storage.count += bytes.count
    }

    /// Forgets the first `count` bytes: what was at `count` is then at 0.
    mutating func removeFirst(_ count: Int) {
        guard count > 0 else { return }
        makeUnique(room: 0)
        storage.base.update(from: storage.base + count, count: storage.count - count)
        storage.count -= count
    }

    mutating func removeLast(_ count: Int) {
        makeUnique(room: 0)
        storage.count -= count
    }

    /// The text at `range`, as a copy of its own.
    func text(_ range: Range<Int>) -> SourceText {
        SourceText(bytes: Array(UnsafeBufferPointer(start: storage.base + range.lowerBound, count: range.count)), range: 0..<range.count)
    }

    /// Makes the storage this value's own, with room for `room` more bytes.
    private mutating func makeUnique(room: Int) {
        let needed = storage.count + room
        if !isKnownUniquelyReferenced(&storage) {
            let copy = Storage(capacity: max(needed, storage.capacity))
            copy.base.update(from: storage.base, count: storage.count)
            copy.count = storage.count
            storage = copy
        } else if needed > storage.capacity {
            let grown = Storage(capacity: max(needed, storage.capacity * 2))
            grown.base.update(from: storage.base, count: storage.count)
            grown.count = storage.count
            storage = grown
        }
    }
}
