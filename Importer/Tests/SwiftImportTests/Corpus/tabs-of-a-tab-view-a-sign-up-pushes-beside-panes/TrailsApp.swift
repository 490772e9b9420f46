import SwiftUI

@main
struct TrailsApp: App {
    var body: some Scene {
        WindowGroup { NavigationStack { SignUpView() } }
    }
}

/// The first flow: signing up pushes the app's tab bar.
struct SignUpView: View {
    var body: some View {
        NavigationLink("Create account") { TrailsTabView() }
    }
}

struct TrailsTabView: View {
    var body: some View {
        TabView {
            NavigationStack { TrailListView() }
                .tabItem { Label("Trails", systemImage: "map") }
            NavigationStack { ProfileView() }
                .tabItem { Label("Profile", systemImage: "person") }
        }
    }
}

struct TrailListView: View {
    var body: some View {
        List(0..<5, id: \.self) { index in
            NavigationLink("Trail \(index)") { TrailDetailView() }
        }
    }
}

/// A trail's detail shows its panes in a TabView of its own: no second tab bar.
struct TrailDetailView: View {
    var body: some View {
        TabView {
            Text("Map").tabItem { Text("Map") }
            Text("Elevation").tabItem { Text("Elevation") }
        }
    }
}

struct ProfileView: View {
    var body: some View { Text("Profile") }
}
