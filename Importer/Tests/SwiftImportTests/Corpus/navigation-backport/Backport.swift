import NavigationBackport
import SwiftUI

// NavigationBackport, for apps that still support iOS 15, names SwiftUI's navigation with
// `NB`/`nb` (`NBNavigationStack(path:)`, `.nbNavigationDestination(for:)`,
// `NBNavigationLink(value:)`): read as the SwiftUI names they stand for.
@main
struct BackportApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                LibraryView()
                    .tabItem { Text("Library") }
                SearchView()
                    .tabItem { Text("Search") }
            }
        }
    }
}

enum Screen: NBScreen {
    case album(id: Int)
    case artist(name: String)
}

struct Track: Hashable {
    let title: String
}

struct LibraryView: View {
    @State var path: [Screen] = []
    var body: some View {
        NBNavigationStack(path: $path) {
            List {
                NBNavigationLink("Album", value: Screen.album(id: 1))
                NBNavigationLink("Artist", value: Screen.artist(name: "Nina"))
            }
            .nbNavigationDestination(for: Screen.self) { screen in
                switch screen {
                case .album(let id): AlbumView(id: id)
                case .artist(let name): ArtistView(name: name)
                }
            }
        }
    }
}

struct SearchView: View {
    var body: some View {
        NBNavigationStack {
            NBNavigationLink("Track", value: Track(title: "Song"))
                .nbNavigationDestination(for: Track.self) { track in
                    TrackView(track: track)
                }
        }
    }
}

struct AlbumView: View { let id: Int; var body: some View { Text("") } }
struct ArtistView: View { let name: String; var body: some View { Text("") } }
struct TrackView: View { let track: Track; var body: some View { Text("") } }
