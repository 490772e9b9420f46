import Platform

/// Lines, each with the tab it was read in, and a value for each: the command cache's two
/// tables, of whole lines and of templates. A lookup is made for every line, so the table is
/// kept in memory of its own: an open-addressing table of plain keys, the values in a table
/// beside it, and one block for the lines' text. Probing touches no reference counts.
///
/// Bounded in entries and in bytes of text: an insert into a full table empties it first.
final class LineTable<Value> {
    private struct Key {
        /// -1 for an empty slot.
        var tab: Int
        var hash: Int
        var textStart: Int
        var textCount: Int
        /// Where the line started when its statement was read: the statement's offsets are
        /// into that copy of the text.
        var origin: Int

        static var empty: Key { Key(tab: -1, hash: 0, textStart: 0, textCount: 0, origin: 0) }
    }

    /// The most entries kept; the table has twice as many slots, so probes stay short.
    let capacity: Int
    /// The most bytes of line text kept.
    let textCapacity: Int
    private let slotCount: Int
    private let keys: UnsafeMutablePointer<Key>
    /// The value of each slot whose key is not empty; the others are not initialized.
    private let values: UnsafeMutablePointer<Value>
    private let text: UnsafeMutablePointer<UInt8>
    @exclusivity(unchecked) private var count = 0
    @exclusivity(unchecked) private var textCount = 0

    /// A table of at most `capacity` lines (a power of two) and `textCapacity` bytes of text.
    init(capacity: Int, textCapacity: Int) {
        precondition(capacity > 0 && capacity.nonzeroBitCount == 1, "a line table's capacity must be a power of two")
        self.capacity = capacity
        self.textCapacity = textCapacity
        slotCount = 2 * capacity
        keys = .allocate(capacity: slotCount)
        keys.initialize(repeating: .empty, count: slotCount)
        values = .allocate(capacity: slotCount)
        text = .allocate(capacity: textCapacity)
    }

    deinit {
        removeAll()
        keys.deallocate()
        values.deallocate()
        text.deallocate()
    }

    /// The slot holding `line` as read in tab `tab`, if there is one; `hash` is `LineHash.of(line, tab:)`.
    func slot(of line: UnsafeBufferPointer<UInt8>, tab: Int, hash: Int) -> Int? {
        guard let base = line.baseAddress else { return nil }
        var slot = hash & (slotCount - 1)
        while keys[slot].tab >= 0 {
            let key = keys[slot]
            if key.hash == hash && key.tab == tab && key.textCount == line.count
                && System.bytesEqual(text + key.textStart, base, count: line.count) {
                return slot
            }
            slot = (slot + 1) & (slotCount - 1)
        }
        return nil
    }

    /// Whether a line of `length` bytes can be inserted without emptying the table first.
    func hasRoom(for length: Int) -> Bool {
        count < capacity && textCount + length <= textCapacity
    }

    /// The value in an occupied slot, lent in place: reading one of its parts copies that part
    /// alone.
    subscript(slot: Int) -> Value {
        unsafeAddress { UnsafePointer(values + slot) }
    }

    /// Where the line in an occupied slot started when it was read.
    func origin(at slot: Int) -> Int { keys[slot].origin }

    /// Keeps `value` for `line` (at most `longestLine` bytes) read in tab `tab`, in place of
    /// any value it had; an insert into a full table empties it first.
    func insert(_ value: Value, origin: Int, for line: UnsafeBufferPointer<UInt8>, tab: Int, hash: Int) {
        guard let base = line.baseAddress else { return }
        if let existing = slot(of: line, tab: tab, hash: hash) {
            keys[existing].origin = origin
            values[existing] = value
            return
        }
        if count == capacity || textCount + line.count > textCapacity { removeAll() }
        var slot = hash & (slotCount - 1)
        while keys[slot].tab >= 0 { slot = (slot + 1) & (slotCount - 1) }
        (text + textCount).update(from: base, count: line.count)
        keys[slot] = Key(tab: tab, hash: hash, textStart: textCount, textCount: line.count, origin: origin)
        (values + slot).initialize(to: value)
        textCount += line.count
        count += 1
    }

    func removeAll() {
        guard count > 0 else { return }
        for slot in 0..<slotCount where keys[slot].tab >= 0 {
            keys[slot] = .empty
            (values + slot).deinitialize(count: 1)
        }
        count = 0
        textCount = 0
    }
}

/// The hash a line is kept by in a `LineTable`, with the tab it was read in.
enum LineHash {
    /// FNV-1a over 8-byte words: lines are a few dozen bytes, and this is cheaper on them
    /// than `Hasher`.
    static func of(_ line: UnsafeBufferPointer<UInt8>, tab: Int) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(truncatingIfNeeded: tab)
        let raw = UnsafeRawBufferPointer(line)
        var offset = 0
        while offset + 8 <= raw.count {
            hash = (hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0x100_0000_01b3
            offset += 8
        }
        while offset < raw.count {
            hash = (hash ^ UInt64(raw[offset])) &* 0x100_0000_01b3
            offset += 1
        }
        return Int(truncatingIfNeeded: hash ^ (hash >> 29))
    }
}
