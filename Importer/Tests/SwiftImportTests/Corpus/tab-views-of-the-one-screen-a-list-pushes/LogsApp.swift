import SwiftUI

// The app's one TabView is in a screen its first view's list pushes (a request's request and
// response): that screen's panes, not the app's tabs, however alone it is. Only a TabView a
// stage of the app's life shows, such as its sign-up or onboarding, is the app's tab bar.
@main
struct LogsApp: App {
    var body: some Scene {
        WindowGroup { RequestsView() }
    }
}

struct RequestsView: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Latest request") { RequestDetailView() }
            }
        }
    }
}

struct RequestDetailView: View {
    var body: some View {
        TabView {
            RequestPane()
                .tabItem { Label("Request", systemImage: "arrow.up") }
            ResponsePane()
                .tabItem { Label("Response", systemImage: "arrow.down") }
        }
    }
}

struct RequestPane: View {
    var body: some View { Text("Request") }
}

struct ResponsePane: View {
    var body: some View { Text("Response") }
}
