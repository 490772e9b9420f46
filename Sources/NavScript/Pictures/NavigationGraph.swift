import NavLanguage
import NavreplKit

/// The app as a graph: each tab a cluster holding its root and the routes it declares, the
/// app-level routes outside any tab, and as edges the transitions this session made, each
/// with how often: pushes (from the screen below to the one pushed), pops (from the screen
/// left to the one it went back to), replacements, redirects by the app's rules (from the
/// route asked for to the one shown instead), and modal presentations (from the screen under
/// the modal to its root). In an app with edges, its declared graph too: each edge (push,
/// sheet, cover, go) and each redirect, made or not this session, and each guard on the
/// route it keeps. `GraphWriter` writes it as DOT or Mermaid.
struct NavigationGraph {
    /// A screen: a tab's root, or a route as declared in a tab (nil: at app level).
    enum Node: Hashable {
        case root(tab: String)
        case route(tab: String?, name: String)
        /// Outside the app: where a deep link (`open`) comes from.
        case link

        var routeName: String? {
            if case .route(_, let name) = self { return name }
            return nil
        }
    }

    enum Transition: String {
        case push
        case pop
        case replace
        case sheet
        case cover
        /// A deep link (`open`): from outside the app to the screen it lands on.
        case link
        /// A push or a replacement the app's rules sent elsewhere (`redirect A -> B`): an
        /// edge from the route asked for to the one pushed instead.
        case redirect
        /// A tap that pushes a route of another tab (a declared edge `TAB.ROUTE`).
        case go
        /// A modal presentation: drawn dashed.
        var isModal: Bool { self == .sheet || self == .cover }
    }

    struct Edge: Hashable {
        let from: Node
        let to: Node
        let transition: Transition
        /// A declared redirect's condition (`unless signedIn`); nil for a move made.
        var condition: String?
    }

    struct Cluster {
        let tab: String
        let title: String?
        /// The root first, then the tab's routes in declaration order (as seen, in free mode).
        var nodes: [Node]
    }

    let appName: String
    /// Whether the app's declared edges are drawn (grey until taken).
    let drawsDeclaredEdges: Bool
    private(set) var clusters: [Cluster] = []
    /// App-level routes, in declaration order.
    private(set) var sharedNodes: [Node] = []
    /// The edges in the order first made, with their counts.
    private(set) var edges: [(edge: Edge, count: Int)] = []
    private var edgeIndex: [Edge: Int] = [:]
    private var labels: [Node: [String]] = [:]
    private let schema: AppSchema

    /// The graph of `schema`, with the transitions of the frames `recorder` holds that were
    /// made in an app of that name.
    init(schema: AppSchema, recorder: SessionRecorder?) {
        self.schema = schema
        appName = schema.name
        drawsDeclaredEdges = schema.hasEdges
        for tab in schema.tabs {
            var nodes: [Node] = [.root(tab: tab.name)]
            labels[.root(tab: tab.name)] = [tab.isSplit ? tab.columns[0].routes[0].signature : "root"]
            for route in tab.routes where !(tab.isSplit && route == tab.columns[0].routes[0]) {
                let node = Node.route(tab: tab.name, name: route.name)
                nodes.append(node)
                labels[node] = NavigationGraph.label(of: route)
            }
            clusters.append(Cluster(tab: tab.name, title: tab.title, nodes: nodes))
        }
        for route in schema.sharedRoutes {
            let node = Node.route(tab: nil, name: route.name)
            sharedNodes.append(node)
            labels[node] = NavigationGraph.label(of: route)
        }
        if schema.hasEdges { addDeclaredGraph() }
        recorder?.replay { _, frame, frameSchema, state in
            guard frameSchema.name == schema.name, case .change(let change) = frame.event else { return }
            guard frame.isLink else {
                // A redirected move takes no declared edge, as coverage counts none: its push
                // or presentation is the rule's doing, drawn as the redirect, and would
                // otherwise light whichever declared edge it happens to match.
                if drawsDeclaredEdges && change.hasRedirects {
                    change.forEachStep(after: state) { step, after in
                        switch step {
                        case .push, .pushAll, .present: break
                        default: add(step, after: after)
                        }
                    }
                    return
                }
                guard drawsDeclaredEdges, case .sequence = change else {
                    change.forEachStep(after: state) { step, after in add(step, after: after) }
                    return
                }
                // With edges drawn, a tab switch then a push in one change (a tap along a
                // `TAB.ROUTE` edge, or `go`) is one `go` from the screen that was in front.
                var before = state
                before.revert(change)
                var goFrom: Node?
                change.forEachStep(after: state) { step, after in
                    defer { before = after }
                    if case .selectTab = step {
                        goFrom = screen(below: before.currentStack.count, in: before.currentTarget, before)
                        return add(step, after: after)
                    }
                    if case .push(let route, let target) = step, let from = goFrom {
                        goFrom = nil
                        return add(from: from, to: node(route, target, after), .go)
                    }
                    goFrom = nil
                    add(step, after: after)
                }
                return
            }
            // A link lands on a screen from outside: one edge to where it landed, and the
            // redirects that sent it elsewhere on the way.
            change.forEachStep(after: state) { step, after in
                if case .redirect = step { add(step, after: after) }
            }
            let target = state.currentTarget
            add(from: .link, to: screen(below: state.stack(of: target).count, in: target, state), .link)
        }
    }

    /// The declared edges, with no use yet; each redirect from the route it sends elsewhere,
    /// in every tab that declares it; each guard as a line on its route.
    private mutating func addDeclaredGraph() {
        func declared(_ name: String, in tab: String) -> Node {
            schema.tab(named: tab)?.routes.contains(where: { $0.name == name }) == true ? .route(tab: tab, name: name) : .route(tab: nil, name: name)
        }
        for tab in schema.tabs {
            for edge in tab.edges {
                let from: Node
                switch edge.source {
                case .root: from = .root(tab: tab.name)
                case .route(let name): from = declared(name, in: tab.name)
                }
                switch edge.kind {
                case .push: add(from: from, to: declared(edge.route, in: tab.name), .push, uses: 0)
                case .present(let style): add(from: from, to: declared(edge.route, in: tab.name), style == .sheet ? .sheet : .cover, uses: 0)
                case .go(let other): add(from: from, to: declared(edge.route, in: other), .go, uses: 0)
                }
            }
        }
        for rule in schema.redirects {
            guard let target = rule.target.request?.name else { continue }
            let tabs = schema.tabsDeclaring(rule.source)
            for tab in tabs.isEmpty ? [schema.tabs[0].name] : tabs {
                let edge = Edge(from: declared(rule.source, in: tab), to: declared(target, in: tab), transition: .redirect, condition: rule.condition.spelling)
                if edgeIndex[edge] == nil {
                    edgeIndex[edge] = edges.count
                    edges.append((edge, 0))
                }
            }
        }
        for rule in schema.guards {
            for node in labels.keys where node.routeName == rule.route { labels[node]!.append("guard: pop \(rule.condition.spelling)") }
        }
    }

    /// A node's label, a line a string: the route with its parameters, then its title.
    func label(of node: Node) -> [String] {
        if let label = labels[node] { return label }
        switch node {
        case .route(_, let name): return [name]
        case .link: return ["deep link"]
        case .root: return ["root"]
        }
    }

    private static func label(of route: AppSchema.RouteDeclaration) -> [String] {
        [route.signature] + (route.title.map { [$0] } ?? [])
    }

    // MARK: Transitions

    /// The edges one step of a change made, read from the state the step left: what was under
    /// a pushed route, what a pop went back to. Tab switches, dismissals and whole-state
    /// replacements (`open`, `restore`) are not transitions between screens.
    private mutating func add(_ step: Change, after state: NavigationState) {
        switch step {
        case .push(let route, let target):
            let stack = state.stack(of: target)
            add(from: screen(below: stack.count - 1, in: target, state), to: node(route, target, state), .push)
        case .pushAll(let routes, let target):
            let stack = state.stack(of: target)
            var from = screen(below: stack.count - routes.count, in: target, state)
            for route in routes {
                let to = node(route, target, state)
                add(from: from, to: to, .push)
                from = to
            }
        case .pop(let route, let target):
            add(from: node(route, target, state), to: screen(below: state.stack(of: target).count, in: target, state), .pop)
        case .popAll(let routes, let target):
            guard let top = routes.last else { return }
            add(from: node(top, target, state), to: screen(below: state.stack(of: target).count, in: target, state), .pop)
        case .replace(let old, let new, let target):
            let from = old.last.map { node($0, target, state) } ?? root(of: target, state)
            add(from: from, to: screen(below: new.count, in: target, state), .replace)
        case .present(let modal):
            let under: NavigationState.Target = state.modals.count >= 2 ? .modal(state.modals.count - 2) : .tab(state.selectedTab)
            add(from: screen(below: state.stack(of: under).count, in: under, state), to: node(modal.root, under, state),
                modal.style == .sheet ? .sheet : .cover)
        case .redirect(let redirection):
            // A redirect to a root or a tab is drawn by the pop or the tab change that follows.
            let target = state.currentTarget
            // With the declared graph drawn, a redirect that fires lights its declared rule.
            guard let to = redirection.to.route else { return }
            add(from: node(redirection.from, target, state), to: node(to, target, state), .redirect,
                condition: drawsDeclaredEdges ? redirection.condition.spelling : nil)
        case .sequence(let steps):
            for inner in steps { add(inner, after: state) }
        case .selectTab, .addTab, .removeTab, .dismiss, .replaceState, .setFlag:
            break
        }
    }

    private mutating func add(from: Node, to: Node, _ transition: Transition, condition: String? = nil, uses: Int = 1) {
        let edge = Edge(from: from, to: to, transition: transition, condition: condition)
        if let index = edgeIndex[edge] {
            edges[index].count += uses
        } else {
            edgeIndex[edge] = edges.count
            edges.append((edge, uses))
            note(from)
            note(to)
        }
    }

    /// The screen at `index` of a stack (index 0 is the first route), or the stack's root
    /// below index 0: the screen a push was made on, or a pop went back to.
    private mutating func screen(below index: Int, in target: NavigationState.Target, _ state: NavigationState) -> Node {
        index >= 1 ? node(state.stack(of: target)[index - 1], target, state) : root(of: target, state)
    }

    private mutating func root(of target: NavigationState.Target, _ state: NavigationState) -> Node {
        switch target {
        case .tab(let index): return .root(tab: state.tabs[index].name)
        case .modal(let index): return node(state.modals[index].root, target, state)
        }
    }

    /// A route's node: the tab's own route, an app-level one, or in free mode the tab's
    /// (labelled, the first time, with the types of the arguments it was pushed with).
    private mutating func node(_ route: Route, _ target: NavigationState.Target, _ state: NavigationState) -> Node {
        // A modal shows the routes of the tab it was presented from, the selected one.
        let tab: String
        switch target {
        case .tab(let index): tab = state.tabs[index].name
        case .modal: tab = state.selectedTabName
        }
        if !schema.isFree, schema.tab(named: tab)?.routes.contains(where: { $0.name == route.name }) != true,
           schema.sharedRoutes.contains(where: { $0.name == route.name }) {
            return .route(tab: nil, name: route.name)
        }
        let node = Node.route(tab: tab, name: route.name)
        if schema.isFree && labels[node] == nil {
            let types = route.arguments.map { argument in
                let type = switch argument.value { case .string: "String"; case .int: "Int"; case .bool: "Bool" }
                return argument.label.map { $0 + ": " + type } ?? type
            }
            labels[node] = [route.name + (types.isEmpty ? "" : "(" + types.joined(separator: ", ") + ")")]
        }
        return node
    }

    /// Puts a node met in free mode (or a root of a free-mode tab) into its cluster.
    private mutating func note(_ node: Node) {
        guard schema.isFree else { return }
        let tab: String
        switch node {
        case .root(let name): tab = name
        case .route(let owner, _): tab = owner ?? AppSchema.defaultTabName
        case .link: return
        }
        if let index = clusters.firstIndex(where: { $0.tab == tab }) {
            if !clusters[index].nodes.contains(node) { clusters[index].nodes.append(node) }
        } else {
            clusters.append(Cluster(tab: tab, title: nil, nodes: node == .root(tab: tab) ? [node] : [.root(tab: tab), node]))
        }
    }
}
