import SwiftUI

// A modifier given the view's initialiser for its content, not a closure
// (`.sheet(item: $editing, content: TrackEditor.init)`, `.fullScreenCover(isPresented:
// $playing, onDismiss: reload, content: PlayerView.init)`): the view that initialiser makes is
// the route, as if the closure built it.
@main
struct PlayerApp: App {
    var body: some Scene {
        WindowGroup { NavigationStack { LibraryView() } }
    }
}

struct Track: Identifiable, Hashable {
    let id: Int
}

struct LibraryView: View {
    @State private var editing: Track?
    @State private var playing = false

    var body: some View {
        List {
            Button("Edit") { editing = Track(id: 1) }
            Button("Play") { playing = true }
        }
        .sheet(item: $editing, content: TrackEditor.init)
        .fullScreenCover(isPresented: $playing, onDismiss: reload, content: PlayerView.init)
    }

    private func reload() {}
}

struct TrackEditor: View {
    let track: Track
    var body: some View { Text("Edit") }
}

struct PlayerView: View {
    var body: some View { Text("Playing") }
}
