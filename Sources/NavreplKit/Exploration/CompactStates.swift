/// The states an exploration has stored, compact: each is a row of `width` 32-bit words — the
/// selected tab, the flags as bits, each tab's stack, then each modal slot's style, root and
/// stack — in one array, found again through an open-addressing hash table of row numbers.
/// Routes and stacks are interned: a route is a number, a stack a number whose parent is the
/// stack one route shorter, so that a push or a pop is one table look-up and a state costs
/// `width` words whatever its stacks hold (TLC keeps fingerprints; this keeps exact rows).
struct CompactStates {
    let tabCount: Int
    let modalSlots: Int
    let width: Int
    private(set) var words: [Int32] = []
    private var slots: [UInt64]
    private var mask: Int
    private var stored = 0

    // Interned routes and stacks.
    private(set) var routes: [Route] = []
    private var routeByObject: [ObjectIdentifier: Int32] = [:]
    private var routeByValue: [Route: Int32] = [:]
    /// Each stack's routes, its parent (the stack without its top) and its top route; stack 0
    /// is the empty stack.
    private(set) var stacks: [[Route]] = [[]]
    private(set) var stackParents: [Int32] = [-1]
    private(set) var stackTops: [Int32] = [-1]
    private var stackChildren: [UInt64: Int32] = [:]

    init(tabCount: Int, modalSlots: Int) {
        self.tabCount = tabCount
        self.modalSlots = modalSlots
        width = 2 + tabCount + 3 * modalSlots
        slots = Array(repeating: 0, count: 1 << 12)
        mask = (1 << 12) - 1
    }

    var count: Int { stored }

    /// Word offsets in a row.
    static let selectedTab = 0
    static let flags = 1
    func tabWord(_ tab: Int) -> Int { 2 + tab }
    func modalWord(_ slot: Int) -> Int { 2 + tabCount + 3 * slot }

    // MARK: Routes and stacks

    mutating func routeNumber(_ route: Route) -> Int32 {
        let object = ObjectIdentifier(route.storage)
        if let number = routeByObject[object] { return number }
        let number: Int32
        if let known = routeByValue[route] {
            number = known
        } else {
            number = Int32(routes.count)
            routes.append(route)
            routeByValue[route] = number
        }
        // Keep the object alive with its number: routes made once (the moves' own) are
        // looked up by identity from then on.
        if routeByObject.count < 1 << 16 { routeByObject[object] = number; retained.append(route) }
        return number
    }
    private var retained: [Route] = []

    /// The stack `parent` with `route` pushed.
    mutating func child(of parent: Int32, pushing route: Int32) -> Int32 {
        let key = UInt64(UInt32(bitPattern: parent)) << 32 | UInt64(UInt32(bitPattern: route))
        if let known = stackChildren[key] { return known }
        let number = Int32(stacks.count)
        stacks.append(stacks[Int(parent)] + [routes[Int(route)]])
        stackParents.append(parent)
        stackTops.append(route)
        stackChildren[key] = number
        return number
    }

    mutating func stackNumber(_ stack: [Route]) -> Int32 {
        var number: Int32 = 0
        for route in stack { number = child(of: number, pushing: routeNumber(route)) }
        return number
    }

    func depth(of stack: Int32) -> Int { stacks[Int(stack)].count }

    // MARK: Rows

    func row(_ index: Int) -> ArraySlice<Int32> {
        words[index * width ..< (index + 1) * width]
    }

    /// Stores `row` unless an equal row is stored; returns its index and whether it is new.
    mutating func insert(_ row: UnsafeBufferPointer<Int32>) -> (index: Int, inserted: Bool) {
        if stored * 2 >= slots.count { grow() }
        let hash = CompactStates.hash(row)
        let print = CompactStates.fingerprint(hash)
        var slot = Int(truncatingIfNeeded: hash) & mask
        let width = self.width
        let found: Int? = slots.withUnsafeBufferPointer { slots in
            words.withUnsafeBufferPointer { words in
                while slots[slot] != 0 {
                    let entry = slots[slot]
                    let index = Int(UInt32(truncatingIfNeeded: entry)) - 1
                    if UInt32(truncatingIfNeeded: entry >> 32) == print && CompactStates.equal(words, index * width, row) { return index }
                    slot = (slot + 1) & mask
                }
                return nil
            }
        }
        if let found { return (found, false) }
        let index = stored
        words.append(contentsOf: row)
        slots[slot] = CompactStates.entry(index, print)
        stored += 1
        return (index, true)
    }

    /// Reads the hash slot of each of `count` rows laid end to end, before any of them is
    /// looked up: the reads do not wait on each other, so their cache misses overlap. The sum
    /// is kept so that the reads are not left out.
    mutating func prefetch(_ rows: UnsafeBufferPointer<Int32>, count: Int) {
        if (stored + count) * 2 >= slots.count { grow() }
        var sum: UInt64 = 0
        slots.withUnsafeBufferPointer { slots in
            for number in 0..<count {
                let hash = CompactStates.hash(UnsafeBufferPointer(rebasing: rows[number * width ..< (number + 1) * width]))
                sum &+= slots[Int(truncatingIfNeeded: hash) & mask]
            }
        }
        touched &+= sum
    }
    private var touched: UInt64 = 0

    /// The index of a stored row equal to `row`, if there is one.
    func index(of row: UnsafeBufferPointer<Int32>) -> Int? {
        let hash = CompactStates.hash(row)
        let print = CompactStates.fingerprint(hash)
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 {
            let entry = slots[slot]
            let index = Int(UInt32(truncatingIfNeeded: entry)) - 1
            if UInt32(truncatingIfNeeded: entry >> 32) == print && words.withUnsafeBufferPointer({ CompactStates.equal($0, index * width, row) }) {
                return index
            }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// A slot: the fingerprint in the high half, the row's index plus one in the low (0 is empty),
    /// so that a probe reads one word, and most slots of other rows are passed over without
    /// reading their rows.
    @inline(__always)
    private static func entry(_ index: Int, _ print: UInt32) -> UInt64 {
        UInt64(print) << 32 | UInt64(UInt32(index + 1))
    }

    @inline(__always)
    private static func equal(_ words: UnsafeBufferPointer<Int32>, _ base: Int, _ row: UnsafeBufferPointer<Int32>) -> Bool {
        for offset in 0..<row.count where words[base + offset] != row[offset] { return false }
        return true
    }

    @inline(__always)
    private static func hash(_ row: UnsafeBufferPointer<Int32>) -> UInt64 {
        var hash: UInt64 = 0x243F_6A88_85A3_08D3
        for word in row {
            hash = (hash ^ UInt64(UInt32(bitPattern: word))) &* 0x9E37_79B9_7F4A_7C15
            hash ^= hash >> 31
        }
        return hash ^ (hash >> 29)
    }

    @inline(__always)
    private static func fingerprint(_ hash: UInt64) -> UInt32 { UInt32(truncatingIfNeeded: hash >> 32) }

    private mutating func grow() {
        let size = slots.count * 2
        slots = Array(repeating: 0, count: size)
        mask = size - 1
        for index in 0..<stored {
            let hash = words.withUnsafeBufferPointer { all in
                CompactStates.hash(UnsafeBufferPointer(rebasing: all[index * width ..< (index + 1) * width]))
            }
            var position = Int(truncatingIfNeeded: hash) & mask
            while slots[position] != 0 { position = (position + 1) & mask }
            slots[position] = CompactStates.entry(index, CompactStates.fingerprint(hash))
        }
    }

    /// Bytes held per stored state: the row, its hash slots, and the interned stacks shared
    /// out among the states.
    var bytesPerState: Int {
        guard count > 0 else { return 0 }
        let stackBytes = stacks.count * (8 + 4 + 4 + 24) + stacks.reduce(0) { $0 + $1.count * 8 }
        return (words.capacity * 4 + slots.count * 8 + stackBytes) / count
    }
}
