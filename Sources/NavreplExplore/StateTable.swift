import NavreplKit

internal import CPrefetch

/// The states an exploration has stored, each a row of ``RowLayout`` words in a ``RowStore``,
/// found again through an open-addressing hash table of row numbers (TLC keeps fingerprints;
/// this keeps exact rows). During the walk only the storer uses it. Its slots are raw memory,
/// as an array would check for sharing on every store; it is not copyable, so they have one
/// owner, and are freed with it.
struct StateTable: ~Copyable {
    /// The rows, which the explorer owns and keeps for longer than its table: held without
    /// a count of references, which the storer's look-ups would pay for on every row.
    unowned(unsafe) let rows: RowStore
    private var slots: UnsafeMutableBufferPointer<UInt64>
    private var mask: Int
    private(set) var count = 0

    /// An empty table, whose rows are written in `rows`.
    init(rows: RowStore) {
        self.rows = rows
        slots = .allocate(capacity: 1 << 12)
        slots.initialize(repeating: 0)
        mask = (1 << 12) - 1
    }

    deinit { slots.deallocate() }

    /// Stores `row` unless an equal row is stored; returns its index and whether it is new.
    mutating func insert(_ row: UnsafeBufferPointer<Int32>) -> (index: Int, inserted: Bool) {
        if count * 2 >= slots.count { grow() }
        return insert(row, hash: StateTable.hash(row))
    }

    /// `insert(_:)` of a row whose hash is known, with room made for it by ``reserve(_:)``.
    mutating func insert(_ row: UnsafeBufferPointer<Int32>, hash: UInt64) -> (index: Int, inserted: Bool) {
        let (slot, found) = find(row, hash: hash)
        if let found { return (found, false) }
        let index = count
        rows.write(row, at: index)
        count += 1
        slots[slot] = StateTable.entry(index, StateTable.fingerprint(hash))
        return (index, true)
    }

    /// The stored row equal to `row`, or the empty slot where it would go.
    @inline(__always)
    private func find(_ row: UnsafeBufferPointer<Int32>, hash: UInt64) -> (slot: Int, index: Int?) {
        let print = StateTable.fingerprint(hash)
        var slot = home(print)
        while slots[slot] != 0 {
            let entry = slots[slot]
            let index = Int(UInt32(truncatingIfNeeded: entry)) - 1
            if UInt32(truncatingIfNeeded: entry >> 32) == print && StateTable.equal(rows[index], row) { return (slot, index) }
            slot = (slot + 1) & mask
        }
        return (slot, nil)
    }

    /// Makes room for `count` more rows, so that the table does not grow while they are
    /// looked up.
    mutating func reserve(_ count: Int) {
        while (self.count + count) * 2 >= slots.count { grow() }
    }

    /// Asks for the home slot of the row with this hash to be brought into the cache, for a
    /// look-up a few dozen later: the waits on memory overlap the work in between.
    @inline(__always)
    func prefetchSlot(_ hash: UInt64) {
        navrepl_prefetch(slots.baseAddress.unsafelyUnwrapped + home(StateTable.fingerprint(hash)))
    }

    /// Asks for the stored row the home slot of this hash names, when its fingerprint
    /// matches (the row the look-up will compare), once ``prefetchSlot(_:)`` has brought the slot.
    @inline(__always)
    func prefetchRow(_ hash: UInt64) {
        let print = StateTable.fingerprint(hash)
        let entry = slots[home(print)]
        if entry != 0 && UInt32(truncatingIfNeeded: entry >> 32) == print {
            navrepl_prefetch(rows[Int(UInt32(truncatingIfNeeded: entry)) - 1].baseAddress.unsafelyUnwrapped)
        }
    }

    /// The index of a stored row equal to `row`, if there is one.
    func index(of row: UnsafeBufferPointer<Int32>) -> Int? {
        find(row, hash: StateTable.hash(row)).index
    }

    /// `index(of:)` of a row whose hash is known.
    func index(of row: UnsafeBufferPointer<Int32>, hash: UInt64) -> Int? {
        find(row, hash: hash).index
    }

    /// A slot: the fingerprint in the high half, the row's index plus one in the low (0 is empty),
    /// so that a probe reads one word, and most slots of other rows are passed over without
    /// reading their rows.
    @inline(__always)
    private static func entry(_ index: Int, _ print: UInt32) -> UInt64 {
        UInt64(print) << 32 | UInt64(UInt32(index + 1))
    }

    @inline(__always)
    private static func equal(_ stored: UnsafeBufferPointer<Int32>, _ row: UnsafeBufferPointer<Int32>) -> Bool {
        for offset in 0..<row.count where stored[offset] != row[offset] { return false }
        return true
    }

    @inline(__always)
    static func hash(_ row: UnsafeBufferPointer<Int32>) -> UInt64 {
        var hash: UInt64 = 0x243F_6A88_85A3_08D3
        for word in row {
            hash = (hash ^ UInt64(UInt32(bitPattern: word))) &* 0x9E37_79B9_7F4A_7C15
            hash ^= hash >> 31
        }
        return hash ^ (hash >> 29)
    }

    @inline(__always)
    private static func fingerprint(_ hash: UInt64) -> UInt32 { UInt32(truncatingIfNeeded: hash >> 32) }

    /// The slot a row's search starts at, from its fingerprint, which its slot keeps: so the
    /// table grows by moving slots, without reading a row or hashing one again.
    @inline(__always)
    private func home(_ print: UInt32) -> Int { Int(print) & mask }

    private mutating func grow() {
        let old = slots
        slots = .allocate(capacity: old.count * 2)
        slots.initialize(repeating: 0)
        mask = slots.count - 1
        for entry in old where entry != 0 {
            var position = home(UInt32(truncatingIfNeeded: entry >> 32))
            while slots[position] != 0 { position = (position + 1) & mask }
            slots[position] = entry
        }
        old.deallocate()
    }

    /// Bytes the rows and their hash slots take.
    var bytes: Int { rows.bytes(holding: count) + slots.count * 8 }
}
