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
/// Every change SwiftUI makes goes through the rules: a `NavigationLink(value:)` push is a push
/// (redirects apply), the back button is hidden and a sheet cannot be swiped away while a
/// guard holds, and a refused change is reported to the router's `onRefusal` and not applied.
public struct RouterView<Router: AppRouter & Observable & Sendable, Root: View, Screen: View>: View {
    @Bindable private var router: Router
    private let root: (Router.AppTab) -> Root
    private let screen: (Router.AppRoute) -> Screen

    /// `root` is each tab's first screen, under its stack; `screen` is the screen of a route.
    public init(
        router: Router,
        @ViewBuilder root: @escaping (Router.AppTab) -> Root,
        @ViewBuilder screen: @escaping (Router.AppRoute) -> Screen
    ) {
        _router = Bindable(wrappedValue: router)
        self.root = root
        self.screen = screen
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
        .modals(of: router, screen: screen)
    }
}

extension RouterView where Root == Text {
    /// Each tab's first screen shows its title until the app gives its own roots.
    public init(router: Router, @ViewBuilder screen: @escaping (Router.AppRoute) -> Screen) {
        self.init(router: router, root: { [router] tab in Text(router.title(of: tab)) }, screen: screen)
    }
}
#endif
