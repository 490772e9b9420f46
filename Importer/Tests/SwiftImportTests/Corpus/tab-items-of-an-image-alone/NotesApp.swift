import SwiftUI

// A tab item with an image alone, set on a stack rather than on a view of the project's,
// has nothing to name its tab after: it is no tab, and the report says where it is and why.
@main
struct NotesApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                NotesList()
                    .tabItem { Label("Notes", systemImage: "note") }
                NavigationStack { Text("trash") }
                    .tabItem { Image(systemName: "trash") }
                SettingsView()
                    .tabItem { Label("Settings", systemImage: "gear") }
            }
        }
    }
}

struct NotesList: View {
    var body: some View {
        NavigationStack { NavigationLink("Note") { NoteView() } }
    }
}

struct SettingsView: View { var body: some View { Text("settings") } }
struct NoteView: View { var body: some View { Text("note") } }
