import SwiftUI

// Tab items titled by one camel-cased word, as demo apps title them after a type or an API
// (`Text("NoBinding")`, `Text("NBNavigationPath")`): each tab keeps the title's words in its
// name (`noBinding`, `nbNavigationPath`), as a title of several words does (`Now Playing`
// gives `nowPlaying`).
@main
struct DemoApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                NoBindingView()
                    .tabItem { Text("NoBinding") }
                PathView()
                    .tabItem { Text("NBNavigationPath") }
                NowPlayingView()
                    .tabItem { Label("Now Playing", systemImage: "play") }
            }
        }
    }
}

enum Screen: Hashable {
    case detail
}

struct NoBindingView: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Detail", value: Screen.detail)
                .navigationDestination(for: Screen.self) { _ in Text("Detail") }
        }
    }
}

struct PathView: View { var body: some View { Text("Path") } }
struct NowPlayingView: View { var body: some View { Text("Playing") } }
