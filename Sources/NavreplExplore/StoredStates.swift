import NavreplKit

/// What the walk's storer keeps: the states found, each with the state and the move that
/// first reached it, and every accepted move as an edge. An object of its own, apart from the
/// explorer, so that the storer's writes and the expander's (on another thread) never fall in
/// one cache line, which the two cores would pass back and forth.
final class StoredStates {
    /// The stored states, found again by their rows.
    @exclusivity(unchecked) private(set) var table: StateTable
    /// For each state, the state it was first reached from and which of that state's moves.
    @exclusivity(unchecked) private(set) var parents = PagedColumn<Int32>()
    @exclusivity(unchecked) private(set) var ordinals = PagedColumn<Int32>()
    /// The accepted moves: each state's successors, in `successors[firsts[i] ..< firsts[i + 1]]`.
    @exclusivity(unchecked) private var successors = PagedColumn<Int32>()
    /// Contiguous, unlike the others: the trap pass reads two for every state, again and again,
    /// and it is a quarter of the moves' size, so its copy when it grows is small.
    @exclusivity(unchecked) private var firsts = Column<Int32>()
    /// Whether the walk stopped at `limit` states.
    @exclusivity(unchecked) private(set) var isLimited = false
    private let limit: Int

    /// No states yet, their rows to be written in `rows`.
    init(rows: RowStore, limit: Int) {
        table = StateTable(rows: rows, limit: limit)
        self.limit = limit
        parents.append(-1)
        ordinals.append(-1)
        firsts.append(0)
    }

    /// Stores the start, the first state.
    func start(at row: UnsafeBufferPointer<Int32>) {
        _ = table.insert(row)
        isLimited = table.count >= limit
    }

    /// The successors of state `index`.
    func successors(of index: Int) -> [Int32] {
        successors.elements(in: successorRange(of: index))
    }

    /// Whether a successor of state `index` satisfies `predicate`.
    @inline(__always)
    func hasSuccessor(of index: Int, where predicate: (Int32) -> Bool) -> Bool {
        successors.contains(in: successorRange(of: index), where: predicate)
    }

    private func successorRange(of index: Int) -> Range<Int> {
        precondition(index + 1 < firsts.count, "Explorer.successors(of:): state \(index) was not expanded (the walk expanded \(firsts.count - 1))")
        return Int(firsts[index]) ..< Int(firsts[index + 1])
    }

    /// Keeps what an expansion found. The hash slot of each row reached is asked for 24
    /// look-ups ahead, and the stored row it names 12 ahead, so that the look-ups (which, not
    /// the engine, are most of the walk's time) seldom wait on memory: with 1.8 M states the
    /// table no longer fits in the cache, and without them a state took a third longer.
    func store(_ expansion: Explorer.Expansion) {
        let width = table.rows.width
        let moves = expansion.moves.base
        let rows = expansion.rows.base
        let hashes = expansion.hashes.base
        table.reserve(expansion.hashes.count)
        let total = expansion.hashes.count
        for ahead in 0 ..< min(StoredStates.slotsAhead, total) { table.prefetchSlot(hashes[ahead]) }
        for ahead in 0 ..< min(StoredStates.rowsAhead, total) { table.prefetchRow(hashes[ahead]) }
        var move = 0
        var reached = 0
        for number in 0 ..< expansion.ends.count {
            let index = Int32(expansion.first + number)
            let end = Int(expansion.ends[number])
            for position in move ..< end {
                let ordinal = moves[position]
                guard ordinal >= 0 else {
                    successors.append(index)
                    continue
                }
                if reached + StoredStates.slotsAhead < total { table.prefetchSlot(hashes[reached + StoredStates.slotsAhead]) }
                if reached + StoredStates.rowsAhead < total { table.prefetchRow(hashes[reached + StoredStates.rowsAhead]) }
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

    /// How far ahead of its look-up a row's hash slot, and the stored row it names, are asked for.
    private static let slotsAhead = 24
    private static let rowsAhead = 12

    /// Bytes the edges take.
    var edgeBytes: Int { parents.bytes + ordinals.bytes + successors.bytes + firsts.bytes }
}
