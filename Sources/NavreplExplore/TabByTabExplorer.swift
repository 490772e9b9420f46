import NavreplKit

/// `explore` of an app whose tabs do not read one another, one tab at a time.
///
/// A move reads and changes the selected tab's stack, the modals and the flags, and leaves
/// every other tab's stack as it was: a tab's stack changes only while it is selected, and is
/// read by no move made elsewhere. So when no rule, edge or link reaches across tabs, and the
/// flags change anywhere (none is `changes on` some screens), the app's states are exactly
/// these: a tab selected, in one of the states its own walk reaches (its stack, the modals,
/// the flags), and every other tab left at a stack its walk reaches without a modal up (a tab
/// is switched from only then). Each tab is walked alone (``Explorer``'s `tab`), and the
/// findings are judged from those walks, counted over the whole product; within a tab, the
/// modals are walked apart from the stack under them (``isLayered(_:)``). `hospital`'s 771,200
/// states are 560 walked, and `routers`' 111,615,120,000 are 16,010. `TabByTabTests` checks every count and finding against the
/// walk of the whole product on apps small enough for both.
///
/// What needs the whole product, not a tab's part of it, is left to ``Explorer``: a covering
/// suite (`--emit`), the state graph, and checks that run moves (`expect fail ...`).
public final class TabByTabExplorer {
    /// The app walked.
    public let schema: AppSchema
    /// The bounds of the walk: `limit` bounds the states of every tab's walk together.
    public let bounds: ExplorationBounds
    /// The walks of the tabs walked so far, in the app's order: of all a tab's states, or,
    /// in a tab whose modals are walked apart (``isLayered(_:)``), of those without a modal up.
    public private(set) var explorers: [Explorer] = []
    /// For each tab whose modals are walked apart, the walk of its modals over its root.
    public private(set) var modalWalks: [Int: Explorer] = [:]

    /// Every walk made, in the order made.
    var allWalks: [Explorer] {
        explorers.indices.flatMap { [explorers[$0]] + (modalWalks[$0].map { [$0] } ?? []) }
    }

    /// Whether tab `tab`'s modals are walked apart from its stack. While a modal is up, moves
    /// act on the modals and the flags, and the stack under them is neither read nor changed;
    /// and in a tab without edges, what a presentation presents does not depend on that stack
    /// either. So the tab's states are each state without a modal, and each stack paired with
    /// each state with a modal of the walk of the modals over the tab's root; a stack of 820
    /// routes under 18 modals of 820 is 14,760 states walked, not 12 million. (In a tab with
    /// edges, the taps a screen offers decide which modals it presents: it is walked whole.)
    public func isLayered(_ tab: Int) -> Bool {
        bounds.maxModals > 0 && schema.edges(from: .root, inTab: tab) == nil
    }

    /// Why the tabs of `schema` cannot be walked one at a time within `bounds`, or nil.
    public static func coupling(in schema: AppSchema, bounds: ExplorationBounds) -> String? {
        // One tab gains only when its modals are walked apart from its stack.
        if schema.tabs.count < 2 && (bounds.maxModals == 0 || schema.edges(from: .root, inTab: 0) != nil) {
            return "the app has one tab, and its modals are not walked apart (it has edges, or no modals)"
        }
        if let flag = schema.flags.first(where: { $0.changesOn != nil && bounds.fixedFlags[$0.name] == nil }) {
            return "flag \(flag.name) changes on some screens only, so the flags a tab is left with depend on the other tabs"
        }
        if let rule = schema.redirects.first(where: { if case .tab = $0.target { true } else { false } }) {
            return "'\(rule.spelling)' selects another tab"
        }
        for tab in schema.tabs {
            if let edge = tab.edges.first(where: { if case .go = $0.kind { true } else { false } }) {
                return "the edge '\(edge.spelling)' of tab \(tab.name) pushes on another tab"
            }
        }
        if schema.hasEdges && !bounds.links.isEmpty { return "a --link is a move that changes any tab's stack" }
        return nil
    }

    /// An explorer of `schema`'s tabs one at a time; refuses what ``Explorer`` refuses.
    /// `coupling(in:bounds:)` must be nil.
    public init(schema: AppSchema, bounds: ExplorationBounds) throws(ExplorationError) {
        precondition(TabByTabExplorer.coupling(in: schema, bounds: bounds) == nil, "TabByTabExplorer: the tabs of \(schema.name) read one another")
        self.schema = schema
        self.bounds = bounds
        explorers = [try Explorer(schema: schema, bounds: bounds, tab: 0, layer: isLayered(0) ? .withoutModals : .everything)]
    }

    /// Walks the tabs in turn, each with `walk` (which returns false when interrupted: then so
    /// does this). A tab is walked within the states and moves the tabs before it left of the limits;
    /// once one stops short (the limit, or `walk` cutting it short at a time limit), the
    /// tabs after it are not walked.
    public func walk(_ walk: (Explorer) -> Bool) -> Bool {
        for tab in schema.tabs.indices {
            for layer in isLayered(tab) ? [Explorer.Layer.withoutModals, .modalsOverRoot] : [.everything] {
                let made = layer == .modalsOverRoot ? modalWalks[tab] : explorers.indices.contains(tab) ? explorers[tab] : nil
                let explorer: Explorer
                if let made {
                    explorer = made
                } else {
                    var left = bounds
                    left.limit = bounds.limit - storedStates
                    left.moveLimit = bounds.moveLimit - walkedMoves
                    guard left.limit > 0, left.moveLimit > 0 else { return true }
                    do {
                        explorer = try Explorer(schema: schema, bounds: left, tab: tab, layer: layer)
                    } catch {
                        preconditionFailure("TabByTabExplorer: tab \(tab) refused what the app's walk accepted: \(error)")
                    }
                    if layer == .modalsOverRoot { modalWalks[tab] = explorer } else { explorers.append(explorer) }
                }
                guard walk(explorer) else { return false }
                if explorer.isLimited { return true }
            }
        }
        return true
    }

    /// Walks every tab on this thread.
    public func walk() {
        _ = walk { explorer in
            explorer.walk()
            return true
        }
    }

    /// The states the tabs' walks stored, which the limit bounds: a tab's state without a
    /// modal is stored by its walk of modals too, when its modals are walked apart.
    public var storedStates: Int { allWalks.reduce(0) { $0 + $1.stateCount } }

    /// The app's states the tabs' walks reached: each stored once, so never more than the app
    /// has. A walk of modals without a modal up is at the tab's root, with flags any walk of
    /// the tab reaches there too, as flags change anywhere when tabs are walked apart.
    public var walkedStates: Int {
        explorers.reduce(0) { $0 + $1.stateCount } + modalWalks.values.reduce(0) { $0 + modalStateCount($1) }
    }

    /// The moves the tabs' walks made.
    var walkedMoves: Int { allWalks.reduce(0) { $0 + $1.moveCount } }

    /// Whether some tab was not walked whole.
    public var isLimited: Bool { stoppedTab != nil }

    /// The first tab not walked whole, if one was not.
    public var stoppedTab: Int? {
        schema.tabs.indices.first { tab in
            guard tab < explorers.count, !explorers[tab].isLimited else { return true }
            return isLayered(tab) && (modalWalks[tab]?.isLimited ?? true)
        }
    }

    /// Whether a tab's walk was cut short before the limit (a time limit).
    public var wasCutShort: Bool { allWalks.contains(where: \.wasCutShort) }

    /// Whether the tabs' walks stored the limit of states, which bounds them together.
    public var reachedStateLimit: Bool { allWalks.contains(where: \.reachedStateLimit) || storedStates >= bounds.limit }

    /// Whether the tabs' walks stopped at the limit of moves, which bounds them together: a
    /// tab's walk stopped there, or the tabs before a tab not walked made them all.
    public var isOutOfMoves: Bool {
        allWalks.contains(where: \.isOutOfMoves) || walkedMoves >= bounds.moveLimit
    }

    /// The kinds of finding not judged, as ``Explorer/unjudgedKinds`` names them: none when
    /// every tab was walked whole.
    public var unjudgedKinds: [Finding.Kind] {
        guard isLimited else { return [] }
        return [.unreachable, .trap, .deadRule] + (explorers[0].edges.isEmpty ? [] : [.unusedEdge])
    }

    /// The app's states: each tab's states times the stacks every other tab may be left
    /// with, once every tab is walked (or the states walked, when not).
    public var stateCount: StateCount {
        guard !isLimited else { return StateCount(walkedStates) }
        return sum { tab in StateCount(explorers[tab].stateCount) + withModals(tab) { StateCount(self.modalStates[$0]) } }
    }

    /// The app's accepted moves, counted as ``Explorer/moveCount`` counts them: each tab's own,
    /// and a switch to every other tab from each of its states without a modal, times the
    /// stacks every other tab may be left with.
    public var moveCount: StateCount {
        guard !isLimited else { return StateCount(walkedMoves) }
        return sum { tab in
            StateCount(explorers[tab].moveCount) + StateCount(parked[tab].count) * StateCount(schema.tabs.count - 1)
                + withModals(tab) { StateCount(modalWalks[$0]!.movesFromModals) }
        }
    }

    /// Bytes of memory the tabs' stored states take, per state walked.
    public var bytesPerState: Int {
        allWalks.reduce(0) { $0 + $1.bytesPerState * $1.stateCount } / max(1, storedStates)
    }

    /// In a tab whose modals are walked apart, `count(tab)` of its walk of modals, once for
    /// each stack the tab reaches; 0 elsewhere.
    func withModals(_ tab: Int, _ count: (Int) -> StateCount) -> StateCount {
        guard modalWalks[tab] != nil else { return StateCount(0) }
        return StateCount(parkedStacks[tab].count) * count(tab)
    }

    /// For each tab, the states of its walk of modals with a modal up (0 where there is none).
    private(set) lazy var modalStates: [Int] = explorers.indices.map { tab in
        modalWalks[tab].map(modalStateCount) ?? 0
    }

    /// How many states of a walk have a modal up.
    func modalStateCount(_ walk: Explorer) -> Int {
        guard walk.layout.modalSlots > 0 else { return 0 }
        let word = walk.layout.modalWord(0)
        return (0..<walk.stateCount).count { walk.rows[$0][word] != 0 }
    }

    /// The states of a walk with a modal up.
    func modalIndices(_ walk: Explorer) -> [Int] {
        guard walk.layout.modalSlots > 0 else { return [] }
        return (0..<walk.stateCount).filter { walk.rows[$0][walk.layout.modalWord(0)] != 0 }
    }

    /// The sum over the tabs of `count(tab)` times the product, over every other tab, of
    /// `stacks(other)`: by default, the stacks it may be left with.
    func sum(_ count: (Int) -> StateCount, stacks: (Int) -> Int = { _ in -1 }) -> StateCount {
        var total = StateCount(0)
        for tab in schema.tabs.indices {
            var product = count(tab)
            for other in schema.tabs.indices where other != tab {
                let stacks = stacks(other)
                product = product * StateCount(stacks < 0 ? parkedStacks[other].count : stacks)
            }
            total = total + product
        }
        return total
    }

    // MARK: The stacks a tab is left with

    /// For each tab, each stack it may be left with (a stack of a state without a modal), by
    /// its number in the tab's walk, with the first state that has it: shortest first.
    private(set) lazy var parkedStacks: [[(stack: Int32, state: Int)]] = explorers.map { explorer in
        var seen = Set<Int32>()
        var stacks: [(stack: Int32, state: Int)] = []
        for index in parked(explorer) where seen.insert(stack(of: index, in: explorer)).inserted {
            stacks.append((stack(of: index, in: explorer), index))
        }
        return stacks
    }

    /// ``dismissalRefusals(in:)``, once worked out, by walk.
    var knownDismissalRefusals: [ObjectIdentifier: DismissalRefusals] = [:]

    /// For each tab, its states without a modal: those a tab switch is made from.
    private(set) lazy var parked: [[Int]] = explorers.map(parked)

    private func parked(_ explorer: Explorer) -> [Int] {
        let layout = explorer.layout
        guard layout.modalSlots > 0 else { return Array(0..<explorer.stateCount) }
        return (0..<explorer.stateCount).filter { explorer.rows[$0][layout.modalWord(0)] == 0 }
    }

    func stack(of index: Int, in explorer: Explorer) -> Int32 {
        explorer.rows[index][explorer.layout.tabWord(explorer.tab!)]
    }
}

/// A number of states or moves, as a product of tabs' counts makes it: exact up to `Int.max`,
/// and past it, said to be past it.
public struct StateCount: Hashable, Sendable, CustomStringConvertible {
    /// The count, or `Int.max` past it.
    public let value: Int
    /// Whether the count is past `Int.max`.
    public let isPastMax: Bool

    /// A count of `value`, or past `Int.max`.
    public init(_ value: Int, isPastMax: Bool = false) {
        self.value = isPastMax ? Int.max : value
        self.isPastMax = isPastMax
    }

    static func + (lhs: StateCount, rhs: StateCount) -> StateCount {
        let (sum, overflow) = lhs.value.addingReportingOverflow(rhs.value)
        return StateCount(sum, isPastMax: lhs.isPastMax || rhs.isPastMax || overflow)
    }

    /// `lhs` less `rhs`, of which it is a part: past the maximum when `lhs` is.
    static func - (lhs: StateCount, rhs: StateCount) -> StateCount {
        StateCount(lhs.value - (rhs.isPastMax ? lhs.value : rhs.value), isPastMax: lhs.isPastMax)
    }

    static func * (lhs: StateCount, rhs: StateCount) -> StateCount {
        if lhs.value == 0 || rhs.value == 0 { return StateCount(0) }
        let (product, overflow) = lhs.value.multipliedReportingOverflow(by: rhs.value)
        return StateCount(product, isPastMax: lhs.isPastMax || rhs.isPastMax || overflow)
    }

    /// `771,200`, or `more than 9.2 quintillion` (`Int.max` in full reads as a number gone
    /// wrong).
    public var description: String {
        isPastMax ? "more than 9.2 quintillion" : Explorer.grouped(value)
    }
}
