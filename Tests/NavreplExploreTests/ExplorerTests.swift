@testable import NavreplExplore
import NavreplKit
import Testing

/// `explore`'s walk, counted against a separate count: a tiny walker of its own over plain
/// values (no engine, no interning) for apps without rules, and counts made by hand.
struct ExplorerTests {
    /// What the tiny walker walks: tabs of route names with no parameters, `push` of any of
    /// them below the depth bound, `pop`, `tab` to another tab, and (with modals allowed) a
    /// sheet or a cover of any route, a push or pop inside it, and `dismiss`.
    struct PlainState: Hashable {
        var selected: Int
        var stacks: [[String]]
        var modals: [PlainModal]
    }

    struct PlainModal: Hashable {
        var style: Int
        var root: String
        var stack: [String]
    }

    static func plainCount(tabs: Int, routes: [String], depth: Int, modals: Int) -> Int {
        var seen: Set<PlainState> = [PlainState(selected: 0, stacks: Array(repeating: [], count: tabs), modals: [])]
        var queue = Array(seen)
        while let state = queue.popLast() {
            var next: [PlainState] = []
            var current = state.modals.last?.stack ?? state.stacks[state.selected]
            func with(_ stack: [String]) -> PlainState {
                var copy = state
                if copy.modals.isEmpty { copy.stacks[copy.selected] = stack } else { copy.modals[copy.modals.count - 1].stack = stack }
                return copy
            }
            if current.count < depth { for route in routes { next.append(with(current + [route])) } }
            if !current.isEmpty { current.removeLast(); next.append(with(current)) }
            if state.modals.isEmpty {
                for tab in 0..<tabs where tab != state.selected { var copy = state; copy.selected = tab; next.append(copy) }
            }
            if state.modals.count < modals {
                for style in 0..<2 { for route in routes { var copy = state; copy.modals.append(PlainModal(style: style, root: route, stack: [])); next.append(copy) } }
            }
            if !state.modals.isEmpty { var copy = state; copy.modals.removeLast(); next.append(copy) }
            for candidate in next where seen.insert(candidate).inserted { queue.append(candidate) }
        }
        return seen.count
    }

    static func app(tabs: Int, routes: [String]) throws -> AppSchema {
        try AppSchema(name: "grid", tabs: (0..<tabs).map { AppSchema.TabDeclaration("t\($0)", routes: routes.map { AppSchema.RouteDeclaration($0) }) })
    }

    static func explored(_ schema: AppSchema, depth: Int, modals: Int) throws -> Explorer {
        var bounds = ExplorationBounds()
        bounds.maxDepth = depth
        bounds.maxModals = modals
        let explorer = try Explorer(schema: schema, bounds: bounds)
        explorer.walk()
        return explorer
    }

    @Test(arguments: [(1, 1, 1, 0), (2, 2, 2, 0), (3, 3, 3, 0), (2, 3, 2, 1), (3, 2, 2, 1), (1, 2, 3, 2)])
    func theWalkCountsWhatASeparateWalkerCounts(tabs: Int, routes: Int, depth: Int, modals: Int) throws {
        let names = (0..<routes).map { "r\($0)" }
        let explorer = try Self.explored(Self.app(tabs: tabs, routes: names), depth: depth, modals: modals)
        #expect(explorer.stateCount == Self.plainCount(tabs: tabs, routes: names, depth: depth, modals: modals))
        #expect(!explorer.isLimited)
    }

    /// By hand: 3 tabs of 3 routes at depth 3 without modals: each stack is one of
    /// 1 + 3 + 9 + 27 = 40, three stacks, three tabs to select.
    @Test func threeTabsOfThreeRoutesAtDepthThreeAre192000States() throws {
        let explorer = try Self.explored(Self.app(tabs: 3, routes: ["a", "b", "c"]), depth: 3, modals: 0)
        #expect(explorer.stateCount == 40 * 40 * 40 * 3)
    }

    /// A stored state's hash slot keeps its number and as many bits of its hash as the limit
    /// leaves: 18 here, 12 at the default limit, 6 at the largest. The table finds each state
    /// again whichever, through the growths from 4,096 slots to 32,768.
    @Test(arguments: [10_126, 1 << 20, ExplorationBounds.limits.upperBound])
    func theCountDoesNotDependOnTheHashBitsTheLimitLeaves(limit: Int) throws {
        var bounds = ExplorationBounds()
        bounds.maxDepth = 3
        bounds.maxModals = 0
        bounds.limit = limit
        let routes = ["a", "b"]
        let explorer = try Explorer(schema: Self.app(tabs: 3, routes: routes), bounds: bounds)
        explorer.walk()
        #expect(explorer.stateCount == 15 * 15 * 15 * 3)
        #expect(explorer.stateCount == Self.plainCount(tabs: 3, routes: routes, depth: 3, modals: 0))
        #expect(!explorer.isLimited)
    }

    /// Parameters take every value: hospital's `detail(name:)` with two names is two routes.
    @Test func parametersTakeEveryValueOfTheirBounds() throws {
        var bounds = ExplorationBounds()
        bounds.maxDepth = 1
        bounds.maxModals = 0
        bounds.stringValues = ["a", "b"]
        let explorer = try Explorer(schema: BuiltinApps.hospital, bounds: bounds)
        explorer.walk()
        // Each tab's stack: empty, list, create, detail a, detail b; two tabs; two selections.
        #expect(explorer.stateCount == 5 * 5 * 2)
    }

    @Test func aLimitStopsTheWalkAndSaysSo() throws {
        var bounds = ExplorationBounds()
        bounds.limit = 10
        let explorer = try Explorer(schema: BuiltinApps.hospital, bounds: bounds)
        explorer.walk()
        #expect(explorer.stateCount == 10)
        #expect(explorer.isLimited)
    }

    /// The walk stops at the first state it would expand once it has made `moveLimit` moves,
    /// and says so; the states it stored are kept.
    @Test func aMoveLimitStopsTheWalkAndSaysSo() throws {
        var bounds = ExplorationBounds()
        bounds.moveLimit = 100
        let explorer = try Explorer(schema: BuiltinApps.hospital, bounds: bounds)
        explorer.walk()
        #expect(explorer.isOutOfMoves && explorer.isLimited)
        // A state's moves are made together: the last state expanded may pass the limit (by
        // fewer than the 100 moves a state of hospital has at most).
        #expect(explorer.moveCount >= 100 && explorer.moveCount < 200)
        #expect(explorer.stateCount < 1_000)
        #expect(explorer.unjudgedKinds == [.unreachable, .trap, .deadRule])
    }

    /// Past its limit, the walk keeps no stack that no stored state holds: a tab of 300 routes
    /// without edges meets 300 new stacks at each state it expands, and kept them all (a
    /// hundred times the stored states' memory).
    @Test func aWalkPastItsLimitKeepsOnlyTheStacksItsStatesHold() throws {
        let routes = (0..<300).map { "r\($0)" }
        var bounds = ExplorationBounds()
        bounds.maxModals = 0
        bounds.limit = 5_000
        let explorer = try Explorer(schema: try Self.app(tabs: 1, routes: routes), bounds: bounds)
        explorer.walk()
        #expect(explorer.stateCount == 5_000 && explorer.isLimited)
        #expect(explorer.moveCount > 1_000_000)
        // The stored states' stacks, and those of the one expansion that reached the limit
        // (the storer kept only the first of them).
        let kept = explorer.interner.stacks.count
        #expect(kept <= explorer.stateCount + Explorer.statesPerExpansion * routes.count, "\(kept) stacks kept")
    }

    /// Each state's moves replay on the router to that state, and no shorter way exists
    /// (a breadth-first count of steps over the walk's own edges agrees).
    @Test func scriptsReplayAndAreShortest() throws {
        let explorer = try Self.explored(BuiltinApps.hospital, depth: 2, modals: 1)
        var distance = [Int](repeating: -1, count: explorer.stateCount)
        distance[0] = 0
        var queue = [0]
        var head = 0
        while head < queue.count {
            let index = queue[head]
            head += 1
            for next in explorer.successors(of: index) where distance[Int(next)] < 0 {
                distance[Int(next)] = distance[index] + 1
                queue.append(Int(next))
            }
        }
        for index in stride(from: 0, to: explorer.stateCount, by: 37) {
            var router = Router(schema: BuiltinApps.hospital)
            let moves = explorer.moves(to: index)
            for move in moves { try router.perform(move) }
            #expect(router.state == explorer.state(index))
            #expect(moves.count == distance[index])
            #expect(explorer.index(of: explorer.state(index)) == index)
        }
    }
}
