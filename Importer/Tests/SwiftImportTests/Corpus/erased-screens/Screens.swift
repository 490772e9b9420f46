import SwiftUI

// A coordinator whose stack and modals hold type-erased screens: each module's enum conforms
// to Screen, and AnyScreen wraps any of them. The routes are the cases the flows push and
// present, styled by the call; AnyScreen, the wrapper, is none, and neither is the case the
// stack starts on or a case pushed only by a function nobody calls.
protocol Screen: Hashable {
    func view(_ coordinator: Coordinator) -> AnyView
}

struct AnyScreen: Screen {
    private let base: any Screen
    private let equals: (AnyScreen) -> Bool

    init<S: Screen>(_ base: S) {
        self.base = base
        self.equals = { ($0.base as? S) == base }
    }

    func view(_ coordinator: Coordinator) -> AnyView { base.view(coordinator) }
    func hash(into hasher: inout Hasher) { base.hash(into: &hasher) }
    static func == (left: AnyScreen, right: AnyScreen) -> Bool { left.equals(right) }
}

final class Coordinator: ObservableObject {
    @Published var path = NavigationPath()
    @Published var sheet: AnyScreen?
    @Published var cover: AnyScreen?

    func push(_ screen: any Screen) { path.append(AnyScreen(screen)) }
    func presentSheet(_ screen: any Screen) { sheet = AnyScreen(screen) }
    func presentFullScreenCover(_ screen: any Screen) { cover = AnyScreen(screen) }
}

struct CoordinatorView: View {
    @StateObject private var coordinator = Coordinator()

    var body: some View {
        NavigationStack(path: $coordinator.path) {
            AnyScreen(HomeScreen.start).view(coordinator)
                .navigationDestination(for: AnyScreen.self) { screen in screen.view(coordinator) }
                .sheet(item: $coordinator.sheet) { screen in screen.view(coordinator) }
                .fullScreenCover(item: $coordinator.cover) { screen in screen.view(coordinator) }
        }
    }
}
