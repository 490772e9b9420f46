#if canImport(SwiftUI)
import NavreplKit
import SwiftUI

extension View {
    /// Presents the router's modals over this view, each a sheet or a cover with a stack of its
    /// own, showing `screen` for each route and `presented` for each presented-only route.
    /// Swiping a sheet away dismisses it through the rules; while a guard holds it cannot be
    /// swiped away. ``RouterView`` does this itself.
    public func modals<Router: AppRouter & Sendable, Screen: View, Presented: View>(
        of router: Router,
        @ViewBuilder screen: @escaping (Router.AppRoute) -> Screen,
        @ViewBuilder presented: @escaping (Router.AppPresentedRoute) -> Presented
    ) -> some View {
        modifier(ModalPresenter(router: router, level: 0, screens: ModalScreens(route: screen, presented: presented)))
    }

    /// Presents the modals of a router whose app has no presented-only routes.
    public func modals<Router: AppRouter & Sendable, Screen: View>(
        of router: Router,
        @ViewBuilder screen: @escaping (Router.AppRoute) -> Screen
    ) -> some View where Router.AppPresentedRoute == NoPresentedRoutes {
        modals(of: router, screen: screen, presented: \NoPresentedRoutes.unreachable)
    }
}

/// The screens a modal may show: a route's, for its root and the routes pushed in it, and a
/// presented-only route's, for a root only.
struct ModalScreens<Router: AppRouter, Screen: View, Presented: View> {
    let route: (Router.AppRoute) -> Screen
    let presented: (Router.AppPresentedRoute) -> Presented
}


/// Presents the router's modal at `level`, whose view presents the one above it.
struct ModalPresenter<Router: AppRouter & Sendable, Screen: View, Presented: View>: ViewModifier {
    let router: Router
    let level: Int
    let screens: ModalScreens<Router, Screen, Presented>

    func body(content: Content) -> some View {
        // macOS has no full-screen cover: a cover is a sheet there.
        #if os(macOS)
        content
            .sheet(item: binding(.sheet)) { ModalStack(router: router, modal: $0, screens: screens) }
            .sheet(item: binding(.cover)) { ModalStack(router: router, modal: $0, screens: screens) }
        #else
        content
            .sheet(item: binding(.sheet)) { ModalStack(router: router, modal: $0, screens: screens) }
            .fullScreenCover(item: binding(.cover)) { ModalStack(router: router, modal: $0, screens: screens) }
        #endif
    }

    /// The modal at this level if it has this style; set to nil (swiped away) it is dismissed,
    /// if it is still the top one.
    private func binding(_ style: Modal.Style) -> Binding<PresentedModal<Router.AppRoute, Router.AppPresentedRoute>?> {
        Binding(
            get: { @MainActor [router, level] in router.modals.first { $0.level == level && $0.style == style } },
            set: { @MainActor [router, level] in if $0 == nil && router.modals.count == level + 1 { router.dismiss() } })
    }
}

/// A presented modal: its root screen and a stack of its own, bound through the rules.
struct ModalStack<Router: AppRouter & Sendable, Screen: View, Presented: View>: View {
    let router: Router
    let modal: PresentedModal<Router.AppRoute, Router.AppPresentedRoute>
    let screens: ModalScreens<Router, Screen, Presented>

    var body: some View {
        NavigationStack(path: Binding(get: { @MainActor [modal] in modal.path }, set: { @MainActor [router, modal] in router.setModalPath($0, level: modal.level) })) {
            root.routeDestinations(of: router, screen: screens.route)
        }
        .interactiveDismissDisabled(!router.canDismiss)
        .modifier(ModalPresenter(router: router, level: modal.level + 1, screens: screens))
    }

    @ViewBuilder private var root: some View {
        switch modal.root {
        case .route(let route): screens.route(route)
        case .presented(let route): screens.presented(route)
        }
    }
}
#endif
