#if canImport(SwiftUI)
import NavreplKit
import SwiftUI

extension View {
    /// Presents the router's modals over this view, each a sheet or a cover with a stack of its
    /// own, showing `screen` for each route. Swiping a sheet away dismisses it through the
    /// rules; while a guard holds it cannot be swiped away. ``RouterView`` does this itself.
    public func modals<Router: AppRouter & Sendable, Screen: View>(
        of router: Router,
        @ViewBuilder screen: @escaping (Router.AppRoute) -> Screen
    ) -> some View {
        modifier(ModalPresenter(router: router, level: 0, screen: screen))
    }
}

/// Presents the router's modal at `level`, whose view presents the one above it.
struct ModalPresenter<Router: AppRouter & Sendable, Screen: View>: ViewModifier {
    let router: Router
    let level: Int
    let screen: (Router.AppRoute) -> Screen

    func body(content: Content) -> some View {
        // macOS has no full-screen cover: a cover is a sheet there.
        #if os(macOS)
        content
            .sheet(item: binding(.sheet)) { ModalStack(router: router, modal: $0, screen: screen) }
            .sheet(item: binding(.cover)) { ModalStack(router: router, modal: $0, screen: screen) }
        #else
        content
            .sheet(item: binding(.sheet)) { ModalStack(router: router, modal: $0, screen: screen) }
            .fullScreenCover(item: binding(.cover)) { ModalStack(router: router, modal: $0, screen: screen) }
        #endif
    }

    /// The modal at this level if it has this style; set to nil (swiped away) it is dismissed,
    /// if it is still the top one.
    private func binding(_ style: ModalStyle) -> Binding<PresentedModal<Router.AppRoute>?> {
        Binding(
            get: { @MainActor [router, level] in router.modals.first { $0.level == level && $0.style == style } },
            set: { @MainActor [router, level] in if $0 == nil && router.modals.count == level + 1 { router.dismiss() } })
    }
}

/// A presented modal: its root screen and a stack of its own, bound through the rules.
struct ModalStack<Router: AppRouter & Sendable, Screen: View>: View {
    let router: Router
    let modal: PresentedModal<Router.AppRoute>
    let screen: (Router.AppRoute) -> Screen

    var body: some View {
        NavigationStack(path: Binding(get: { @MainActor [modal] in modal.path }, set: { @MainActor [router, modal] in router.setModalPath($0, level: modal.level) })) {
            screen(modal.root).routeDestinations(of: router, screen: screen)
        }
        .interactiveDismissDisabled(!router.canDismiss)
        .modifier(ModalPresenter(router: router, level: modal.level + 1, screen: screen))
    }
}
#endif
