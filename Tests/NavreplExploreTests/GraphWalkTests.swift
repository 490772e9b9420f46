import NavreplExplore
import NavreplKit
import Testing

/// `explore` over an app with edges, counted by a tiny walker of its own that knows nothing of
/// the engine: from the screen in front, the edges' pushes, presentations and other tabs'
/// pushes; back; the other tabs; dismiss.
struct GraphWalkTests {
    struct PlainState: Hashable {
        var selected = 0
        var stacks: [[String]]
        var modal: (root: String, stack: [String], style: Int)?

        static func == (lhs: PlainState, rhs: PlainState) -> Bool {
            lhs.selected == rhs.selected && lhs.stacks == rhs.stacks && lhs.modal?.root == rhs.modal?.root
                && lhs.modal?.stack == rhs.modal?.stack && lhs.modal?.style == rhs.modal?.style
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(selected)
            hasher.combine(stacks)
            hasher.combine(modal?.root)
            hasher.combine(modal?.stack)
            hasher.combine(modal?.style)
        }
    }

    /// Edges by tab, then by screen ("root" for the root): (kind, route), kind "push", "sheet",
    /// "cover" or another tab's name.
    typealias Graph = [[String: [(kind: String, route: String)]]]

    static func plainCount(_ graph: Graph, depth: Int) -> Int {
        let start = PlainState(stacks: Array(repeating: [], count: graph.count))
        var seen: Set<PlainState> = [start]
        var queue = [start]
        let tabNames = (0..<graph.count).map { "t\($0)" }
        while let state = queue.popLast() {
            var next: [PlainState] = []
            let stack = state.modal?.stack ?? state.stacks[state.selected]
            let front = stack.last ?? state.modal?.root ?? "root"
            for (kind, route) in graph[state.selected][front] ?? [] {
                var copy = state
                switch kind {
                case "push" where stack.count < depth:
                    if copy.modal != nil { copy.modal!.stack.append(route) } else { copy.stacks[copy.selected].append(route) }
                case "sheet" where state.modal == nil, "cover" where state.modal == nil:
                    copy.modal = (route, [], kind == "sheet" ? 1 : 2)
                case let tab where tabNames.contains(tab) && state.modal == nil:
                    let index = tabNames.firstIndex(of: tab)!
                    guard copy.stacks[index].count < depth else { continue }
                    copy.selected = index
                    copy.stacks[index].append(route)
                default: continue
                }
                next.append(copy)
            }
            if !stack.isEmpty {
                var copy = state
                if copy.modal != nil { copy.modal!.stack.removeLast() } else { copy.stacks[copy.selected].removeLast() }
                next.append(copy)
            }
            if state.modal == nil {
                for tab in graph.indices where tab != state.selected { var copy = state; copy.selected = tab; next.append(copy) }
            } else {
                var copy = state
                copy.modal = nil
                next.append(copy)
            }
            for candidate in next where seen.insert(candidate).inserted { queue.append(candidate) }
        }
        return seen.count
    }

    static let graph: Graph = [
        ["root": [("push", "a"), ("push", "b")], "a": [("push", "b"), ("sheet", "s")], "b": [("push", "a"), ("t1", "c")], "s": [("push", "a")]],
        ["root": [("push", "c")], "c": [("push", "c"), ("cover", "s")]],
    ]

    static var schema: AppSchema {
        get throws {
            func edges(_ table: [String: [(kind: String, route: String)]]) -> [AppSchema.RouteEdge] {
                table.keys.sorted().flatMap { source in
                    table[source]!.map { kind, route in
                        let edgeKind: AppSchema.RouteEdge.Kind = switch kind {
                        case "push": .push
                        case "sheet": .present(.sheet)
                        case "cover": .present(.cover)
                        default: .go(tab: kind)
                        }
                        return AppSchema.RouteEdge(from: source == "root" ? .root : .route(source), edgeKind, route)
                    }
                }
            }
            return try AppSchema(
                name: "graph",
                tabs: [
                    AppSchema.TabDeclaration("t0", routes: [AppSchema.RouteDeclaration("a"), AppSchema.RouteDeclaration("b")], edges: edges(graph[0])),
                    AppSchema.TabDeclaration("t1", routes: [AppSchema.RouteDeclaration("c")], edges: edges(graph[1])),
                ],
                sharedRoutes: [AppSchema.RouteDeclaration("s")])
        }
    }

    @Test(arguments: [1, 2, 3, 4])
    func theWalkCountsWhatASeparateWalkerCountsOverTheEdges(depth: Int) throws {
        var bounds = ExplorationBounds()
        bounds.maxDepth = depth
        bounds.maxModals = 1
        let explorer = try Explorer(schema: Self.schema, bounds: bounds)
        explorer.walk()
        #expect(!explorer.isLimited)
        #expect(explorer.stateCount == Self.plainCount(Self.graph, depth: depth))
        // From depth 3, every edge is taken somewhere (below, a push past the depth is not
        // offered); and the walk's scripts replay on the router.
        if depth >= 3 { #expect(explorer.shownEdges.count == Self.graph.reduce(0) { $0 + $1.values.reduce(0) { $0 + $1.count } }) }
        for index in stride(from: 0, to: explorer.stateCount, by: 7) {
            var router = Router(schema: try Self.schema)
            for move in explorer.moves(to: index) { try router.perform(move) }
            #expect(router.state == explorer.state(index))
        }
    }

    /// A route the walk did not reach but the edges show is reported past the walk's bounds,
    /// naming the bounds that walk there: walked with them, it is reached.
    @Test(arguments: [(0, 0), (1, 0), (0, 1)])
    func aRoutePastTheBoundsNamesTheBoundsThatReachIt(depth: Int, modals: Int) throws {
        func unreachable(_ depth: Int, _ modals: Int) throws -> [Finding] {
            var bounds = ExplorationBounds()
            bounds.maxDepth = depth
            bounds.maxModals = modals
            let explorer = try Explorer(schema: Self.schema, bounds: bounds)
            explorer.walk()
            return explorer.findings().filter { $0.kind == .unreachable }
        }
        let past = try unreachable(depth, modals).filter { $0.pastBounds != nil }
        #expect(!past.isEmpty)
        #expect(past.allSatisfy { $0.message.contains("past the walk's bounds") })
        for finding in past {
            let named = { (option: String) in finding.message.firstMatch(of: try! Regex("\(option) ([0-9]+)")).map { Int($0.output[1].substring!)! } }
            let wider = try unreachable(named("--max-depth") ?? depth, named("--max-modals") ?? modals)
            #expect(!wider.contains { $0.subject == finding.subject }, "\(finding.message)")
        }
    }

    /// A flag declared `changes on` a route is offered only while that route is in front. By
    /// hand, with a guard keeping `a` while the flag is set: free, the flag flips on the root
    /// too (root, root set, a, a set: 4 states); changing on `a` only, the root is never seen
    /// with it set, as back from `a` set is refused (3).
    @Test func aFlagChangesOnlyWhereItSays() throws {
        func count(changesOn: [String]?) throws -> Int {
            let schema = try AppSchema(
                name: "f", tabs: [AppSchema.TabDeclaration("main", routes: [AppSchema.RouteDeclaration("a")], edges: [AppSchema.RouteEdge(from: .root, .push, "a")])],
                flags: [AppSchema.FlagDeclaration("set", changesOn: changesOn)], guards: [AppSchema.GuardRule(route: "a", condition: AppSchema.Condition(flag: "set", holdsWhenSet: true))])
            var bounds = ExplorationBounds()
            bounds.maxDepth = 1
            let explorer = try Explorer(schema: schema, bounds: bounds)
            explorer.walk()
            return explorer.stateCount
        }
        #expect(try count(changesOn: nil) == 4)
        #expect(try count(changesOn: ["a"]) == 3)
    }
}
