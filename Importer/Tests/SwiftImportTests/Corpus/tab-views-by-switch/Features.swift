import NavigatorUI
import SwiftUI

enum HomeDestinations: NavigationDestination {
    case detail(id: Int)
    case about

    var body: some View { Text("home") }
}

enum SettingsDestinations: NavigationDestination {
    case about
    case account(name: String)

    var body: some View { Text("settings") }
}

struct HomeRootView: View {
    var body: some View {
        ManagedNavigationStack {
            List {
                NavigationLink("Detail", to: HomeDestinations.detail(id: 1))
                NavigationLink("About", to: HomeDestinations.about)
            }
        }
    }
}

struct SettingsRootView: View {
    @Environment(\.navigator) private var navigator

    var body: some View {
        ManagedNavigationStack {
            Button("About") { navigator.navigate(to: SettingsDestinations.about) }
        }
    }
}
