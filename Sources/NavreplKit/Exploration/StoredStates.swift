/// What the walk's storer keeps: the states found, each with the state and the move that
/// first reached it, and every accepted move as an edge. An object of its own, apart from the
/// explorer, so that the storer's writes and the expander's (on another thread) never fall in
/// one cache line, which the two cores would pass back and forth.
final class StoredStates {
    /// The stored states, found again by their rows.
    @exclusivity(unchecked) private(set) var table: StateTable
    /// For each state, the state it was first reached from and which of that state's moves.
    @exclusivity(unchecked) private(set) var parents: [Int32] = [-1]
    @exclusivity(unchecked) private(set) var ordinals: [Int32] = [-1]
    /// The accepted moves: each state's successors, in `successors[firsts[i] ..< firsts[i + 1]]`.
    @exclusivity(unchecked) private(set) var successors: [Int32] = []
    @exclusivity(unchecked) private(set) var firsts: [Int32] = [0]
    /// Whether the walk stopped at `limit` states.
    @exclusivity(unchecked) private(set) var isLimited = false
    private let limit: Int
    /// The hashes of one state's successors, kept for the next state's.
    private var hashes: [UInt64] = []

    /// No states yet, their rows to be written in `rows`.
    init(rows: RowStore, limit: Int) {
        table = StateTable(rows: rows)
        self.limit = limit
    }

    /// Stores the start, the first state.
    func start(at row: UnsafeBufferPointer<Int32>) {
        _ = table.insert(row)
        isLimited = table.count >= limit
    }

    /// Keeps what an expansion found. Each state's successors are looked up together: their
    /// hash slots are read one after the other before any is compared, so that the memory
    /// waits overlap (the look-ups, not the engine, are half the walk's time).
    func store(_ expansion: Explorer.Expansion) {
        let width = table.rows.width
        var move = 0
        var offset = 0
        var hashes = self.hashes
        self.hashes = []
        defer { self.hashes = hashes }
        expansion.rows.withUnsafeBufferPointer { laidOut in
            for (number, end) in expansion.ends.enumerated() {
                let index = expansion.first + number
                let end = Int(end)
                var reached = 0
                for position in move..<end where expansion.moves[position] >= 0 { reached += 1 }
                table.prefetch(UnsafeBufferPointer(rebasing: laidOut[offset ..< offset + reached * width]), count: reached, hashes: &hashes)
                var nextHash = 0
                for position in move..<end {
                    let ordinal = expansion.moves[position]
                    guard ordinal >= 0 else {
                        successors.append(Int32(index))
                        continue
                    }
                    let successor = UnsafeBufferPointer(rebasing: laidOut[offset ..< offset + width])
                    let hash = hashes[nextHash]
                    offset += width
                    nextHash += 1
                    if isLimited {
                        if let known = table.index(of: successor) { successors.append(Int32(known)) }
                        continue
                    }
                    let (stored, inserted) = table.insert(successor, hash: hash)
                    if inserted {
                        parents.append(Int32(index))
                        ordinals.append(ordinal)
                        if table.count >= limit { isLimited = true }
                    }
                    successors.append(Int32(stored))
                }
                firsts.append(Int32(successors.count))
                move = end
            }
        }
    }

    /// Bytes the edges take.
    var edgeBytes: Int { parents.capacity * 4 + ordinals.capacity * 4 + successors.capacity * 4 + firsts.capacity * 4 }
}
