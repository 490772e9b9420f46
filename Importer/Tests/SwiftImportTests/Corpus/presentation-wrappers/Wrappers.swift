import SwiftUI

// The app's own wrappers of SwiftUI's presentations: every screen presents through them, so
// each call of a wrapper is read as the presentation it makes.

extension View {
    /// Registers a route type's screens.
    func routeDestinations<D: Hashable, C: View>(for type: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        navigationDestination(for: type, destination: destination)
    }

    /// A sheet with the app's detents.
    func presentSheet<C: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> C) -> some View {
        sheet(isPresented: isPresented, content: content)
            .presentationDetents([.medium, .large])
    }

    /// A wrapper of a wrapper: through the modifier below.
    func presentCover<C: View>(_ isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> C) -> some View {
        modifier(CoverModifier(isPresented: isPresented, cover: content))
    }

    /// The composer's sheets, by item.
    func composerSheet(item: Binding<ComposerSheet?>) -> some View {
        sheet(item: item) { sheet in
            switch sheet {
            case .draft: DraftView()
            case .attachments: AttachmentsView()
            }
        }
    }

    /// The same help screen wherever it is asked for: the wrapper shows a view of its own.
    func helpSheet(isPresented: Binding<Bool>) -> some View {
        sheet(isPresented: isPresented) { HelpView() }
    }

    // Two functions that only call each other: followed no further than a bound.
    func ping(_ flag: Binding<Bool>) -> some View { pong(flag) }
    func pong(_ flag: Binding<Bool>) -> some View { ping(flag) }
}

struct CoverModifier<Cover: View>: ViewModifier {
    @Binding var isPresented: Bool
    let cover: () -> Cover

    func body(content: Content) -> some View {
        content.fullScreenCover(isPresented: $isPresented, content: cover)
    }
}
