import NavigatorUI
import SwiftUI

// Navigator's `.navigate(to: $destination)`: each tab's root holds an optional destination its
// buttons set, and the binding pushes what is set, as `.navigationDestination(item:)` does.
// The enum's cases are the routes of the tab whose view binds it, and each button's case an
// edge from its root.
@main
struct ShopApp: App {
    var body: some Scene {
        WindowGroup { RootTabView() }
    }
}

enum RootTab: Hashable { case home, settings }

struct RootTabView: View {
    @State private var selected: RootTab = .home
    var body: some View {
        TabView(selection: $selected) {
            HomeView().tabItem { Label("Home", systemImage: "house") }.tag(RootTab.home)
            SettingsView().tabItem { Label("Settings", systemImage: "gear") }.tag(RootTab.settings)
        }
    }
}

enum HomeDestinations: NavigationDestination {
    case product(id: Int)
    case cart

    var body: some View {
        switch self {
        case .product(let id): ProductView(id: id)
        case .cart: CartView()
        }
    }
}

enum SettingsDestinations: NavigationDestination {
    case account
    case about

    var body: some View {
        switch self {
        case .account: AccountView()
        case .about: AboutView()
        }
    }
}

struct HomeView: View {
    @State private var destination: HomeDestinations?
    var body: some View {
        ManagedNavigationStack {
            List {
                Button("Product") { destination = .product(id: 1) }
                Button("Cart") { destination = .cart }
            }
            .navigate(to: $destination)
        }
    }
}

struct SettingsView: View {
    @State private var destination: SettingsDestinations?
    var body: some View {
        ManagedNavigationStack {
            List {
                Button("Account") { destination = .account }
                Button("About") { destination = .about }
            }
            .navigate(to: $destination)
        }
    }
}

struct ProductView: View { let id: Int; var body: some View { Text("product") } }
struct CartView: View { var body: some View { Text("cart") } }
struct AccountView: View { var body: some View { Text("account") } }
struct AboutView: View { var body: some View { Text("about") } }
