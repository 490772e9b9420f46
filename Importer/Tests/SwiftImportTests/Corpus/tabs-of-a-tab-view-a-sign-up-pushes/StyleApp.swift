import SwiftUI

// The app's one TabView is in a view its sign-up screen pushes once the user has signed up:
// the app's tabs, not a route pushed in a stack of sign-up screens. Those screens stay routes,
// beside the tabs.
@main
struct StyleApp: App {
    var body: some Scene {
        WindowGroup { StartedView() }
    }
}

struct StartedView: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Get started") { SignUpView() }
        }
    }
}

struct SignUpView: View {
    @State private var showsTerms = false
    var body: some View {
        VStack {
            Button("Terms") { showsTerms = true }
            NavigationLink("Sign up") { TabViews() }
        }
        .sheet(isPresented: $showsTerms) { TermsView() }
    }
}

struct TermsView: View {
    var body: some View { Text("Terms") }
}

enum Tab {
    case house, star, person
}

struct TabViews: View {
    @State private var selectedTab: Tab = .house
    var body: some View {
        TabView(selection: $selectedTab) {
            HomeView()
                .tabItem { Label("Home", systemImage: "house") }
                .tag(Tab.house)
            FavouritesView()
                .tabItem { Label("Favourites", systemImage: "star") }
                .tag(Tab.star)
            ProfileView()
                .tabItem { Label("Profile", systemImage: "person") }
                .tag(Tab.person)
        }
    }
}

struct HomeView: View {
    var body: some View {
        NavigationStack { NavigationLink("Stylist") { StylistView() } }
    }
}

struct StylistView: View {
    var body: some View { Text("Stylist") }
}

struct FavouritesView: View {
    var body: some View { Text("Favourites") }
}

struct ProfileView: View {
    var body: some View { Text("Profile") }
}
