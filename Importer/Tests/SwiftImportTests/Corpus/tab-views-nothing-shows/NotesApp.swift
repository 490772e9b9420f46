import SwiftUI

// Beside the TabView the app's scene shows, the project keeps a scratch view with a TabView
// of its own (an iOS 18 tab bar tried out in a preview) that no view of the app builds. The
// app's tabs are the items of the TabView its scene reaches; the scratch view's are nobody's.
@main
struct NotesApp: App {
    var body: some Scene {
        WindowGroup {
            MainTabView()
        }
    }
}

struct MainTabView: View {
    var body: some View {
        TabView {
            NotesView()
                .tabItem { Label("Notes", systemImage: "note.text") }
            SettingsView()
                .tabItem { Label("Settings", systemImage: "gear") }
        }
    }
}

struct NotesView: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("First note", destination: NoteView())
            }
        }
    }
}

/// A layout tried out in its preview, shown by nothing in the app.
struct MusicTabView: View {
    var body: some View {
        TabView {
            Tab("Home", systemImage: "house") { Text("Home") }
            Tab("Radio", systemImage: "dot.radiowaves.left.and.right") { Text("Radio") }
            Tab("Library", systemImage: "music.note") { Text("Library") }
        }
    }
}

#Preview {
    MusicTabView()
}

struct SettingsView: View {
    var body: some View { Text("Settings") }
}

struct NoteView: View {
    var body: some View { Text("Note") }
}
