import SwiftUI

// The route enum declares the stack's own root (`home`, shown by HomeView, which the stack
// starts from) beside the screens pushed on it; nothing pushes `.home`, so it is no route.
enum Screen: Hashable {
    case home
    case library
    case book(id: Int)
    case settings
}

@Observable
final class Navigator {
    var path = NavigationPath()

    func push(_ screen: Screen) {
        path.append(screen)
    }
}

@main
struct ReaderApp: App {
    @State private var navigator = Navigator()

    var body: some Scene {
        WindowGroup {
            NavigationStack(path: $navigator.path) {
                HomeView(navigator: navigator)
                    .navigationDestination(for: Screen.self) { screen in
                        switch screen {
                        case .home:
                            HomeView(navigator: navigator)
                        case .library:
                            LibraryView(navigator: navigator)
                        case .book(let id):
                            BookView(id: id)
                        case .settings:
                            SettingsView()
                        }
                    }
            }
        }
    }
}

struct HomeView: View {
    let navigator: Navigator

    var body: some View {
        List {
            Button("Library") { navigator.push(.library) }
            Button("Settings") { navigator.push(.settings) }
        }
    }
}

struct LibraryView: View {
    let navigator: Navigator

    var body: some View {
        Button("Book") { navigator.push(.book(id: 1)) }
    }
}

struct BookView: View {
    let id: Int
    var body: some View { Text("\(id)") }
}

struct SettingsView: View {
    var body: some View { Text("Settings") }
}
