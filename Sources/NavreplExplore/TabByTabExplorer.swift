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
/// findings are judged from those walks, counted over the whole product: `hospital`'s 771,200
/// states are 2 walks of 9,640, and an app of four tabs whose product is past any limit is
/// judged whole in milliseconds. `TabByTabTests` checks every count and finding against the
/// walk of the whole product on apps small enough for both.
///
/// What needs the whole product, not a tab's part of it, is left to ``Explorer``: a covering
/// suite (`--emit`), the state graph, and checks that run moves (`expect fail ...`).
public final class TabByTabExplorer {
    /// The app walked.
    public let schema: AppSchema
    /// The bounds of the walk: `limit` bounds the states of every tab's walk together.
    public let bounds: ExplorationBounds
    /// The walks of the tabs walked so far, in the app's order.
    public private(set) var explorers: [Explorer] = []

    /// Why the tabs of `schema` cannot be walked one at a time within `bounds`, or nil.
    public static func coupling(in schema: AppSchema, bounds: ExplorationBounds) -> String? {
        if schema.tabs.count < 2 { return "the app has one tab" }
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
        explorers = [try Explorer(schema: schema, bounds: bounds, tab: 0)]
        self.schema = schema
        self.bounds = bounds
    }

    /// Walks the tabs in turn, each with `walk` (which returns false when interrupted: then so
    /// does this). A tab is walked within the states the tabs before it left of the limit;
    /// once one stops short (the limit, or `walk` cutting it short at a time limit), the
    /// tabs after it are not walked.
    public func walk(_ walk: (Explorer) -> Bool) -> Bool {
        for tab in schema.tabs.indices {
            if tab == explorers.count {
                var left = bounds
                left.limit = bounds.limit - walkedStates
                guard left.limit > 0 else { return true }
                do {
                    explorers.append(try Explorer(schema: schema, bounds: left, tab: tab))
                } catch {
                    preconditionFailure("TabByTabExplorer: tab \(tab) refused what tab 0 accepted: \(error)")
                }
            }
            guard walk(explorers[tab]) else { return false }
            if explorers[tab].isLimited { return true }
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

    /// The states the tabs' walks stored.
    public var walkedStates: Int { explorers.reduce(0) { $0 + $1.stateCount } }

    /// Whether some tab was not walked whole.
    public var isLimited: Bool { explorers.count < schema.tabs.count || explorers.contains(where: \.isLimited) }

    /// The first tab not walked whole, if one was not.
    public var stoppedTab: Int? {
        explorers.firstIndex(where: \.isLimited) ?? (explorers.count < schema.tabs.count ? explorers.count : nil)
    }

    /// Whether a tab's walk was cut short before the limit (a time limit).
    public var wasCutShort: Bool { explorers.contains(where: \.wasCutShort) }

    /// The kinds of finding not judged, as ``Explorer/unjudgedKinds`` says: none when every
    /// tab was walked whole.
    public var unjudgedKinds: [Finding.Kind] {
        guard isLimited else { return [] }
        return explorers[0].unjudgedKinds.isEmpty ? [.unreachable, .trap, .deadRule] + (explorers[0].edges.isEmpty ? [] : [.unusedEdge]) : explorers[0].unjudgedKinds
    }

    /// The app's states: each tab's states times the stacks every other tab may be left
    /// with, once every tab is walked (or the states walked, when not).
    public var stateCount: StateCount {
        guard !isLimited else { return StateCount(walkedStates) }
        return sum { tab in StateCount(explorers[tab].stateCount) }
    }

    /// The app's accepted moves, counted as ``Explorer/moveCount`` counts them: each tab's own,
    /// and a switch to every other tab from each of its states without a modal, times the
    /// stacks every other tab may be left with.
    public var moveCount: StateCount {
        guard !isLimited else { return StateCount(explorers.reduce(0) { $0 + $1.moveCount }) }
        return sum { tab in StateCount(explorers[tab].moveCount) + StateCount(parked[tab].count) * StateCount(schema.tabs.count - 1) }
    }

    /// Bytes of memory the tabs' stored states take, per state walked.
    public var bytesPerState: Int {
        explorers.reduce(0) { $0 + $1.bytesPerState * $1.stateCount } / max(1, walkedStates)
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

    /// ``dismissalRefusals``, once worked out.
    var knownDismissalRefusals: [[[Int32]: GuardRule]]?

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

    /// `771,200`, or `more than 9,223,372,036,854,775,807`.
    public var description: String {
        isPastMax ? "more than " + Explorer.grouped(Int.max) : Explorer.grouped(value)
    }
}
