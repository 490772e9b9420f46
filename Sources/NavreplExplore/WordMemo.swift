/// What the findings' passes remember of a state's parts: keys of a fixed number of row
/// words, each to a number. A pass looks one up for every state and every link, and a
/// `Dictionary`'s seeded hash of the words was a quarter of its time; here a key is hashed by
/// one multiply a word and found by open addressing over flat arrays.
struct WordMemo {
    /// The words in a key.
    let width: Int
    private var keys: [Int32] = []
    private var values: [Int32] = []
    /// Each slot holds a key's number plus one, or 0 when empty; at most half are full.
    private var slots = [Int32](repeating: 0, count: 64)

    init(width: Int) {
        self.width = width
    }

    /// The keys remembered.
    var count: Int { values.count }

    /// The number remembered for the first `width` words of `key`, if one is.
    @inline(__always)
    subscript(key: [Int32]) -> Int32? {
        let (_, entry) = find(key)
        return entry.map { values[$0] }
    }

    /// Remembers `value` for the first `width` words of `key`.
    mutating func remember(_ value: Int32, for key: [Int32]) {
        if (values.count + 1) * 2 > slots.count { grow() }
        let (slot, entry) = find(key)
        if let entry {
            values[entry] = value
            return
        }
        keys.append(contentsOf: key[0 ..< width])
        values.append(value)
        slots[slot] = Int32(values.count)
    }

    @inline(__always)
    private func find(_ key: [Int32]) -> (slot: Int, entry: Int?) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: WordMemo.hash(key, width: width)) & mask
        while slots[slot] != 0 {
            let entry = Int(slots[slot]) - 1
            if equal(entry, key) { return (slot, entry) }
            slot = (slot + 1) & mask
        }
        return (slot, nil)
    }

    @inline(__always)
    private func equal(_ entry: Int, _ key: [Int32]) -> Bool {
        let start = entry * width
        for offset in 0..<width where keys[start + offset] != key[offset] { return false }
        return true
    }

    private mutating func grow() {
        slots = [Int32](repeating: 0, count: slots.count * 2)
        let mask = slots.count - 1
        for entry in values.indices {
            var slot = Int(truncatingIfNeeded: WordMemo.hash(keys, from: entry * width, width: width)) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(entry + 1)
        }
    }

    @inline(__always)
    private static func hash(_ words: [Int32], from start: Int = 0, width: Int) -> UInt64 {
        var hash: UInt64 = 0x243F_6A88_85A3_08D3
        for offset in start ..< start + width { hash = (hash ^ UInt64(UInt32(bitPattern: words[offset]))) &* 0x9E37_79B9_7F4A_7C15 }
        return hash ^ (hash >> 32)
    }
}
