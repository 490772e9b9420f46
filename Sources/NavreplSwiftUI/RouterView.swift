#if canImport(SwiftUI)
import NavreplKit
import Observation
import SwiftUI

/// The app's navigation, shown with the app's own screens: a tab per tab of the app (no tab bar
/// for an app of one tab), each a stack bound to the router, and the router's modals over them.
///
/// ```swift
/// @State private var router = ShopRouter()
///
/// var body: some View {
///     RouterView(router: router) { route in
///         switch route {
///         case .home: HomeScreen()
///         case .product(let id): ProductScreen(id: id)
///         }
///     }
/// }
/// ```
///
/// An app with presented-only routes (`sheet NAME` in its app file) gives their screens too:
/// `RouterView(router: router) { route in ... } presented: { route in ... }`.
///
/// Every change SwiftUI makes goes through the rules: a `NavigationLink(value:)` push is a push
/// (redirects apply), the back button is hidden and a sheet cannot be swiped away while a
/// guard holds, and a refused change is reported to the router's `onRefusal` and not applied.
public struct RouterView<Router: AppRouter & Observable & Sendable, Root: View, Screen: View, Presented: View>: View {
    @Bindable private var router: Router
    private let root: (Router.AppTab) -> Root
    private let screen: (Router.AppRoute) -> Screen
    private let presented: (Router.AppPresentedRoute) -> Presented

    /// `root` is each tab's first screen, under its stack; `screen` is the screen of a route;
    /// `presented` the screen of a presented-only route.
    public init(
        router: Router,
        @ViewBuilder root: @escaping (Router.AppTab) -> Root,
        @ViewBuilder screen: @escaping (Router.AppRoute) -> Screen,
        @ViewBuilder presented: @escaping (Router.AppPresentedRoute) -> Presented
    ) {
        _router = Bindable(wrappedValue: router)
        self.root = root
        self.screen = screen
        self.presented = presented
    }

    public var body: some View {
        let tabs = Array(Router.AppTab.allCases)
        Group {
            if tabs.count == 1 {
                RouterStack(router: router, tab: tabs[0], root: root, screen: screen)
            } else {
                TabView(selection: $router.selectedTab) {
                    ForEach(tabs, id: \.self) { tab in
                        RouterStack(router: router, tab: tab, root: root, screen: screen)
                            .tabItem { Text(router.title(of: tab)) }
                            .tag(tab)
                    }
                }
            }
        }
        .modals(of: router, screen: screen, presented: presented)
    }
}

extension RouterView where Root == Text {
    /// Each tab's first screen shows its title until the app gives its own roots.
    public init(
        router: Router,
        @ViewBuilder screen: @escaping (Router.AppRoute) -> Screen,
        @ViewBuilder presented: @escaping (Router.AppPresentedRoute) -> Presented
    ) {
        self.init(router: router, root: { [router] tab in Text(router.title(of: tab)) }, screen: screen, presented: presented)
    }
}

extension RouterView where Router.AppPresentedRoute == NoPresentedRoutes, Presented == Never {
    /// For an app without presented-only routes.
    public init(
        router: Router,
        @ViewBuilder root: @escaping (Router.AppTab) -> Root,
        @ViewBuilder screen: @escaping (Router.AppRoute) -> Screen
    ) {
        self.init(router: router, root: root, screen: screen, presented: \NoPresentedRoutes.unreachable)
    }
}

extension RouterView where Root == Text, Router.AppPresentedRoute == NoPresentedRoutes, Presented == Never {
    /// For an app without presented-only routes, each tab's first screen its title.
    public init(router: Router, @ViewBuilder screen: @escaping (Router.AppRoute) -> Screen) {
        self.init(router: router, screen: screen, presented: \NoPresentedRoutes.unreachable)
    }
}
#endif
