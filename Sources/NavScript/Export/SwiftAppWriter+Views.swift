import NavreplKit

/// The SwiftUI views `export swift` writes, inside `#if canImport(SwiftUI)`: a root view with a
/// tab view, a navigation stack per tab (a split view for split tabs), the modals as sheets and
/// covers, and a placeholder view named after each route.
extension SwiftAppWriter {
    func writeViews(_ source: inout SwiftSource) {
        source.line("#if canImport(SwiftUI)")
        source.line("import SwiftUI")
        source.line()
        writeRootView(&source)
        for tab in schema.tabs { tab.isSplit ? writeSplitTab(tab, &source) : writeStackTab(tab, &source) }
        writeModalViews(&source)
        for set in routeSets { writeRouteViews(set, &source) }
        writeAppRouteView(&source)
        source.line("#endif")
    }

    private func tabView(_ tab: TabDeclaration) -> String {
        Names.typeName(tab.name) + "Tab"
    }

    private func writeRootView(_ source: inout SwiftSource) {
        source.doc("The app: a tab view with a navigation stack per tab, and the router's modals above it.")
        source.block("struct RootView: View") { source in
            source.line("@State private var router = AppRouter()")
            source.line()
            source.block("var body: some View") { source in
                source.block("TabView(selection: $router.selection)") { source in
                    for tab in schema.tabs {
                        let name = Names.identifier(tab.name)
                        source.line("\(tabView(tab))(router: router)")
                        source.line("    .tabItem { Text(Tab.\(name).title) }")
                        source.line("    .tag(Tab.\(name))")
                    }
                }
                source.line(".presentingModals(of: router, from: 0)")
            }
        }
        source.line()
    }

    private func writeStackTab(_ tab: TabDeclaration, _ source: inout SwiftSource) {
        let name = Names.identifier(tab.name)
        source.doc("The \(tab.name) tab: a navigation stack over the tab's root view.")
        source.block("struct \(tabView(tab)): View") { source in
            source.line("let router: AppRouter")
            source.line()
            source.block("var body: some View") { source in
                source.block("NavigationStack(path: Bindable(router).\(path(of: tab)))") { source in
                    source.line("Text(Tab.\(name).title)")
                    source.line("    .navigationTitle(Tab.\(name).title)")
                    if !takesNoRoutes(tab) {
                        source.line("    .navigationDestination(for: \(routeType(of: tab)).self) { route in route.view }")
                    }
                }
            }
        }
        source.line()
    }

    /// The routes pushed inside a split tab's last column, as a path of their own.
    private func pushedPath(of tab: TabDeclaration) -> String {
        Names.identifier(tab.name).trimmingBackticks + "Pushed"
    }

    private func writeSplitTab(_ tab: TabDeclaration, _ source: inout SwiftSource) {
        let path = "router.\(path(of: tab))"
        let columns = tab.columns
        let placeholders = columns.map { Value.quoted($0.placeholder ?? $0.name) }
        source.doc("The \(tab.name) tab: a split view whose columns show the tab's path.")
        source.block("struct \(tabView(tab)): View") { source in
            source.line("let router: AppRouter")
            source.line()
            source.block("var body: some View") { source in
                source.line("NavigationSplitView {")
                // The sidebar is the root: its first route, when it takes no arguments.
                if let sidebar = columns[0].routes.first, sidebar.parameters.isEmpty {
                    source.line("    \(viewName(sidebar, in: routeType(of: tab)))()")
                } else {
                    source.line("    Text(Tab.\(Names.identifier(tab.name)).title)")
                }
                if columns.count == 3 {
                    source.line("} content: {")
                    source.line("    if let route = \(path).first {")
                    source.line("        route.view")
                    source.line("    } else {")
                    source.line("        Text(\(placeholders[1]))")
                    source.line("    }")
                }
                let last = columns.count - 2
                source.line("} detail: {")
                source.line("    NavigationStack(path: Bindable(router).\(pushedPath(of: tab))) {")
                source.line("        if \(path).count > \(last) {")
                source.line("            \(path)[\(last)].view")
                source.line("                .navigationDestination(for: \(routeType(of: tab)).self) { route in route.view }")
                source.line("        } else {")
                source.line("            Text(\(placeholders[columns.count - 1]))")
                source.line("        }")
                source.line("    }")
                source.line("}")
            }
        }
        source.line()
        source.block("extension AppRouter") { source in
            source.doc("The routes pushed inside the \(tab.name) tab's last column, for its navigation stack.")
            source.block("var \(pushedPath(of: tab)): [\(routeType(of: tab))]") { source in
                source.line("get { Array(\(self.path(of: tab)).dropFirst(\(columns.count - 1))) }")
                source.line("set { \(self.path(of: tab)) = Array(\(self.path(of: tab)).prefix(\(columns.count - 1))) + newValue }")
            }
        }
        source.line()
    }

    private func writeModalViews(_ source: inout SwiftSource) {
        source.append(
            """
            /// A presented modal: its root route, with a navigation stack of its own.
            struct ModalView: View {
                let router: AppRouter
                let level: Int

                var body: some View {
                    NavigationStack(path: router.path(ofModalAt: level)) {
                        if let modal = router.modal(at: level) {
                            modal.root.view
                                .navigationDestination(for: \(appRouteType).self) { route in route.view }
                        }
                    }
                    .presentingModals(of: router, from: level + 1)
                }
            }

            /// Which modal a sheet or a cover shows: its place among the router's modals.
            struct PresentedModal: Identifiable, Hashable {
                let id: Int
            }

            extension View {
                /// Presents the router's modal at `level` as a sheet or a full-screen cover; each modal
                /// presents the one above it in turn.
                @MainActor
                func presentingModals(of router: AppRouter, from level: Int) -> some View {
                    #if os(macOS)
                    // macOS has no full-screen cover: a cover is shown as a sheet there.
                    sheet(item: router.presented(.sheet, at: level)) { modal in ModalView(router: router, level: modal.id) }
                        .sheet(item: router.presented(.cover, at: level)) { modal in ModalView(router: router, level: modal.id) }
                    #else
                    sheet(item: router.presented(.sheet, at: level)) { modal in ModalView(router: router, level: modal.id) }
                        .fullScreenCover(item: router.presented(.cover, at: level)) { modal in ModalView(router: router, level: modal.id) }
                    #endif
                }
            }

            extension AppRouter {
                /// The modal at `level`, if one is presented there.
                func modal(at level: Int) -> Modal? {
                    modals.indices.contains(level) ? modals[level] : nil
                }

                /// The modal at `level` when it is presented as `style`, for `.sheet(item:)`; setting nil
                /// (a swipe down) dismisses it and those above it.
                func presented(_ style: Modal.Style, at level: Int) -> Binding<PresentedModal?> {
                    Binding(
                        get: { @MainActor in self.modal(at: level)?.style == style ? PresentedModal(id: level) : nil },
                        set: { @MainActor presented in
                            if presented == nil && level < self.modals.count { self.modals.removeSubrange(level...) }
                        })
                }

                /// The path of the modal at `level`, for its navigation stack.
                func path(ofModalAt level: Int) -> Binding<[\(appRouteType)]> {
                    Binding(
                        get: { @MainActor in self.modal(at: level)?.path ?? [] },
                        set: { @MainActor path in
                            if level < self.modals.count { self.modals[level].path = path }
                        })
                }
            }


            """)
    }

    /// The placeholder view of a route: `PatientsDetailView`, or `ChatView` for a shared route.
    func viewName(_ route: RouteDeclaration, in typeName: String) -> String {
        let prefix = typeName == sharedRouteType ? "" : String(typeName.dropLast("Route".count))
        let name = prefix + Names.typeName(route.name) + "View"
        return ["RootView", "ModalView"].contains(name) ? "Shared" + name : name
    }

    private func writeRouteViews(_ set: RouteSet, _ source: inout SwiftSource) {
        for route in set.routes {
            let name = viewName(route, in: set.typeName)
            source.doc("The `\(route.name)` screen\(set.typeName == sharedRouteType ? "" : " of \(set.typeName)"): a placeholder to fill in.")
            source.block("struct \(name): View") { source in
                for parameter in route.parameters {
                    source.line("let \(Names.identifier(parameter.label)): \(swiftType(of: parameter, in: route, owner: set.typeName))")
                }
                if !route.parameters.isEmpty { source.line() }
                source.block("var body: some View") { source in
                    let arguments = route.parameters.map { "\(Names.label($0.label)): \(Names.identifier($0.label))" }
                    let value = route.parameters.isEmpty
                        ? "\(set.typeName).\(Names.identifier(route.name))"
                        : "\(set.typeName).\(Names.identifier(route.name))(\(arguments.joined(separator: ", ")))"
                    source.line("Text(\(value).description)")
                    source.line("    .navigationTitle(\(Value.quoted(route.title ?? route.name)))")
                }
            }
            source.line()
        }
        source.block("extension \(set.typeName)") { source in
            guard !set.routes.isEmpty || set.includesShared else {
                source.doc("A tab without routes pushes none: there is no screen to show.")
                source.line("@MainActor")
                source.line("var view: Never { switch self {} }")
                return
            }
            source.doc("The screen that shows the route.")
            source.line("@MainActor @ViewBuilder")
            source.block("var view: some View") { source in
                source.cases("switch self") { source in
                    for route in set.routes {
                        let name = viewName(route, in: set.typeName)
                        if route.parameters.isEmpty {
                            source.line("case .\(Names.identifier(route.name)): \(name)()")
                        } else {
                            let bindings = route.parameters.map { "let " + Names.identifier($0.label) }.joined(separator: ", ")
                            let arguments = route.parameters.map { "\(Names.identifier($0.label).trimmingBackticks): \(Names.identifier($0.label))" }
                            source.line("case .\(Names.identifier(route.name))(\(bindings)): \(name)(\(arguments.joined(separator: ", ")))")
                        }
                    }
                    if set.includesShared { source.line("case .shared(let route): route.view") }
                }
            }
        }
        source.line()
    }

    private func writeAppRouteView(_ source: inout SwiftSource) {
        source.block("extension \(appRouteType)") { source in
            source.doc("The screen that shows the route.")
            source.line("@MainActor @ViewBuilder")
            source.block("var view: some View") { source in
                source.cases("switch self") { source in
                    for tab in schema.tabs { source.line("case .\(Names.identifier(tab.name))(let route): route.view") }
                }
            }
        }
    }
}
