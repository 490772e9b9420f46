import NavLanguage
import NavreplExplore
import NavreplKit

/// What a suite covers of an app, and what `explore` reaches of it: the one vocabulary of
/// `navrepl test --coverage` and `explore --emit`. Routes are counted when on a stack (a tab's,
/// or a modal's, its root included), tabs when selected, sheets and covers by the route they
/// present, rules when a redirect fired or a guard refused a move, transitions as the kind
/// of move and the route on top before and after it (`push from list to detail`), and, in an
/// app with edges, each declared edge a move took to its route (`home: featured -> sheet promo`).
/// A tap counts as the call its edge makes, so `follow` and `push` cover the same transition;
/// a move a redirect answers counts as the move the redirect made instead.
public struct Coverage: Sendable, Equatable {
    public var routes = Set<String>()
    public var tabs = Set<String>()
    public var sheets = Set<String>()
    public var covers = Set<String>()
    public var rules = Set<String>()
    public var transitions = Set<Transition>()
    public var edges = Set<String>()

    public init() {}

    /// A kind of move between the routes on top before and after it: `push from list to
    /// detail` (a flag's move, `flag from list to list`, counts too).
    public struct Transition: Hashable, Sendable, CustomStringConvertible {
        public let kind: String
        public let from: String
        public let to: String

        public var description: String { "\(kind) from \(from) to \(to)" }
    }

    /// The kinds counted, in the order reports list them.
    public enum Kind: String, CaseIterable, Sendable {
        case routes, tabs, sheets, covers, rules, transitions, edges

        /// The kinds a report lists for `schema`: edges only where it declares them.
        public static func reported(for schema: AppSchema) -> [Kind] {
            schema.hasEdges ? allCases : allCases.filter { $0 != .edges }
        }
    }

    public subscript(kind: Kind) -> Set<String> {
        switch kind {
        case .routes: return routes
        case .tabs: return tabs
        case .sheets: return sheets
        case .covers: return covers
        case .rules: return rules
        case .transitions: return Set(transitions.map(\.description))
        case .edges: return edges
        }
    }

    /// Counts what is on screen in `state`.
    mutating func add(_ state: NavigationState) {
        tabs.insert(state.selectedTabName)
        for tab in state.tabs {
            for route in tab.stack { routes.insert(route.name) }
        }
        for modal in state.modals {
            routes.insert(modal.root.name)
            for route in modal.stack { routes.insert(route.name) }
            switch modal.style {
            case .sheet: sheets.insert(modal.root.name)
            case .cover: covers.insert(modal.root.name)
            }
        }
    }

    /// Counts `move`, made from `before` to `after` with `change`: the transition, the state it
    /// reached, and the redirects that fired on the way.
    mutating func add(_ move: NavigationOperation, change: Change, from before: NavigationState, to after: NavigationState, schema: AppSchema) {
        transitions.insert(Coverage.transition(move, change: change, from: before, to: after, schema: schema))
        if !change.hasRedirects, let edge = Coverage.edge(taken: move, from: before, schema: schema) { edges.insert(edge) }
        add(after)
        for redirection in change.redirections {
            if let rule = schema.redirects.first(where: { $0.source == redirection.from.name && $0.condition == redirection.condition }) {
                rules.insert(rule.spelling)
            }
        }
    }

    /// Counts the rule behind a refusal, if a rule refused.
    mutating func add(refusal error: NavigationError) {
        if case .guarded(_, let rule, _) = error { rules.insert(rule.spelling) }
    }

    public mutating func formUnion(_ other: Coverage) {
        routes.formUnion(other.routes)
        tabs.formUnion(other.tabs)
        sheets.formUnion(other.sheets)
        covers.formUnion(other.covers)
        rules.formUnion(other.rules)
        transitions.formUnion(other.transitions)
        edges.formUnion(other.edges)
    }

    /// The transition `move` makes from `before` to `after` with `change`; a tap as the call
    /// its edge makes.
    static func transition(_ move: NavigationOperation, change: Change, from before: NavigationState, to after: NavigationState, schema: AppSchema) -> Transition {
        var kind = move.commandName
        if case .follow(let route) = move, let call = try? Router(schema: schema, state: before).followed(route) { kind = call.commandName }
        // A push of premium that `redirect premium -> sheet login` answers presented login: it
        // is counted as a sheet, as the graph draws it. A link stays an open, as its rules
        // only shape the location it opens.
        if let landing = change.redirections.last?.to, !isLink(move) { kind = redirectedKind(landing, otherwise: kind) }
        return Transition(kind: kind, from: top(of: before), to: top(of: after))
    }

    private static func isLink(_ move: NavigationOperation) -> Bool {
        if case .open = move { return true }
        return false
    }

    /// The kind of the move a redirect made instead of one of kind `kind`: another route in
    /// its place is still that kind of move.
    private static func redirectedKind(_ landing: Change.Redirection.Landing, otherwise kind: String) -> String {
        switch landing {
        case .route: return kind
        case .present(let style, let route): return NavigationOperation.present(style, route).commandName
        case .root: return NavigationOperation.popToRoot.commandName
        case .tab(let tab, _): return NavigationOperation.selectTab(tab).commandName
        }
    }

    /// The declared edge `move` takes from the screen in front of `before`, as its name in a
    /// report: a tap on it, or the call it makes (`push`, `sheet`, `cover`, `go`).
    static func edge(taken move: NavigationOperation, from before: NavigationState, schema: AppSchema) -> String? {
        guard schema.hasEdges, let edges = schema.tapEdges(in: before) else { return nil }
        let taken: AppSchema.RouteEdge?
        switch move {
        case .follow(let route): taken = edges.first { $0.route == route.name }
        case .push(let routes) where routes.count == 1: taken = edges.first { $0.route == routes[0].name && $0.kind == .push }
        case .present(let style, let route): taken = edges.first { $0.route == route.name && $0.kind == .present(style) }
        case .go(let tab, let route): taken = edges.first { $0.route == route.name && $0.kind == .go(tab: tab) }
        default: taken = nil
        }
        return taken.map { name(of: $0, in: before.selectedTabName) }
    }

    /// `home: featured -> sheet promo`.
    static func name(of edge: AppSchema.RouteEdge, in tab: String) -> String {
        "\(tab): \(edge.spelling)"
    }

    /// The route on top of the current stack, or the root of the tab or modal.
    static func top(of state: NavigationState) -> String {
        if let top = state.top { return top.name }
        if let modal = state.modals.last { return modal.root.name }
        return "\(state.selectedTabName)'s root"
    }

    /// What the walk reached: every state's routes, tabs and modals, every accepted move's
    /// transition, and the rules that fired or held.
    static func reached(by explorer: Explorer) -> Coverage {
        var coverage = Coverage()
        for index in 0..<explorer.stateCount {
            let state = explorer.state(index)
            coverage.add(state)
            let router = Router(schema: explorer.schema, state: state)
            for move in explorer.moves(in: state) {
                guard let change = try? router.plan(move) else { continue }
                var after = state
                after.apply(change)
                coverage.transitions.insert(transition(move, change: change, from: state, to: after, schema: explorer.schema))
            }
        }
        coverage.rules = Set(explorer.rulesThatActed)
        coverage.edges = Set(explorer.shownEdges.map { name(of: $0.edge, in: $0.tab) })
        return coverage
    }
}
