import SwiftUI

/// A macOS studio app: a sidebar of links each tagged with the pane it selects. The panes
/// are named after their cases, which the app's state (and a deep link) sets.
enum Pane: Hashable {
    case library
    case mixer
}

@main struct StudioApp: App {
    var body: some Scene { WindowGroup { StudioView() } }
}

struct StudioView: View {
    @State private var pane: Pane? = .library
    var body: some View {
        NavigationView {
            List {
                NavigationLink(destination: LibraryPane(), tag: .library, selection: $pane) {
                    Label("Library", systemImage: "music.note.list")
                }
                NavigationLink(destination: MixerPane(), tag: Pane.mixer, selection: $pane) {
                    Label("Mixer", systemImage: "slider.horizontal.3")
                }
                NavigationLink(destination: AboutView()) { Text("About") }
            }
            Text("Choose a pane")
        }
    }
}

struct LibraryPane: View { var body: some View { Text("Library") } }
struct MixerPane: View { var body: some View { Text("Mixer") } }
struct AboutView: View { var body: some View { Text("About") } }
