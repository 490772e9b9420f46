import FlowStacks
import SwiftUI

// FlowStacks' routes array pushes some of its enum's cases (`routes.push(.detail(1))`) and
// presents others (`routes.presentSheet(.settings)`, `routes.presentCover(.login, ...)`):
// those are routes presented as a sheet or a cover, not pushed. A case both pushed and
// presented (`help`) is a pushed route.
enum Screen: Hashable {
    case list
    case detail(Int)
    case settings
    case login
    case help
}

@main
struct FlowApp: App {
    var body: some Scene { WindowGroup { Coordinator() } }
}

struct Coordinator: View {
    @State private var routes: Routes<Screen> = [.root(.list, embedInNavigationView: true)]

    var body: some View {
        FlowStack($routes, withNavigation: true) {
            ListView(
                openDetail: { routes.push(.detail($0)) },
                openSettings: { routes.presentSheet(.settings) },
                logIn: { routes.presentCover(.login, withNavigation: true) },
                help: { routes.push(.help) },
                helpAside: { routes.presentSheet(.help) }
            )
            .flowDestination(for: Screen.self) { screen in
                switch screen {
                case .list: Text("List")
                case .detail(let number): Text("\(number)")
                case .settings: Text("Settings")
                case .login: Text("Log in")
                case .help: Text("Help")
                }
            }
        }
    }
}

struct ListView: View {
    let openDetail: (Int) -> Void
    let openSettings: () -> Void
    let logIn: () -> Void
    let help: () -> Void
    let helpAside: () -> Void
    var body: some View { Text("List") }
}
