#if canImport(SwiftUI)
import NavreplKit
import SwiftUI

/// One tab's navigation: its stack bound to the router (a split view, sidebar beside the stack,
/// for a split tab). ``RouterView`` shows one per tab; an app with a tab bar of its own puts
/// them in it.
public struct RouterStack<Router: AppRouter & Sendable, Root: View, Screen: View>: View {
    private let router: Router
    private let tab: Router.AppTab
    private let root: (Router.AppTab) -> Root
    private let screen: (Router.AppRoute) -> Screen

    public init(
        router: Router,
        tab: Router.AppTab,
        @ViewBuilder root: @escaping (Router.AppTab) -> Root,
        @ViewBuilder screen: @escaping (Router.AppRoute) -> Screen
    ) {
        self.router = router
        self.tab = tab
        self.root = root
        self.screen = screen
    }

    public var body: some View {
        if router.isSplit(tab) {
            // The stack's path holds each column's route in turn; the engine checks each
            // lands in its column.
            NavigationSplitView { root(tab) } detail: { stack }
        } else {
            stack
        }
    }

    private var stack: some View {
        NavigationStack(path: Binding(get: { @MainActor [router, tab] in router.path(of: tab) }, set: { @MainActor [router, tab] in router.setPath($0, of: tab) })) {
            root(tab).routeDestinations(of: router, screen: screen)
        }
    }
}

extension View {
    /// The screen of each route pushed on the stack this view is the root of, its back button
    /// hidden while a guard holds (a back swipe is then refused by the rules, and reported).
    func routeDestinations<Router: AppRouter & Sendable, Screen: View>(
        of router: Router, screen: @escaping (Router.AppRoute) -> Screen
    ) -> some View {
        navigationDestination(for: Router.AppRoute.self) { route in
            screen(route).navigationBarBackButtonHidden(!router.canPop)
        }
    }
}
#endif
