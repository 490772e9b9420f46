import SwiftUI

// A tab without routes of its own keeps the edges read from it when the app's route no tap
// leads to may be pushed by a tap of another tab that was made but not read: the feed pushes a
// story by a value whose type is not said where it is bound, so its edges are not imported,
// and the story it reaches says nothing of whether the settings tab's reading is whole.
@main
struct NewsApp: App {
    var body: some Scene { WindowGroup { RootView() } }
}

enum Tab: Hashable { case feed, settings }

enum Route: Hashable { case story(id: String) }

struct RootView: View {
    @State private var tab: Tab = .feed
    var body: some View {
        TabView(selection: $tab) {
            FeedView().tabItem { Label("Feed", systemImage: "newspaper") }.tag(Tab.feed)
            SettingsView().tabItem { Label("Settings", systemImage: "gear") }.tag(Tab.settings)
        }
    }
}

extension View {
    func newsDestinations() -> some View {
        navigationDestination(for: Route.self) { route in
            switch route {
            case .story(let id): StoryView(id: id)
            }
        }
    }
}

struct FeedView: View {
    @State private var path = NavigationPath()
    let links = [URL(string: "https://example.com/stories/1")!]
    var body: some View {
        NavigationStack(path: $path) {
            List(links, id: \.self) { url in
                Button(url.lastPathComponent) {
                    let id = url.lastPathComponent
                    path.append(id)
                }
            }
            .newsDestinations()
        }
    }
}

struct SettingsView: View {
    @State private var showsAbout = false
    var body: some View {
        NavigationStack {
            Button("About") { showsAbout = true }
                .sheet(isPresented: $showsAbout) { AboutView() }
                .newsDestinations()
        }
    }
}

struct StoryView: View { let id: String; var body: some View { Text(id) } }
struct AboutView: View { var body: some View { Text("about") } }
