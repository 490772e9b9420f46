/// What the walk's storer keeps: the states found, each with the state and the move that
/// first reached it, and every accepted move as an edge. An object of its own, apart from the
/// explorer, so that the storer's writes and the expander's (on another thread) never fall in
/// one cache line, which the two cores would pass back and forth.
final class StoredStates {
    /// The stored states, found again by their rows.
    @exclusivity(unchecked) private(set) var table: StateTable
    /// For each state, the state it was first reached from and which of that state's moves.
    @exclusivity(unchecked) private(set) var parents = Column<Int32>()
    @exclusivity(unchecked) private(set) var ordinals = Column<Int32>()
    /// The accepted moves: each state's successors, in `successors[firsts[i] ..< firsts[i + 1]]`.
    @exclusivity(unchecked) private var successors = Column<Int32>()
    @exclusivity(unchecked) private var firsts = Column<Int32>()
    /// Whether the walk stopped at `limit` states.
    @exclusivity(unchecked) private(set) var isLimited = false
    private let limit: Int

    /// No states yet, their rows to be written in `rows`.
    init(rows: RowStore, limit: Int) {
        table = StateTable(rows: rows)
        self.limit = limit
        parents.append(-1)
        ordinals.append(-1)
        firsts.append(0)
    }

    deinit {
        table.deallocate()
        parents.deallocate()
        ordinals.deallocate()
        successors.deallocate()
        firsts.deallocate()
    }

    /// Stores the start, the first state.
    func start(at row: UnsafeBufferPointer<Int32>) {
        _ = table.insert(row)
        isLimited = table.count >= limit
    }

    /// The successors of state `index`, valid until more are stored.
    func successors(of index: Int) -> UnsafeBufferPointer<Int32> {
        UnsafeBufferPointer(rebasing: successors.elements[Int(firsts[index]) ..< Int(firsts[index + 1])])
    }

    /// Keeps what an expansion found. The rows reached are looked up sixteen at a time: their
    /// hash slots and stored rows are read one after the other before any is compared, so that
    /// the memory waits overlap (the look-ups, not the engine, are most of the walk's time).
    func store(_ expansion: Explorer.Expansion) {
        let width = table.rows.width
        let moves = expansion.moves.base
        let ends = expansion.ends
        let rows = expansion.rows.base
        let hashes = expansion.hashes.base
        table.reserve(expansion.hashes.count)
        let total = expansion.hashes.count
        var move = 0
        var reached = 0
        var fetched = 0
        for number in 0 ..< ends.count {
            let index = Int32(expansion.first + number)
            let end = Int(ends[number])
            for position in move ..< end {
                let ordinal = moves[position]
                guard ordinal >= 0 else {
                    successors.append(index)
                    continue
                }
                if reached == fetched {
                    let count = min(StoredStates.fetchedTogether, total - fetched)
                    table.prefetch(UnsafeBufferPointer(start: hashes + fetched, count: count))
                    fetched += count
                }
                let successor = UnsafeBufferPointer(start: rows + reached * width, count: width)
                let hash = hashes[reached]
                reached += 1
                if isLimited {
                    if let known = table.index(of: successor, hash: hash) { successors.append(Int32(known)) }
                    continue
                }
                let (stored, inserted) = table.insert(successor, hash: hash)
                if inserted {
                    parents.append(index)
                    ordinals.append(ordinal)
                    if table.count >= limit { isLimited = true }
                }
                successors.append(Int32(stored))
            }
            firsts.append(Int32(successors.count))
            move = end
        }
    }

    /// How many rows' slots are read ahead of their look-ups.
    private static let fetchedTogether = 16

    /// Bytes the edges take.
    var edgeBytes: Int { parents.bytes + ordinals.bytes + successors.bytes + firsts.bytes }
}
