/// An app's navigation schema: its tabs and the routes each accepts. Free mode has none.
/// Immutable and shared: a class, so that passing it around costs one reference count
/// rather than one per field, and so that its lookup tables are built once.
public final class AppSchema: Sendable {
    /// The app's name, also the scheme of its deep links.
    public let name: String
    /// The tabs, in the order the app declares them.
    public let tabs: [TabDeclaration]
    /// Routes declared outside any tab, accepted in every tab.
    public let sharedRoutes: [RouteDeclaration]
    /// Free mode (`app none`): any route, any positional arguments, tabs made on first use.
    public let isFree: Bool
    /// A one-line description, shown by `apps`.
    public let summary: String?
    /// The routes each tab accepts, by tab index: its own, then the app-level ones.
    private let acceptedRoutes: [[RouteDeclaration]]
    /// Whether any tab is a split view (the router checks columns only then).
    public let hasSplitTabs: Bool
    /// Each tab's index by name, for apps with many tabs.
    private let tabNumbers: [String: Int]
    /// For each tab of many routes, each accepted route's index by name (the first of a name).
    private let routeNumbers: [[String: Int]]
    /// The flags the app declares, in order, with their values at start.
    public let flags: [FlagDeclaration]
    /// The redirects, tried in order.
    public let redirects: [RedirectRule]
    /// The guards that may refuse a pop.
    public let guards: [GuardRule]
    /// Whether any redirect or guard may apply (the router checks them only then).
    public let hasRules: Bool
    /// The tabs that go back to their root when selected again (`retap root`), as UIKit's tab
    /// bar does; a bare SwiftUI `TabView` does nothing, which is the default.
    public let retapToRoot: Set<String>
    /// The routes only ever presented as a modal's root (`sheet NAME`, `cover NAME` in an app
    /// block): app-level routes a push refuses.
    public let presentedOnly: Set<String>
    /// Of those, the ones declared `cover NAME`: how the app file writes them back.
    public let presentedOnlyAsCover: Set<String>

    /// How the app presents a presented-only route: the style it declares it with.
    public func declaredStyle(of route: String) -> Modal.Style {
        presentedOnlyAsCover.contains(route) ? .cover : .sheet
    }
    /// The universal links the app answers (`link "https://..." -> TAB.ROUTE`), in order.
    public let links: [LinkPattern]
    /// Each tab's edges by the screen they leave; nil for a tab that declares none.
    private let edgeTables: [[RouteEdge.Source: [RouteEdge]]?]
    /// Whether any tab declares edges.
    public let hasEdges: Bool

    /// The tab a free-mode session and a schema without tab blocks start in.
    public static let defaultTabName = "main"

    /// Builds and checks a schema: an app with no tab blocks gets one tab named `main`.
    public init(
        name: String, tabs: [TabDeclaration], sharedRoutes: [RouteDeclaration] = [],
        flags: [FlagDeclaration] = [], redirects: [RedirectRule] = [], guards: [GuardRule] = [],
        retapToRoot: [String] = [], presentedOnly: [String] = [], presentedOnlyAsCover: [String] = [], links: [LinkPattern] = [], summary: String? = nil
    ) throws(NavigationError) {
        let tabs = tabs.isEmpty ? [TabDeclaration(AppSchema.defaultTabName, routes: [])] : tabs
        self.name = name
        self.tabs = tabs
        self.sharedRoutes = sharedRoutes
        self.isFree = false
        self.summary = summary
        self.acceptedRoutes = tabs.map { $0.routes + sharedRoutes }
        self.routeNumbers = acceptedRoutes.map { routes in
            guard routes.count > AppSchema.indexedRoutes else { return [:] }
            var numbers: [String: Int] = [:]
            for (index, route) in routes.enumerated() where numbers[route.name] == nil { numbers[route.name] = index }
            return numbers
        }
        self.hasSplitTabs = tabs.contains { $0.isSplit }
        var numbers: [String: Int] = [:]
        for (index, tab) in tabs.enumerated() where numbers[tab.name] == nil { numbers[tab.name] = index }
        self.tabNumbers = numbers
        self.flags = flags
        self.redirects = redirects
        self.guards = guards
        self.hasRules = !redirects.isEmpty || !guards.isEmpty
        self.retapToRoot = Set(retapToRoot)
        self.presentedOnly = Set(presentedOnly)
        self.presentedOnlyAsCover = Set(presentedOnlyAsCover).intersection(presentedOnly)
        self.links = links
        self.edgeTables = tabs.map { tab in tab.edges.isEmpty ? nil : Dictionary(grouping: tab.edges, by: \.source) }
        self.hasEdges = tabs.contains { !$0.edges.isEmpty }
        for name in presentedOnly where !sharedRoutes.contains(where: { $0.name == name }) {
            throw .invalidSchema("'\(name)', presented only, must be declared at app level (outside any tab)")
        }
        for name in retapToRoot where !tabs.contains(where: { $0.name == name }) {
            throw .invalidSchema("'retap root \(name)' names an undeclared tab '\(name)'")
        }
        try validate()
        try validateRules()
        try validateEdges()
    }

    private init(freeModeSummary: String) {
        name = "none"
        tabs = []
        sharedRoutes = []
        isFree = true
        summary = freeModeSummary
        acceptedRoutes = []
        routeNumbers = []
        hasSplitTabs = false
        tabNumbers = [:]
        flags = []
        redirects = []
        guards = []
        hasRules = false
        retapToRoot = []
        presentedOnly = []
        presentedOnlyAsCover = []
        links = []
        edgeTables = []
        hasEdges = false
    }

    /// Free mode: no schema at all.
    public static let free = AppSchema(
        freeModeSummary: "free mode: any route with any arguments, tabs made on first use")

    /// The index of the tab named `name`, if the app declares one.
    public func tabIndex(named name: String) -> Int? {
        guard tabs.count > 8 else {
            for index in tabs.indices where tabs[index].name == name { return index }
            return nil
        }
        return tabNumbers[name]
    }

    /// The routes a tab accepts: its own, then the app-level ones.
    public func routes(acceptedIn tabName: String) -> [RouteDeclaration] {
        tabIndex(named: tabName).map { acceptedRoutes[$0] } ?? sharedRoutes
    }

    /// The declaration `name` has in `tabName`, if that tab accepts it.
    public func declaration(named name: String, in tabName: String) -> RouteDeclaration? {
        guard let index = tabIndex(named: tabName) else {
            return sharedRoutes.first { $0.name == name }
        }
        let routes = acceptedRoutes[index]
        guard routes.count > AppSchema.indexedRoutes else {
            for route in routes where route.name == name { return route }
            return nil
        }
        return routeNumbers[index][name].map { routes[$0] }
    }

    /// Past this many routes a tab finds a route by its name in a table (an app of 10,000
    /// routes reads 10,000 links in linear time); below it, a look along the list is quicker.
    private static let indexedRoutes = 16

    /// The declaration of the tab named `name`, if there is one.
    public func tab(named name: String) -> TabDeclaration? {
        tabIndex(named: name).map { tabs[$0] }
    }

    /// The tabs that declare a route of this name themselves (not through app-level routes).
    public func tabsDeclaring(_ name: String) -> [String] {
        tabs.filter { tab in tab.routes.contains { $0.name == name } }.map(\.name)
    }

    /// The edges that leave `source` in tab `index`: nil when the tab declares no edges (then
    /// every route it accepts may follow every screen), empty when none leaves that screen.
    public func edges(from source: RouteEdge.Source, inTab index: Int) -> [RouteEdge]? {
        guard index < edgeTables.count, let table = edgeTables[index] else { return nil }
        return table[source] ?? []
    }

    /// The edges a user's taps may follow from the screen in front of `state`: nil when its
    /// tab declares no edges (then every route the tab accepts is one tap away).
    public func tapEdges(in state: NavigationState) -> [RouteEdge]? {
        edges(from: state.frontScreen, inTab: state.selectedTab)
    }

    /// The taps the screen in front of `state` offers: its edges, but those to another tab
    /// while a modal is presented (selecting a tab is refused under one). Nil in a tab without
    /// edges.
    public func offeredTaps(in state: NavigationState) -> [RouteEdge]? {
        guard let edges = tapEdges(in: state) else { return nil }
        guard !state.modals.isEmpty else { return edges }
        return edges.filter { if case .go = $0.kind { false } else { true } }
    }

    /// The refusal of a tap on a route named `name` in `state` where no edge leads there,
    /// naming the edges there are: the one message `follow`, the typed router and the prompt
    /// give, whichever tab declares the route.
    public func noEdge(to name: String, in state: NavigationState) -> NavigationError {
        .noEdge(name, from: state.frontScreen.name, tab: state.selectedTabName, edges: (tapEdges(in: state) ?? []).map(\.targetSpelling))
    }

    /// The edge a tap on a route named `name` follows in `state`, if one leads there: the one
    /// rule `follow`, the typed router and the prompt all read.
    public func edge(to name: String, in state: NavigationState) -> RouteEdge? {
        tapEdges(in: state)?.first { $0.route == name }
    }

    /// The state a freshly loaded app starts in: every tab at its root, the first selected.
    public func initialState() -> NavigationState {
        let names = isFree ? [AppSchema.defaultTabName] : tabs.map(\.name)
        return NavigationState(tabs: names.map { NavigationState.TabState(name: $0) }, flags: initialFlags)
    }

    /// Every declared flag with its value at start.
    public var initialFlags: [String: Bool] {
        Dictionary(uniqueKeysWithValues: flags.map { ($0.name, $0.initialValue) })
    }

    private func validate() throws(NavigationError) {
        var tabNames = Set<String>()
        let sharedNames = Set(sharedRoutes.map(\.name))
        for tab in tabs {
            guard tabNames.insert(tab.name).inserted else {
                throw .invalidSchema("tab '\(tab.name)' is declared twice")
            }
            try AppSchema.validate(tab.routes, in: "tab '\(tab.name)'")
            if tab.isSplit && !(2...3).contains(tab.columns.count) {
                throw .invalidSchema("split tab '\(tab.name)' has \(tab.columns.count) column\(tab.columns.count == 1 ? "" : "s"); a split view has 2 or 3")
            }
            if let empty = tab.columns.first(where: { $0.routes.isEmpty }) {
                throw .invalidSchema("column '\(empty.name)' of split tab '\(tab.name)' declares no routes")
            }
            for route in tab.routes where sharedNames.contains(route.name) {
                throw .invalidSchema(
                    "route '\(route.name)' is declared both in tab '\(tab.name)' and at app level")
            }
        }
        try AppSchema.validate(sharedRoutes, in: "app '\(name)'")
    }

    /// Flags are declared once; rules name declared flags and routes, and a redirect's target
    /// must be a route every tab that accepts its source accepts, with valid arguments there.
    private func validateRules() throws(NavigationError) {
        var flagNames = Set<String>()
        for flag in flags where !flagNames.insert(flag.name).inserted {
            throw .invalidSchema("flag '\(flag.name)' is declared twice")
        }
        func check(_ condition: Condition, of rule: String) throws(NavigationError) {
            guard flagNames.contains(condition.flag) else {
                throw .invalidSchema("\(rule) names an undeclared flag '\(condition.flag)'"
                    + Spelling.hint(for: condition.flag, among: flags.map(\.name), otherwise: " (declare it: 'flag \(condition.flag) = false')"))
            }
        }
        func tabsAccepting(_ route: String, in rule: String) throws(NavigationError) -> [String] {
            let accepting = tabs.map(\.name).filter { declaration(named: route, in: $0) != nil }
            guard !accepting.isEmpty else { throw .invalidSchema("\(rule) names an undeclared route '\(route)'") }
            return accepting
        }
        for rule in redirects {
            try check(rule.condition, of: "'\(rule.spelling)'")
            let accepting = try tabsAccepting(rule.source, in: "'\(rule.spelling)'")
            // A push of a route only ever presented is always refused: the rule could never act.
            if case .route(let request) = rule.target, presentedOnly.contains(request.name) {
                let style = presentedOnlyAsCover.contains(request.name) ? "cover" : "sheet"
                throw .invalidSchema("'\(rule.spelling)' pushes \(request.name), which is only presented ('\(style) \(request.name)'): write '-> \(style) \(request.name)'")
            }
            switch rule.target {
            case .route(let request), .present(_, let request):
                for tab in accepting {
                    do {
                        _ = try resolve(request, in: tab)
                    } catch {
                        // The tab once: most of the engine's reasons name it already.
                        let reason = error.description
                        let place = reason.contains("in tab \(tab)") ? "" : "in tab \(tab), "
                        throw .invalidSchema("'\(rule.spelling)': \(place)where \(rule.source) is accepted, \(reason)")
                    }
                }
            case .tab(let name, _):
                guard tabs.contains(where: { $0.name == name }) else {
                    throw .invalidSchema("'\(rule.spelling)' names an undeclared tab '\(name)'" + Spelling.hint(for: name, among: tabs.map(\.name)))
                }
            case .root:
                break
            }
        }
        for rule in guards {
            try check(rule.condition, of: "'\(rule.spelling)'")
            _ = try tabsAccepting(rule.route, in: "'\(rule.spelling)'")
        }
        for link in links {
            guard tabs.contains(where: { $0.name == link.tab }) else {
                throw .invalidSchema("'\(link.spelling)' names an undeclared tab '\(link.tab)'" + Spelling.hint(for: link.tab, among: tabs.map(\.name)))
            }
            guard !presentedOnly.contains(link.route) else {
                throw .invalidSchema("'\(link.spelling)' opens \(link.route) on tab \(link.tab)'s stack, but \(link.route) is only presented: a link cannot push it")
            }
            guard let route = declaration(named: link.route, in: link.tab) else {
                throw .invalidSchema("'\(link.spelling)' names a route tab \(link.tab) does not take, '\(link.route)'")
            }
            for label in link.labels where !route.parameters.contains(where: { $0.label == label }) {
                throw .invalidSchema("'\(link.spelling)': route \(link.route) has no parameter '\(label)' (it has \(route.parameters.isEmpty ? "none" : route.parameters.map(\.label).joined(separator: ", ")))")
            }
            for parameter in route.parameters where !parameter.isOptional && parameter.defaultValue == nil && !link.labels.contains(parameter.label) {
                throw .invalidSchema("'\(link.spelling)': the pattern gives no ':\(parameter.label)', which route \(link.route) needs")
            }
        }
    }

    /// An edge leaves a screen of its tab and leads to a route its kind can show there: a push
    /// to a route the tab's stack takes, a sheet or cover to any route the tab accepts, a `go`
    /// to a route of that tab; each target once from each screen, so that a tap names its
    /// edge by the route. A split view's sidebar is its root, named `root`: the state keeps no
    /// selection in the sidebar, so an edge from a sidebar route would never be in front, and
    /// one that pushes it would always be refused. A flag changes on screens of declared routes.
    private func validateEdges() throws(NavigationError) {
        // Each tab's names once: an app of many routes and edges is checked in linear time.
        let acceptedNames = tabs.map { Set(routes(acceptedIn: $0.name).map(\.name)) }
        let sidebarNames = tabs.map { Set($0.columns.first?.routes.map(\.name) ?? []) }
        func check(_ route: String, of edge: RouteEdge, in tab: String, from tabEdges: String) throws(NavigationError) {
            guard let index = tabIndex(named: tab), !acceptedNames[index].contains(route) else { return }
            throw .invalidSchema("'\(edge.spelling)' in tab \(tabEdges): tab \(tab) takes no route '\(route)'"
                + Spelling.hint(for: route, among: routes(acceptedIn: tab).map(\.name), otherwise: " (declare it in the tab, or at app level)"))
        }
        func checkNotSidebar(_ edge: RouteEdge, in tab: String, from tabEdges: String) throws(NavigationError) {
            guard let index = tabIndex(named: tab), sidebarNames[index].contains(edge.route) else { return }
            throw .invalidSchema("'\(edge.spelling)' in tab \(tabEdges): \(edge.route) is the \(tab) sidebar, the root of the split view, which no tap pushes (a user goes back to it with 'select \(edge.route)' or 'root')")
        }
        // A split tab's push lands in the column after the screen tapped (the sidebar's, the
        // second column), up to the last, where any route is pushed inside: one leading to a
        // route another column shows would always be refused.
        func checkColumn(_ edge: RouteEdge, in tab: TabDeclaration) throws(NavigationError) {
            guard tab.isSplit else { return }
            let from: Int
            switch edge.source {
            case .root: from = 0
            case .route(let name):
                guard let index = tab.columnIndex(of: name) else { return }
                from = index
            }
            guard from + 1 < tab.columns.count, case let column = tab.columns[from + 1], !column.routes.contains(where: { $0.name == edge.route }) else { return }
            throw .invalidSchema("'\(edge.spelling)' in tab \(tab.name): a tap there puts its route in the \(column.name) column, which shows \(column.routes.map(\.name).joined(separator: ", ")), not \(edge.route) (declare \(edge.route) in that column, or lead to one of its routes)")
        }
        for (index, tab) in tabs.enumerated() {
            var targets: [RouteEdge.Source: Set<String>] = [:]
            for edge in tab.edges {
                if case .route(let name) = edge.source {
                    try check(name, of: edge, in: tab.name, from: tab.name)
                    if sidebarNames[index].contains(name) {
                        throw .invalidSchema("'\(edge.spelling)' in tab \(tab.name): \(name) is the \(tab.name) sidebar, the root of the split view, so its taps leave 'root': write 'root -> \(edge.targetSpelling)'")
                    }
                }
                switch edge.kind {
                case .push:
                    try check(edge.route, of: edge, in: tab.name, from: tab.name)
                    try checkNotSidebar(edge, in: tab.name, from: tab.name)
                    try checkColumn(edge, in: tab)
                    if presentedOnly.contains(edge.route) {
                        throw .invalidSchema("'\(edge.spelling)' in tab \(tab.name) pushes \(edge.route), which is only presented: write '\(edge.source.name) -> \(presentedOnlyAsCover.contains(edge.route) ? "cover" : "sheet") \(edge.route)'")
                    }
                case .present:
                    try check(edge.route, of: edge, in: tab.name, from: tab.name)
                case .go(let name):
                    guard let other = self.tab(named: name) else {
                        throw .invalidSchema("'\(edge.spelling)' in tab \(tab.name) names an undeclared tab '\(name)'" + Spelling.hint(for: name, among: tabs.map(\.name)))
                    }
                    try check(edge.route, of: edge, in: other.name, from: tab.name)
                    try checkNotSidebar(edge, in: other.name, from: tab.name)
                    if presentedOnly.contains(edge.route) {
                        throw .invalidSchema("'\(edge.spelling)' in tab \(tab.name) goes to \(edge.route), which is only presented: a tab's stack cannot take it")
                    }
                }
                guard targets[edge.source, default: []].insert(edge.route).inserted else {
                    throw .invalidSchema("'\(edge.spelling)' in tab \(tab.name): \(edge.source.name) already leads to \(edge.route) (a screen leads to a route once, by one kind)")
                }
            }
        }
        let declared = tabs.flatMap(\.routes).map(\.name) + sharedRoutes.map(\.name)
        let declaredNames = Set(declared)
        for flag in flags {
            for route in flag.changesOn ?? [] where !declaredNames.contains(route) {
                throw .invalidSchema("'\(flag.spelling)' names an undeclared route '\(route)'" + Spelling.hint(for: route, among: declared))
            }
        }
    }

    private static func validate(_ routes: [RouteDeclaration], in place: String) throws(NavigationError) {
        var routeNames = Set<String>()
        for route in routes {
            guard routeNames.insert(route.name).inserted else {
                throw .invalidSchema("route '\(route.name)' is declared twice in \(place)")
            }
            var labels = Set<String>()
            for parameter in route.parameters {
                guard labels.insert(parameter.label).inserted else {
                    throw .invalidSchema(
                        "parameter '\(parameter.label)' appears twice in route '\(route.name)'")
                }
                if case .oneOf(let members) = parameter.type {
                    if members.isEmpty || members.contains("") {
                        throw .invalidSchema(
                            "parameter '\(parameter.label)' of route '\(route.name)' has an empty closed set")
                    }
                    if Set(members).count != members.count {
                        throw .invalidSchema(
                            "parameter '\(parameter.label)' of route '\(route.name)' lists a value twice")
                    }
                }
            }
        }
    }
}
