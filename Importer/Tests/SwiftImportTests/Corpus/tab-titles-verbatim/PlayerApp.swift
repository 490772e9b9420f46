import SwiftUI

// Tab items titled by a string shown as written (`Text(verbatim: "Queue")`), not looked up
// for a translation: the tab is named after it, as after `Text("Queue")`.
@main
struct PlayerApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                NowPlayingView()
                    .tabItem { Label("Now Playing", systemImage: "play") }
                QueueView()
                    .tabItem {
                        Image(systemName: "list.bullet")
                        Text(verbatim: "Queue")
                    }
            }
        }
    }
}

struct NowPlayingView: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Lyrics") { LyricsView() }
        }
    }
}

struct QueueView: View {
    var body: some View {
        NavigationStack {
            NavigationLink(destination: TrackView()) { Text("Track") }
        }
    }
}

struct LyricsView: View { var body: some View { Text("lyrics") } }
struct TrackView: View { var body: some View { Text("track") } }
