import NavreplKit

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
            if !schema.flags.isEmpty {
                source.doc("The app's flags, which its redirect and guard rules read.")
                for flag in schema.flags { source.line("var \(Names.identifier(flag.name)) = \(flag.initialValue)") }
            }
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
            writeOwners(&source)
            source.line()
            writeRedirects(&source)
            source.line()
            writeGuards(&source)
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

    /// The tabs that declare each route name themselves, as navrepl's messages list them.
    private func writeOwners(_ source: inout SwiftSource) {
        source.doc("The tabs that declare each route themselves, for the message of a route sent to another tab.")
        var names: [String] = []
        for route in schema.tabs.flatMap(\.routes) where !names.contains(route.name) { names.append(route.name) }
        let entries = names.map { "\(Value.quoted($0)): [\(schema.tabsDeclaring($0).map(Value.quoted).joined(separator: ", "))]" }
        source.line("private static let owners: [String: [String]] = [\(entries.isEmpty ? ":" : entries.joined(separator: ", "))]")
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

        /// Pushes routes onto the current path, all or nothing (`push A > B`). `popTo` pops first
        /// (`--popto`); with `singleTop` (`--singletop`, or the router's `singleTop`) a route named as
        /// the one on top is not pushed again: the top takes its arguments instead.
        func push(_ routes: AppRoute..., popTo target: PopTarget? = nil, singleTop: Bool = false) throws(NavigationError) {
            try push(contentsOf: routes, popTo: target, singleTop: singleTop)
        }

        func push(contentsOf routes: [AppRoute], popTo target: PopTarget? = nil, singleTop: Bool = false) throws(NavigationError) {
            for route in routes { try check(route, in: selection) }
            let routes = try redirected(routes)
            var current = path
            var removed: [AppRoute] = []
            if let target {
                let kept = try kept(current, poppingTo: target)
                removed = current[kept...].reversed()
                current = Array(current.prefix(kept))
            }
            let plan = singleTop || self.singleTop
                ? singleTopPlan(routes, onto: current, root: modals.last?.root)
                : (kept: current.count, pushed: routes, root: nil)
            if modals.isEmpty { try checkColumns(plan.pushed, from: plan.kept, in: selection) }
            if let root = plan.root, let modal = modals.last, root != modal.root { removed.append(modal.root) }
            if plan.kept < current.count { removed.append(current[plan.kept]) }
            try checkGuards(removed)
            if let root = plan.root, !modals.isEmpty { modals[modals.count - 1].root = root }
            setPath(Array(current.prefix(plan.kept)) + plan.pushed)
        }

        /// Swaps the route on top for others (`replace top`, go_router's pushReplacement).
        func replaceTop(with routes: [AppRoute]) throws(NavigationError) {
            for route in routes { try check(route, in: selection) }
            let routes = try redirected(routes)
            let current = path
            guard let top = current.last else { throw .nothingOnTop(stack: stackName) }
            if modals.isEmpty { try checkColumns(routes, from: current.count - 1, in: selection) }
            try checkGuards([top])
            setPath(Array(current.dropLast()) + routes)
        }

        /// Pops `count` routes (`pop N`); 0 pops nothing. Refused below 0 or past the root.
        func pop(_ count: Int = 1) throws(NavigationError) {
            guard count >= 0 else { throw .invalidPopCount(count) }
            guard count > 0 else { return }
            let current = path
            guard count <= current.count else { throw .popBeyondRoot(count: count, stack: stackName, depth: current.count) }
            try checkGuards(current.suffix(count).reversed())
            setPath(Array(current.dropLast(count)))
        }

        /// Pops every route of the current path (`root`).
        func popToRoot() throws(NavigationError) {
            try pop(to: .root)
        }

        /// Pops until the nearest `route` is on top, or with `inclusive` removed too (`popto ROUTE`).
        func popTo(_ route: AppRoute, inclusive: Bool = false) throws(NavigationError) {
            try pop(to: .route(route, inclusive: inclusive))
        }

        /// Pops until the nearest route named `name` is on top, whatever its arguments (`popto NAME`).
        func popTo(named name: String, inclusive: Bool = false) throws(NavigationError) {
            try pop(to: .named(name, inclusive: inclusive))
        }

        /// Replaces the current path (`replace A > B`); what both start with stays.
        func replace(with routes: [AppRoute]) throws(NavigationError) {
            for route in routes { try check(route, in: selection) }
            let routes = try redirected(routes)
            if modals.isEmpty { try checkColumns(routes, from: 0, in: selection) }
            try checkGuards(removed(replacing: path, with: routes))
            setPath(routes)
        }

        /// Selects the route's tab and pushes the route there (`go ROUTE`, seed 000's navigate).
        func navigate(to route: AppRoute) throws(NavigationError) {
            let route = try redirected(route)
            guard modals.isEmpty else { throw .modalInTheWay(command: "go") }
            let current = path(of: route.tab)
            let plan = singleTop ? singleTopPlan([route], onto: current, root: nil) : (kept: current.count, pushed: [route], root: nil)
            try checkColumns(plan.pushed, from: plan.kept, in: route.tab)
            if plan.kept < current.count { try checkGuards([current[plan.kept]]) }
            selection = route.tab
            setPath(Array(current.prefix(plan.kept)) + plan.pushed, of: route.tab)
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
            try checkGuards(current[keep...].reversed())
            setPath(Array(current.prefix(keep)) + (column > 0 ? [route] : []), of: selection)
        }

        // MARK: Modals

        /// Presents a sheet with a path of its own (`sheet ROUTE`).
        func present(sheet route: AppRoute) throws(NavigationError) {
            try check(route, in: selection)
            modals.append(.sheet(try redirected(route)))
        }

        /// Presents a full-screen cover with a path of its own (`cover ROUTE`).
        func present(cover route: AppRoute) throws(NavigationError) {
            try check(route, in: selection)
            modals.append(.cover(try redirected(route)))
        }

        /// Dismisses the top modal (`dismiss`). Refused when none is presented.
        func dismiss() throws(NavigationError) {
            guard let top = modals.last else { throw .noModal }
            try checkGuards(removed(dismissing: [top]))
            modals.removeLast()
        }

        /// Dismisses every modal (`dismiss all`).
        func dismissAll() throws(NavigationError) {
            try checkGuards(removed(dismissing: modals))
            modals.removeAll()
        }

        /// Dismisses every modal and pops every tab to its root, keeping the selected tab (`reset`).
        func reset() throws(NavigationError) {
            try checkGuards(removed(dismissing: modals) + Tab.allCases.flatMap { path(of: $0).reversed() })
            modals.removeAll()
            for tab in Tab.allCases { setPath([], of: tab) }
        }

        // MARK: Deep links

        /// Applies a deep link in one step (`open URL`): dismisses the modals, selects the link's tab,
        /// sets its path and presents the link's modals.
        func handle(_ url: URL) throws(NavigationError) {
            try open(DeepLink(reading: url.absoluteString))
        }

        func open(_ link: DeepLink) throws(NavigationError) {
            for route in link.path + link.modals.flatMap({ [$0.root] + $0.path }) { try check(route, in: link.tab) }
            let path = try redirected(link.path)
            var modals: [Modal] = []
            for modal in link.modals {
                let routes = try redirected([modal.root] + modal.path)
                modals.append(Modal(style: modal.style, root: routes[0], path: Array(routes.dropFirst())))
            }
            try checkColumns(path, from: 0, in: link.tab)
            try checkGuards(removed(dismissing: self.modals) + removed(replacing: self.path(of: link.tab), with: path))
            selection = link.tab
            setPath(path, of: link.tab)
            self.modals = modals
        }
        """

    private static let routerChecks = """
        /// How messages name the current path: the tab's name, or the modal's style.
        private var stackName: String { modals.last?.style.rawValue ?? selection.rawValue }

        /// A route must belong to the tab it goes to (a modal's routes are those of the selected tab).
        private func check(_ route: AppRoute, in tab: Tab) throws(NavigationError) {
            guard route.tab == tab else {
                throw .routeInOtherTab(route: route.name, tab: tab.rawValue, owners: Self.owners[route.name] ?? [route.tab.rawValue])
            }
        }

        /// What a push with single top does (Android's launchSingleTop): a route named as the one on
        /// top (a modal's root while its path is empty) is not pushed again; the top takes its
        /// arguments instead. How much of `path` stays, what is pushed, and the modal's new root.
        private func singleTopPlan(_ routes: [AppRoute], onto path: [AppRoute], root: AppRoute?) -> (kept: Int, pushed: [AppRoute], root: AppRoute?) {
            var replacesTop = false
            var newRoot: AppRoute?
            var pushed: [AppRoute] = []
            for route in routes {
                guard let top = pushed.last ?? newRoot ?? path.last ?? root, top.name == route.name else {
                    pushed.append(route)
                    continue
                }
                if top == route { continue }
                if !pushed.isEmpty {
                    pushed[pushed.count - 1] = route
                } else if !path.isEmpty {
                    replacesTop = true
                    pushed.append(route)
                } else {
                    newRoot = route
                }
            }
            if replacesTop && pushed == [path[path.count - 1]] { return (path.count, [], newRoot) }
            return (replacesTop ? path.count - 1 : path.count, pushed, newRoot)
        }

        /// How many routes of `path` stay when it is popped to `target`.
        private func kept(_ path: [AppRoute], poppingTo target: PopTarget) throws(NavigationError) -> Int {
            switch target {
            case .root:
                return 0
            case .route(let route, let inclusive):
                guard let index = path.lastIndex(of: route) else {
                    throw .routeNotInStack(route.name, missing: "no \\(route)", stack: stackName)
                }
                return inclusive ? index : index + 1
            case .named(let name, let inclusive):
                guard let index = path.lastIndex(where: { $0.name == name }) else {
                    throw .routeNotInStack(name, missing: "no '\\(name)' route", stack: stackName)
                }
                return inclusive ? index : index + 1
            }
        }

        private func pop(to target: PopTarget) throws(NavigationError) {
            let current = path
            let kept = try kept(current, poppingTo: target)
            try checkGuards(current[kept...].reversed())
            setPath(Array(current.prefix(kept)))
        }

        /// The routes a replacement pops, top first: those after what both paths start with.
        private func removed(replacing old: [AppRoute], with new: [AppRoute]) -> [AppRoute] {
            var common = 0
            while common < min(old.count, new.count) && old[common] == new[common] { common += 1 }
            return old[common...].reversed()
        }

        /// The routes dismissing modals removes, top first: each modal's path, then its root.
        private func removed(dismissing modals: [Modal]) -> [AppRoute] {
            modals.reversed().flatMap { $0.path.reversed() + [$0.root] }
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

        /// The route that goes on a path in place of `route`: the first redirect rule whose source it
        /// is and whose flag condition holds, followed again, up to go_router's limit of 5.
        private func redirected(_ route: AppRoute) throws(NavigationError) -> AppRoute {
            var chain = [route]
            while let next = try redirect(of: chain[chain.count - 1]) {
                let looped = chain.contains { $0.name == next.name }
                chain.append(next)
                if looped { throw .redirectLoop(chain.map(\\.description)) }
                if chain.count > 6 { throw .tooManyRedirects(chain.map(\\.description)) }
            }
            return chain[chain.count - 1]
        }

        private func redirected(_ routes: [AppRoute]) throws(NavigationError) -> [AppRoute] {
            var result: [AppRoute] = []
            for route in routes { result.append(try redirected(route)) }
            return result
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
