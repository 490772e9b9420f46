import NavreplKit

/// The SwiftUI views `export swift` writes unless `--no-views`: a tab view (a split view for a
/// split tab) whose stacks and modals are bound to the router through the rules, and one
/// screen view, a placeholder where the app puts its own screens. Inside
/// `#if canImport(SwiftUI)`, so the rest builds where SwiftUI does not exist.
extension SwiftAppWriter {
    private var rootView: String { prefix + "RootView" }
    private var screen: String { prefix + "Screen" }
    private var modalView: String { prefix + "ModalView" }

    func writeViews(_ source: inout SwiftSource) {
        source.line("#if canImport(SwiftUI)")
        source.line("import SwiftUI")
        source.line()
        source.doc("The app's navigation: a tab per tab of the app file, each a stack bound to the router, and its modals.")
        source.block("\(access)struct \(rootView): View") { source in
            source.line("@Bindable \(access)var router: \(routerType)")
            source.line()
            source.line("\(access)init(router: \(routerType)) { _router = Bindable(wrappedValue: router) }")
            source.line()
            source.block("\(access)var body: some View") { source in
                source.block("TabView(selection: $router.selectedTab)") { source in
                    for tab in schema.tabs {
                        source.line("\(tab.isSplit ? "split" : "stack")(.\(names.tabCase(tab.name)))")
                        source.indented { source in
                            source.line(".tabItem { Text(\(SwiftNames.literal(tab.title ?? tab.name))) }")
                            source.line(".tag(\(tabType).\(names.tabCase(tab.name)))")
                        }
                    }
                }
                source.line(".modifier(\(modalView).Presenting(router: router, level: 0))")
            }
            source.line()
            source.doc("A tab's stack: the path binding pushes and pops through the rules.")
            source.block("private func stack(_ tab: \(tabType)) -> some View") { source in
                source.block("NavigationStack(path: Binding(get: { @MainActor in router.path(of: tab) }, set: { @MainActor in router.setPath($0, of: tab) }))") { source in
                    source.line("Text(router.title(of: tab))")
                    source.indented { source in
                        source.line(".navigationDestination(for: \(routeType).self) { \(screen)(router: router, route: $0) }")
                    }
                }
            }
            if schema.tabs.contains(where: \.isSplit) { writeSplit(&source) }
        }
        source.line()
        writeModalView(&source)
        source.line()
        writeScreen(&source)
        source.line("#endif")
    }

    /// A split tab: its sidebar beside its stack, whose path holds the columns' routes in order
    /// (the engine checks each lands in its column).
    private func writeSplit(_ source: inout SwiftSource) {
        source.line()
        source.doc("A split tab: the sidebar beside the tab's stack, whose path holds each column's route in turn.")
        source.block("private func split(_ tab: \(tabType)) -> some View") { source in
            source.line("NavigationSplitView { Text(router.title(of: tab)) } detail: { stack(tab) }")
        }
    }

    private func writeModalView(_ source: inout SwiftSource) {
        source.doc("A presented modal: its root screen and a stack of its own, bound through the rules.")
        source.block("\(access)struct \(modalView): View") { source in
            source.line("let router: \(routerType)")
            source.line("let modal: PresentedModal<\(routeType)>")
            source.line()
            source.block("\(access)var body: some View") { source in
                source.block("NavigationStack(path: Binding(get: { @MainActor in modal.path }, set: { @MainActor in router.setModalPath($0, level: modal.level) }))") { source in
                    source.line("\(screen)(router: router, route: modal.root)")
                    source.indented { source in
                        source.line(".navigationDestination(for: \(routeType).self) { \(screen)(router: router, route: $0) }")
                    }
                }
                source.line(".interactiveDismissDisabled(!router.canDismiss)")
                source.line(".modifier(Presenting(router: router, level: modal.level + 1))")
            }
            source.line()
            source.doc("Presents the router's modal at `level` as a sheet or a cover; swiping it away dismisses it through the rules.")
            source.block("struct Presenting: ViewModifier") { source in
                source.line("let router: \(routerType)")
                source.line("let level: Int")
                source.line()
                source.block("func body(content: Content) -> some View") { source in
                    source.line("#if os(macOS)")
                    source.line("content.sheet(item: binding(.sheet)) { \(modalView)(router: router, modal: $0) }")
                    source.line("    .sheet(item: binding(.cover)) { \(modalView)(router: router, modal: $0) }")
                    source.line("#else")
                    source.line("content.sheet(item: binding(.sheet)) { \(modalView)(router: router, modal: $0) }")
                    source.line("    .fullScreenCover(item: binding(.cover)) { \(modalView)(router: router, modal: $0) }")
                    source.line("#endif")
                }
                source.line()
                source.block("private func binding(_ style: ModalStyle) -> Binding<PresentedModal<\(routeType)>?>") { source in
                    source.line("Binding(")
                    source.line("    get: { @MainActor in router.modals.first { $0.level == level && $0.style == style } },")
                    source.line("    set: { @MainActor in if $0 == nil && router.modals.count == level + 1 { router.dismiss() } })")
                }
            }
        }
    }

    private func writeScreen(_ source: inout SwiftSource) {
        source.doc("One screen per route: a placeholder showing the route's title. Put the app's own screens here, by a switch over the route.")
        source.block("\(access)struct \(screen): View") { source in
            source.line("let router: \(routerType)")
            source.line("let route: \(routeType)")
            source.line()
            source.block("\(access)var body: some View") { source in
                source.line("Text(router.title(of: route))")
                source.indented { source in
                    source.line(".navigationTitle(router.title(of: route))")
                    source.line(".navigationBarBackButtonHidden(!router.canPop)")
                }
            }
        }
    }
}
