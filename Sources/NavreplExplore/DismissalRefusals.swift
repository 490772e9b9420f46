import NavreplKit

/// The guards that refuse dismissing a walk's modals (an open does so first, so such a guard
/// refuses the link), by state, worked out once for each modal words and flags, so that the
/// link pass, which asks for every state of every walk and every link, looks up a number.
struct DismissalRefusals {
    /// For each state, the number in `rules` of the guard refusing its dismissal, or -1.
    var byState: [Int32]
    var rules: [AppSchema.GuardRule] = []

    /// None refused yet, for a walk of `stateCount` states.
    init(stateCount: Int) {
        byState = Array(repeating: -1, count: stateCount)
    }

    /// The guard refusing to dismiss the modals of state `index`, if one does.
    @inline(__always)
    func rule(of index: Int) -> AppSchema.GuardRule? {
        let number = byState[index]
        return number < 0 ? nil : rules[Int(number)]
    }

    /// What decides whether a row's modals may be dismissed: its modal words and its flags.
    static func key(of row: UnsafeBufferPointer<Int32>, layout: RowLayout) -> [Int32] {
        Array(row[layout.modalWord(0)...]) + [row[RowLayout.flags]]
    }
}
