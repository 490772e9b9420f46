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
    private var slots: UnsafeMutableBufferPointer<UInt32>
    private var mask: Int
    /// A slot's low bits hold its row's index plus one (0 is empty), as many as the limit
    /// needs; its high bits, the top bits of the row's hash (a fingerprint).
    private let indexMask: UInt32
    private(set) var count = 0

    /// An empty table for up to `limit` rows, written in `rows`.
    init(rows: RowStore, limit: Int) {
        self.rows = rows
        indexMask = UInt32.max >> min(31, UInt32(clamping: limit).leadingZeroBitCount)
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
        slots[slot] = entry(index, hash)
        return (index, true)
    }

    /// The stored row equal to `row`, or the empty slot where it would go.
    @inline(__always)
    private func find(_ row: UnsafeBufferPointer<Int32>, hash: UInt64) -> (slot: Int, index: Int?) {
        let print = fingerprint(hash)
        let indexMask = self.indexMask
        var slot = home(hash)
        while slots[slot] != 0 {
            let entry = slots[slot]
            if entry & ~indexMask == print {
                let index = Int(entry & indexMask) - 1
                if StateTable.equal(rows[index], row) { return (slot, index) }
            }
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
        navrepl_prefetch(slots.baseAddress.unsafelyUnwrapped + home(hash))
    }

    /// Asks for the stored row the home slot of this hash names, when its fingerprint
    /// matches (the row the look-up will compare), once ``prefetchSlot(_:)`` has brought the slot.
    @inline(__always)
    func prefetchRow(_ hash: UInt64) {
        let entry = slots[home(hash)]
        if entry != 0 && entry & ~indexMask == fingerprint(hash) {
            navrepl_prefetch(rows[Int(entry & indexMask) - 1].baseAddress.unsafelyUnwrapped)
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

    /// A slot: the fingerprint in the high bits, the row's index plus one in the low, so that
    /// a probe reads one word of four bytes, and most slots of other rows are passed over
    /// without reading their rows. (Eight bytes a slot, with the whole hash, took a sixth of
    /// the walk's memory.)
    @inline(__always)
    private func entry(_ index: Int, _ hash: UInt64) -> UInt32 {
        fingerprint(hash) | UInt32(index + 1)
    }

    /// The top bits of the hash, in the slot's bits above the index: 12 at the default limit,
    /// 6 at the largest (``ExplorationBounds/limits``).
    @inline(__always)
    private func fingerprint(_ hash: UInt64) -> UInt32 {
        UInt32(truncatingIfNeeded: hash >> 32) & ~indexMask
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

    /// The slot a row's search starts at, from the low bits of its hash, which are apart
    /// from the fingerprint's high ones.
    @inline(__always)
    private func home(_ hash: UInt64) -> Int { Int(truncatingIfNeeded: hash) & mask }

    /// Doubles the slots, and places every row again by its hash: a slot keeps too few bits
    /// of it to move by. The rows are read in order, and each row's slot is asked for
    /// `slotsAhead` rows before it is written, so that the writes seldom wait on memory: the
    /// growths cost 2–3 % of a walk, for half the table's memory.
    private mutating func grow() {
        slots.deallocate()
        slots = .allocate(capacity: (mask + 1) * 2)
        slots.initialize(repeating: 0)
        mask = slots.count - 1
        let ahead = StateTable.slotsAhead
        var hashes = [UInt64](repeating: 0, count: ahead)
        for index in 0 ..< count + ahead {
            if index >= ahead { place(index - ahead, hashes[index % ahead]) }
            if index < count {
                let hash = StateTable.hash(rows[index])
                prefetchSlot(hash)
                hashes[index % ahead] = hash
            }
        }
    }

    private static let slotsAhead = 16

    @inline(__always)
    private func place(_ index: Int, _ hash: UInt64) {
        var position = home(hash)
        while slots[position] != 0 { position = (position + 1) & mask }
        slots[position] = entry(index, hash)
    }

    /// Bytes the rows and their hash slots take.
    var bytes: Int { rows.bytes(holding: count) + slots.count * 4 }
}
