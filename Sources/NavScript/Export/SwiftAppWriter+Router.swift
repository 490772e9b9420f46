import NavigationModel

/// The router `export swift` writes: `AppRouter`, whose methods are the calls `--explain` prints,
/// with navrepl's rules, and `NavigationError`, whose messages are navrepl's word for word.
extension SwiftAppWriter {
    func writeRouter(_ source: inout SwiftSource) {
        let app = appRouteType
        let first = Names.identifier(schema.tabs[0].name)
        source.doc("""
            The app's navigation state, and every way to change it with navrepl's rules: a refused call throws
            a `NavigationError` with navrepl's message, and changes nothing. Each method is the call `navrepl
            --explain` prints for a command.
            """)
        source.line("@MainActor @Observable")
        source.block("final class AppRouter") { source in
            source.doc("The selected tab.")
            source.line("var selection: Tab = .\(first)")
            source.doc("One path per tab: the routes above its root view, bottom first.")
            for tab in schema.tabs { source.line("var \(path(of: tab)): [\(routeType(of: tab))] = []") }
            source.doc("The presented modals, bottom first; each has a path of its own.")
            source.line("var modals: [Modal] = []")
            source.doc("Skip a push of the route already on top (navrepl's `set singletop on`).")
            source.line("var singleTop = false")
            source.line()
            source.line("init() {}")
            source.line()
            source.line("// MARK: Where things stand")
            source.line()
            source.doc("The path commands act on: the top modal's, else the selected tab's.")
            source.line("var path: [\(app)] { modals.last?.path ?? path(of: selection) }")
            source.line()
            source.doc("A tab's path, as routes of any tab.")
            source.block("func path(of tab: Tab) -> [\(app)]") { source in
                source.cases("switch tab") { source in
                    for tab in schema.tabs {
                        let name = Names.identifier(tab.name)
                        source.line("case .\(name): \(path(of: tab)).map(\(app).\(name))")
                    }
                }
            }
            source.line()
            source.doc("The state as a deep link: the selected tab's path and the modals.")
            source.line("var deepLink: DeepLink { DeepLink(tab: selection, path: path(of: selection), modals: modals) }")
            source.line()
            source.doc("The state as navrepl's `url` prints it.")
            source.line("var url: URL { deepLink.url }")
            source.line()
            source.append(Self.routerMethods.indented(by: 1))
            source.line()
            source.line("// MARK: Checks and updates")
            source.line()
            source.append(Self.routerChecks.indented(by: 1))
            source.line()
            source.doc("Sets a tab's path; every route is the tab's (checked before).")
            source.block("private func setPath(_ routes: [\(app)], of tab: Tab)") { source in
                source.cases("switch tab") { source in
                    for tab in schema.tabs {
                        let name = Names.identifier(tab.name)
                        source.line("case .\(name): \(path(of: tab)) = routes.compactMap { $0.route as? \(routeType(of: tab)) }")
                    }
                }
            }
        }
        source.line()
    }

    /// The property holding a tab's path: `patientsPath`.
    func path(of tab: TabDeclaration) -> String {
        Names.identifier(tab.name).trimmingBackticks + "Path"
    }

    private static let routerMethods = """
        // MARK: Navigating

        /// Selects a tab (`tab NAME`); every tab keeps its path. Refused while a modal is presented.
        func select(tab: Tab) throws(NavigationError) {
            guard tab != selection else { return }
            guard modals.isEmpty else { throw .modalInTheWay(command: "tab") }
            selection = tab
        }

        /// Pushes routes onto the current path, all or nothing (`push A > B`).
        func push(_ routes: AppRoute...) throws(NavigationError) {
            try push(contentsOf: routes)
        }

        func push(contentsOf routes: [AppRoute]) throws(NavigationError) {
            let current = path
            let added = try pushed(routes, onto: current, in: selection, columns: modals.isEmpty)
            setPath(current + added)
        }

        /// Pops `count` routes (`pop N`); 0 pops nothing. Refused below 0 or past the root.
        func pop(_ count: Int = 1) throws(NavigationError) {
            guard count >= 0 else { throw .invalidPopCount(count) }
            guard count > 0 else { return }
            let current = path
            guard count <= current.count else { throw .popBeyondRoot(count: count, stack: stackName, depth: current.count) }
            setPath(Array(current.dropLast(count)))
        }

        /// Pops every route of the current path (`root`).
        func popToRoot() {
            setPath([])
        }

        /// Pops until the nearest `route` is on top, or with `inclusive` removed too (`popto ROUTE`).
        func popTo(_ route: AppRoute, inclusive: Bool = false) throws(NavigationError) {
            try popTo(where: { $0 == route }, inclusive: inclusive, name: route.name, missing: "no \\(route)")
        }

        /// Pops until the nearest route named `name` is on top, whatever its arguments (`popto NAME`).
        func popTo(named name: String, inclusive: Bool = false) throws(NavigationError) {
            try popTo(where: { $0.name == name }, inclusive: inclusive, name: name, missing: "no '\\(name)' route")
        }

        /// Replaces the current path (`replace A > B`).
        func replace(with routes: [AppRoute]) throws(NavigationError) {
            for route in routes { try check(route, in: selection) }
            if modals.isEmpty { try checkColumns(routes, from: 0, in: selection) }
            setPath(routes)
        }

        /// Selects the route's tab and pushes the route there (`go ROUTE`, seed 000's navigate).
        func navigate(to route: AppRoute) throws(NavigationError) {
            guard modals.isEmpty else { throw .modalInTheWay(command: "go") }
            let current = path(of: route.tab)
            let added = try pushed([route], onto: current, in: route.tab, columns: true)
            selection = route.tab
            setPath(current + added, of: route.tab)
        }

        /// In a split tab, puts `route` in its column and clears the columns after it (`select ROUTE`).
        func select(_ route: AppRoute) throws(NavigationError) {
            try check(route, in: selection)
            guard modals.isEmpty else { throw .modalInTheWay(command: "select") }
            let columns = selection.columns, tab = selection.rawValue
            guard !columns.isEmpty else { throw .notSplit(tab: tab) }
            guard let column = columns.firstIndex(where: { $0.routes.contains(route.name) }) else {
                throw .notAColumnRoute(route.name, tab: tab)
            }
            let current = path(of: selection), keep = max(column - 1, 0)
            guard current.count >= keep else {
                let empty = columns[current.count + 1]
                throw .columnEmpty(route.name, column: empty.name, tab: tab, needs: empty.routes)
            }
            if column > 0 && current.count == column && current[keep] == route { return }
            setPath(Array(current.prefix(keep)) + (column > 0 ? [route] : []), of: selection)
        }

        // MARK: Modals

        /// Presents a sheet with a path of its own (`sheet ROUTE`).
        func present(sheet route: AppRoute) throws(NavigationError) {
            try check(route, in: selection)
            modals.append(.sheet(route))
        }

        /// Presents a full-screen cover with a path of its own (`cover ROUTE`).
        func present(cover route: AppRoute) throws(NavigationError) {
            try check(route, in: selection)
            modals.append(.cover(route))
        }

        /// Dismisses the top modal (`dismiss`). Refused when none is presented.
        func dismiss() throws(NavigationError) {
            guard !modals.isEmpty else { throw .noModal }
            modals.removeLast()
        }

        /// Dismisses every modal (`dismiss all`).
        func dismissAll() {
            modals.removeAll()
        }

        /// Dismisses every modal and pops every tab to its root, keeping the selected tab (`reset`).
        func reset() {
            modals.removeAll()
            for tab in Tab.allCases { setPath([], of: tab) }
        }

        // MARK: Deep links

        /// Applies a deep link in one step (`open URL`): dismisses the modals, selects the link's tab,
        /// sets its path and presents the link's modals.
        func handle(_ url: URL) throws(NavigationError) {
            guard let link = DeepLink(url: url) else { throw .unreadableLink(url.absoluteString) }
            try open(link)
        }

        func open(_ link: DeepLink) throws(NavigationError) {
            for route in link.path + link.modals.flatMap({ [$0.root] + $0.path }) { try check(route, in: link.tab) }
            try checkColumns(link.path, from: 0, in: link.tab)
            selection = link.tab
            setPath(link.path, of: link.tab)
            modals = link.modals
        }
        """

    private static let routerChecks = """
        /// How messages name the current path: the tab's name, or the modal's style.
        private var stackName: String { modals.last?.style.rawValue ?? selection.rawValue }

        /// A route must belong to the tab it goes to (a modal's routes are those of the selected tab).
        private func check(_ route: AppRoute, in tab: Tab) throws(NavigationError) {
            guard route.tab == tab else {
                throw .routeInOtherTab(route: route.name, tab: tab.rawValue, owners: [route.tab.rawValue])
            }
        }

        /// The routes a push adds to `path`: each checked, and with `singleTop` those already on top left out.
        private func pushed(_ routes: [AppRoute], onto path: [AppRoute], in tab: Tab, columns: Bool) throws(NavigationError) -> [AppRoute] {
            for route in routes { try check(route, in: tab) }
            var top = path.last
            let pushed = singleTop ? routes.filter { route in
                defer { top = route }
                return route != top
            } : routes
            if columns { try checkColumns(pushed, from: path.count, in: tab) }
            return pushed
        }

        /// In a split tab, each path entry must belong to the column it lands in; entries past the last
        /// column are pushed inside it and may be any route but the sidebar's.
        private func checkColumns(_ routes: [AppRoute], from start: Int, in tab: Tab) throws(NavigationError) {
            let columns = tab.columns
            guard !columns.isEmpty else { return }
            for (offset, route) in routes.enumerated() {
                if columns[0].routes.contains(route.name) { throw .sidebarRoute(route.name, tab: tab.rawValue) }
                let position = start + offset
                guard position <= columns.count - 2 else { continue }
                let column = columns[position + 1]
                if !column.routes.contains(route.name) {
                    throw .wrongColumn(route.name, column: column.name, tab: tab.rawValue, shows: column.routes)
                }
            }
        }

        private func popTo(where matches: (AppRoute) -> Bool, inclusive: Bool, name: String, missing: String) throws(NavigationError) {
            let current = path
            guard let index = current.lastIndex(where: matches) else {
                throw .routeNotInStack(name, missing: missing, stack: stackName)
            }
            setPath(Array(current.prefix(inclusive ? index : index + 1)))
        }

        /// Sets the current path: the top modal's, else the selected tab's.
        private func setPath(_ routes: [AppRoute]) {
            if modals.isEmpty {
                setPath(routes, of: selection)
            } else {
                modals[modals.count - 1].path = routes
            }
        }
        """

    func writeError(_ source: inout SwiftSource) {
        source.append(
            """
            /// Why the router refused a call. The messages are navrepl's, word for word.
            enum NavigationError: Error, Hashable, Sendable, CustomStringConvertible {
                case routeInOtherTab(route: String, tab: String, owners: [String])
                case invalidPopCount(Int)
                case popBeyondRoot(count: Int, stack: String, depth: Int)
                case routeNotInStack(String, missing: String, stack: String)
                case modalInTheWay(command: String)
                case noModal
                case sidebarRoute(String, tab: String)
                case wrongColumn(String, column: String, tab: String, shows: [String])
                case notSplit(tab: String)
                case notAColumnRoute(String, tab: String)
                case columnEmpty(String, column: String, tab: String, needs: [String])
                case unreadableLink(String)

                var description: String {
                    switch self {
                    case .routeInOtherTab(let route, let tab, let owners):
                        "route '\\(route)' is not available in tab \\(tab): it belongs to \\(owners.joined(separator: ", "))"
                            + " (use 'go \\(owners[0]).\\(route)', or 'tab \\(owners[0])' first)"
                    case .invalidPopCount(let count):
                        "cannot pop \\(count): the count must not be negative ('pop 0' pops nothing)"
                    case .popBeyondRoot(let count, let stack, 0):
                        "cannot pop \\(count): the \\(stack) stack is already at its root"
                    case .popBeyondRoot(let count, let stack, let depth):
                        "cannot pop \\(count): the \\(stack) stack holds \\(depth) route\\(depth == 1 ? "" : "s") (use 'root' to go back to the root)"
                    case .routeNotInStack(let name, let missing, let stack):
                        "cannot pop to \\(name): there is \\(missing) in the \\(stack) stack (use 'show' to see the stack)"
                    case .modalInTheWay(let command):
                        "cannot use '\\(command)' while a modal is presented (use 'dismiss all' first)"
                    case .noModal:
                        "no modal is presented (use 'sheet ROUTE' or 'cover ROUTE' to present one)"
                    case .sidebarRoute(let route, let tab):
                        "'\\(route)' is the \\(tab) sidebar, the root of the split view (use 'select \\(route)' or 'root' to go back to it)"
                    case .wrongColumn(let route, let column, let tab, let shows):
                        "cannot put '\\(route)' in the \\(column) column of \\(tab): that column shows \\(shows.joined(separator: ", "))"
                            + " (use 'select' to fill a column)"
                    case .notSplit(let tab):
                        "'select' works in split tabs, and \\(tab) is not one (use 'push' here)"
                    case .notAColumnRoute(let route, let tab):
                        "'\\(route)' is not shown in a column of \\(tab) (select a column's route, or 'push' it inside the last column)"
                    case .columnEmpty(let route, let column, let tab, let needs):
                        "cannot select '\\(route)': the \\(column) column of \\(tab) is empty"
                            + " (select \\(needs.map { "'\\($0)'" }.joined(separator: " or ")) first)"
                    case .unreadableLink(let link):
                        "malformed link: '\\(link)' is not a link to this app's tabs and routes"
                    }
                }
            }


            """)
    }
}

extension String {
    /// Each line moved right by `levels` steps of four spaces; empty lines stay empty.
    func indented(by levels: Int) -> String {
        let indent = String(repeating: "    ", count: levels)
        return split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : indent + $0 }
            .joined(separator: "\n") + "\n"
    }
}
