import NavreplKit

/// Where a user's taps first show each route, by the app's edges alone (whatever its flags and
/// rules): so that a route the walk did not reach is told apart as one its bounds kept out (a
/// screen four taps deep, with stacks of three) rather than one nothing shows.
struct EdgeReach {
    /// Each route its edges show, by name, with the first way found.
    private(set) var ways: [String: EdgeWay] = [:]

    /// Breadth first from every root of a tab with edges (selecting a tab is no tap), over
    /// each screen once: a push deepens its stack, a presentation puts a modal up with the
    /// route at its root and an empty stack, and a tap to another tab (refused under a modal)
    /// pushes on its stack; the stacks left behind keep their depth.
    init(schema: AppSchema) {
        struct Place: Hashable {
            let tab: Int
            let screen: AppSchema.RouteEdge.Source
        }
        // `depth` is the stack in front's, `deepest` the deepest of all.
        var queue: [(place: Place, taps: Int, depth: Int, deepest: Int, modals: Int)] = []
        var seen = Set<Place>()
        for index in schema.tabs.indices where schema.edges(from: .root, inTab: index) != nil {
            let root = Place(tab: index, screen: .root)
            seen.insert(root)
            queue.append((root, 0, 0, 0, 0))
        }
        var next = 0
        while next < queue.count {
            let (place, taps, depth, deepest, modals) = queue[next]
            next += 1
            for edge in schema.edges(from: place.screen, inTab: place.tab) ?? [] {
                var reached: (tab: Int, depth: Int, modals: Int)
                switch edge.kind {
                case .push: reached = (place.tab, depth + 1, modals)
                case .present: reached = (place.tab, 0, modals + 1)
                case .go(let name):
                    guard modals == 0, let other = schema.tabIndex(named: name) else { continue }
                    reached = (other, 1, 0)
                }
                let screen = Place(tab: reached.tab, screen: .route(edge.route))
                guard seen.insert(screen).inserted else { continue }
                let deepestNow = max(deepest, reached.depth)
                queue.append((screen, taps + 1, reached.depth, deepestNow, reached.modals))
                if ways[edge.route] == nil {
                    ways[edge.route] = EdgeWay(taps: taps + 1, tab: schema.tabs[place.tab].name, depth: deepestNow, modals: reached.modals)
                }
            }
        }
    }
}
