import SwiftUI

// Pushes of a value a computed property gives (`path.append(item.screen)`): the cases the
// property returns are what the view making the call pushes. A member no property of the
// project returns cases for is listed as not read.
enum CinemaTab: Hashable { case browse, account }

enum CinemaRoute: Hashable {
    case movie(id: Int)
    case person(name: String)
    case showtimes
}

enum AccountRoute: Hashable {
    case tickets
    case settings
}

@main
struct CinemaApp: App {
    @State private var tab = CinemaTab.browse
    var body: some Scene {
        WindowGroup {
            TabView(selection: $tab) {
                BrowseView().tag(CinemaTab.browse)
                AccountView().tag(CinemaTab.account)
            }
        }
    }
}

enum Shortcut: CaseIterable {
    case featured, director, tonight

    /// Where each shortcut leads: a switch's arms, an explicit return, a qualified case.
    var screen: CinemaRoute {
        switch self {
        case .featured: .movie(id: 1)
        case .director: return .person(name: "Varda")
        case .tonight: CinemaRoute.showtimes
        }
    }
}

struct BrowseView: View {
    @State private var path: [CinemaRoute] = []

    var body: some View {
        NavigationStack(path: $path) {
            List(Shortcut.allCases, id: \.self) { shortcut in
                Button("Open") { path.append(shortcut.screen) }
            }
            .navigationDestination(for: CinemaRoute.self) { route in
                switch route {
                case .movie(let id): MovieView(id: id)
                case .person(let name): PersonView(name: name)
                case .showtimes: ShowtimesView()
                }
            }
        }
    }
}

struct AccountView: View {
    @State private var path: [AccountRoute] = []
    let pending: Pending

    var body: some View {
        NavigationStack(path: $path) {
            List {
                Button("Tickets") { path.append(.tickets) }
                Button("Settings") { path.append(.settings) }
                // No computed property of the project gives `next`: its stored type says it is
                // an AccountRoute, which the destination takes.
                Button("Continue") { path.append(pending.next) }
            }
            .navigationDestination(for: AccountRoute.self) { route in
                switch route {
                case .tickets: TicketsView()
                case .settings: SettingsView()
                }
            }
        }
    }
}

struct Pending {
    var next: AccountRoute = .tickets
}

struct MovieView: View {
    let id: Int
    var body: some View { Text("Movie \(id)") }
}

struct PersonView: View {
    let name: String
    var body: some View { Text(name) }
}

struct ShowtimesView: View {
    var body: some View { Text("Tonight") }
}

struct TicketsView: View {
    var body: some View { Text("Tickets") }
}

struct SettingsView: View {
    var body: some View { Text("Settings") }
}
