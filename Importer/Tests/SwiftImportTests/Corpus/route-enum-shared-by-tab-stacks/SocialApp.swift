import SwiftUI

// One route enum for the NavigationPath of each tab's stack, each tab appending cases of its
// own: which cases a tab's stack reaches is not read, so each tab declares them all, and the
// report says so rather than let each seem to reach every one.
enum Tab: Hashable { case feed, profile }

enum Route: Hashable { case post(id: Int), user(name: String), settings }

@main
struct SocialApp: App {
    @State private var selection: Tab = .feed
    var body: some Scene {
        WindowGroup {
            TabView(selection: $selection) {
                FeedTab().tabItem { Label("Feed", systemImage: "list.bullet") }.tag(Tab.feed)
                ProfileTab().tabItem { Label("Profile", systemImage: "person") }.tag(Tab.profile)
            }
        }
    }
}

struct FeedTab: View {
    @State private var path = NavigationPath()
    var body: some View {
        NavigationStack(path: $path) {
            Button("Post") { path.append(Route.post(id: 1)) }
                .navigationDestination(for: Route.self) { route in RouteView(route: route) }
        }
    }
}

struct ProfileTab: View {
    @State private var path = NavigationPath()
    var body: some View {
        NavigationStack(path: $path) {
            Button("Settings") { path.append(Route.settings) }
                .navigationDestination(for: Route.self) { route in RouteView(route: route) }
        }
    }
}

struct RouteView: View {
    let route: Route
    var body: some View { Text("x") }
}
