import NavreplKit

/// What a state's moves do, remembered by the part of the state they read: its context. A
/// move reads and changes only the selected tab, the flags, the modals and the stack it acts
/// on (the selected tab's, or the top modal's, which the modal words hold); every other tab's
/// stack is carried along unread. So two states with one context have moves with the same
/// outcomes, and the walk plans the moves of a context once: 3 tabs of 40 stacks each make
/// 192,000 states but 120 contexts. During the walk only the expander uses it.
///
/// A redirect to a tab's root reads and changes another tab's stack: an app with one is
/// walked without the memo (``Explorer/memoizes``).
/// A class, not a struct: the walk asks it for every state, and a struct held by the explorer
/// would be copied (its arrays retained and released) for each question. Its properties skip
/// the run-time exclusivity checks, as the explorer's do: one thread uses it, one access at a time.
final class MoveMemo {
    let layout: RowLayout
    /// Words of a context: the selected tab, the flags, the selected tab's stack, the modal words.
    let width: Int
    /// Each context's words, end to end.
    @exclusivity(unchecked) private var contexts: [Int32] = []
    /// Open addressing over the contexts: each slot a context's number plus one, 0 empty.
    @exclusivity(unchecked) private var slots: [Int32]
    @exclusivity(unchecked) private var mask: Int
    /// Each context's outcomes, `records[firsts[c] ..< firsts[c + 1]]`, each `1 + width`
    /// words: the move's ordinal among those offered (-1 for a move that leaves the state as
    /// it was), then the context it reaches, whose stack word is still the stack of the tab
    /// that was selected.
    @exclusivity(unchecked) private var records: [Int32] = []
    @exclusivity(unchecked) private var firsts: [Int32] = [0]
    /// Each context's accepted moves, the ones past the bounds (which reach no row) too.
    @exclusivity(unchecked) private var accepted: [Int32] = []

    init(layout: RowLayout) {
        self.layout = layout
        width = 3 + 3 * layout.modalSlots
        slots = Array(repeating: 0, count: 64)
        mask = 63
    }

    /// The number of contexts remembered.
    var count: Int { accepted.count }

    /// Bytes the memo takes.
    var bytes: Int { (contexts.capacity + records.capacity + firsts.capacity + accepted.capacity + slots.count) * 4 }

    /// The context of `row`, written into `key` (`width` words).
    @inline(__always)
    func context(of row: UnsafeBufferPointer<Int32>, into key: inout [Int32]) {
        key[0] = row[RowLayout.selectedTab]
        key[1] = row[RowLayout.flags]
        key[2] = row[layout.tabWord(Int(row[RowLayout.selectedTab]))]
        let modals = layout.modalWord(0)
        for offset in 0 ..< 3 * layout.modalSlots { key[3 + offset] = row[modals + offset] }
    }

    /// The number of the context `key`, if it is remembered.
    func number(of key: [Int32]) -> Int? {
        find(key).number
    }

    @inline(__always)
    private func find(_ key: [Int32]) -> (slot: Int, number: Int?) {
        let width = self.width
        let mask = self.mask
        return key.withUnsafeBufferPointer { key in
            contexts.withUnsafeBufferPointer { contexts in
                slots.withUnsafeBufferPointer { slots in
                    var slot = Int(truncatingIfNeeded: StateTable.hash(key)) & mask
                    search: while slots[slot] != 0 {
                        let number = Int(slots[slot]) - 1
                        for offset in 0 ..< width where contexts[number * width + offset] != key[offset] {
                            slot = (slot + 1) & mask
                            continue search
                        }
                        return (slot, number)
                    }
                    return (slot, nil)
                }
            }
        }
    }

    /// Remembers the context `key`, met for the first time, with its outcomes (records as
    /// ``records`` holds them) and its count of accepted moves.
    func add(_ key: [Int32], outcomes: [Int32], accepted count: Int) {
        if (self.count + 1) * 2 > slots.count { grow() }
        let slot = find(key).slot
        contexts += key
        records += outcomes
        firsts.append(Int32(records.count))
        accepted.append(Int32(count))
        slots[slot] = Int32(self.count)
    }

    /// Forgets every context, and gives back the memory.
    func removeAll() {
        contexts = []
        records = []
        firsts = [0]
        accepted = []
        slots = Array(repeating: 0, count: 64)
        mask = 63
    }

    /// Writes the outcomes of the moves of the state `row`, whose context is `number`, into
    /// `expansion` as ``Explorer/expand(_:into:)`` does; returns the count of accepted moves.
    func replay(_ number: Int, from row: UnsafeBufferPointer<Int32>, into expansion: Explorer.Expansion) -> Int {
        let width = row.count
        let stackWord = layout.tabWord(Int(row[RowLayout.selectedTab]))
        let modals = layout.modalWord(0)
        let modalWords = 3 * layout.modalSlots
        let record = 1 + self.width
        let first = Int(firsts[number])
        let end = Int(firsts[number + 1])
        // Room for every outcome, written through pointers and counted at the end.
        let outcomes = (end - first) / record
        let rows = expansion.rows.reserve(outcomes * width)
        let hashes = expansion.hashes.reserve(outcomes)
        let moves = expansion.moves.reserve(outcomes)
        var reached = 0
        records.withUnsafeBufferPointer { records in
            for outcome in 0 ..< outcomes {
                let position = first + outcome * record
                let ordinal = records[position]
                moves[outcome] = ordinal
                guard ordinal >= 0 else { continue }
                let next = rows + reached * width
                next.initialize(from: row.baseAddress.unsafelyUnwrapped, count: width)
                next[RowLayout.selectedTab] = records[position + 1]
                next[RowLayout.flags] = records[position + 2]
                next[stackWord] = records[position + 3]
                for offset in 0 ..< modalWords { next[modals + offset] = records[position + 4 + offset] }
                hashes[reached] = StateTable.hash(UnsafeBufferPointer(start: next, count: width))
                reached += 1
            }
        }
        expansion.rows.extend(by: reached * width)
        expansion.hashes.extend(by: reached)
        expansion.moves.extend(by: outcomes)
        return Int(accepted[number])
    }

    private func grow() {
        slots = Array(repeating: 0, count: slots.count * 2)
        mask = slots.count - 1
        for number in 0 ..< count {
            let key = Array(contexts[number * width ..< (number + 1) * width])
            var slot = Int(truncatingIfNeeded: key.withUnsafeBufferPointer(StateTable.hash)) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(number + 1)
        }
    }
}
