import SwiftUI

// A destination that hands its value to a view-building method (`{ destination(for: $0) }`,
// the method switching over the screen): each case's view there is its screen. The game
// presents the help the home pushes (`.sheet(isPresented: $showsHelp) { HowToPlayView() }`):
// one screen, so the route of `.help`, not a second route named after the view.
@main
struct GameApp: App {
    var body: some Scene {
        WindowGroup { HomeView() }
    }
}

enum Screen: Hashable {
    case game
    case help
}

extension View {
    func gameDestinations() -> some View {
        navigationDestination(for: Screen.self) { destination(for: $0) }
    }

    @ViewBuilder
    private func destination(for screen: Screen) -> some View {
        switch screen {
        case .game: GameView()
        case .help: HowToPlayView()
        }
    }
}

struct HomeView: View {
    var body: some View {
        NavigationStack {
            VStack {
                NavigationLink("Play", value: Screen.game)
                NavigationLink("How to play", value: Screen.help)
            }
            .gameDestinations()
        }
    }
}

struct GameView: View {
    @State private var showsHelp = false

    var body: some View {
        Button("Help") { showsHelp = true }
            .sheet(isPresented: $showsHelp) {
                NavigationStack { HowToPlayView() }
            }
    }
}

struct HowToPlayView: View { var body: some View { Text("Merge three of a colour") } }
