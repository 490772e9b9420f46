import SwiftUI

// A TabView tagging every case, beside a list elsewhere that leaves one out (a start-tab
// picker without the profile): the case left out there is still tagged on a tab of the
// TabView, which selects it, so it is a tab.

enum Tab: String, CaseIterable {
    case home
    case search
    case profile
}

@main
struct ShopApp: App {
    var body: some Scene {
        WindowGroup { RootView() }
    }
}

struct RootView: View {
    @State private var tab: Tab = .home

    var body: some View {
        TabView(selection: $tab) {
            HomeView().tabItem { Label("Home", systemImage: "house") }.tag(Tab.home)
            SearchView().tabItem { Label("Search", systemImage: "magnifyingglass") }.tag(Tab.search)
            ProfileView().tabItem { Label("Profile", systemImage: "person") }.tag(Tab.profile)
        }
    }
}

struct HomeView: View {
    var body: some View { Text("Home") }
}

struct SearchView: View {
    var body: some View { Text("Search") }
}

struct ProfileView: View {
    @AppStorage("startTab") private var startTab: String = "home"
    var body: some View {
        Form {
            Picker("Start on", selection: $startTab) {
                ForEach(Tab.allCases.filter { $0 != .profile }, id: \.self) { tab in
                    Text(tab.rawValue).tag(tab.rawValue)
                }
            }
        }
    }
}
