import NavreplKit

/// A map from 64-bit keys to numbers, for the ``Interner``'s look-ups, which the walk makes for
/// every move: open addressing with a multiplicative hash, where a `Dictionary` would run
/// SipHash (half the cost of a push) on keys that are already well spread or small.
struct NumberTable {
    /// Each slot's key plus one (0 is an empty slot) and its number.
    private var keys: [UInt64]
    private var numbers: [Int32]
    private var mask: Int
    private(set) var count = 0

    init() {
        keys = Array(repeating: 0, count: 64)
        numbers = Array(repeating: 0, count: 64)
        mask = 63
    }

    /// The number kept for `key`, if any. Keys are at most `UInt64.max - 1`.
    subscript(key: UInt64) -> Int32? {
        let stored = key &+ 1
        var slot = NumberTable.slot(of: stored, mask)
        while keys[slot] != 0 {
            if keys[slot] == stored { return numbers[slot] }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// Keeps `number` for `key`, which has none yet: the interner never renumbers nor forgets.
    mutating func add(_ number: Int32, for key: UInt64) {
        if (count + 1) * 2 > keys.count { grow() }
        let stored = key &+ 1
        var slot = NumberTable.slot(of: stored, mask)
        while keys[slot] != 0 { slot = (slot + 1) & mask }
        count += 1
        keys[slot] = stored
        numbers[slot] = number
    }

    @inline(__always)
    private static func slot(of key: UInt64, _ mask: Int) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    }

    private mutating func grow() {
        let (oldKeys, oldNumbers) = (keys, numbers)
        keys = Array(repeating: 0, count: oldKeys.count * 2)
        numbers = Array(repeating: 0, count: oldKeys.count * 2)
        mask = keys.count - 1
        for index in oldKeys.indices where oldKeys[index] != 0 {
            var slot = NumberTable.slot(of: oldKeys[index], mask)
            while keys[slot] != 0 { slot = (slot + 1) & mask }
            keys[slot] = oldKeys[index]
            numbers[slot] = oldNumbers[index]
        }
    }

    /// Bytes the table takes.
    var bytes: Int { keys.count * 12 }
}
