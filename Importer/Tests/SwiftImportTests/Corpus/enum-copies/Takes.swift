import SwiftUI

// A sample kept in two takes of one flow, each in a namespace of its own with its own copy of
// the route enum (same name, same cases, same values). The scene shows the second take; the
// first stays for comparison. They are one set of screens: `profile` and `settings` once, not
// again as `secondTakeProfile` and `secondTakeSettings`.
enum FirstTake {
    enum Route: Hashable {
        case profile(id: Int)
        case settings
    }

    struct HomeView: View {
        @State private var path: [Route] = []

        var body: some View {
            NavigationStack(path: $path) {
                Button("Profile") { path.append(.profile(id: 1)) }
                    .navigationDestination(for: Route.self) { route in
                        switch route {
                        case .profile(let id): Text("Profile \(id)")
                        case .settings: Text("Settings")
                        }
                    }
            }
        }
    }
}

enum SecondTake {
    enum Route: Hashable {
        case profile(id: Int)
        case settings
    }

    struct HomeView: View {
        @State private var path: [Route] = []

        var body: some View {
            NavigationStack(path: $path) {
                VStack {
                    Button("Profile") { path.append(.profile(id: 1)) }
                    Button("Settings") { path.append(.settings) }
                }
                .navigationDestination(for: Route.self) { route in
                    switch route {
                    case .profile(let id): ProfileView(id: id)
                    case .settings: SettingsView()
                    }
                }
            }
        }
    }

    struct ProfileView: View {
        let id: Int
        var body: some View { Text("Profile \(id)") }
    }

    struct SettingsView: View {
        var body: some View { Text("Settings") }
    }
}

@main
struct TakesApp: App {
    var body: some Scene {
        WindowGroup {
            SecondTake.HomeView()
        }
    }
}
