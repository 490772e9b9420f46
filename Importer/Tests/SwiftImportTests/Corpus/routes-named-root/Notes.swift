import SwiftUI

// A route enum with a case named root, pushed like the others: in an edge line `root` is the
// stack's root, so this tab's edges cannot be written and are left out, with a note.
@main
struct NotesApp: App {
    var body: some Scene {
        WindowGroup { NotesTabs() }
    }
}

enum NotesTab: Hashable { case notes, trash }

enum NoteRoute: Hashable { case root, folder, note }

struct NotesTabs: View {
    @State private var tab = NotesTab.notes
    var body: some View {
        TabView(selection: $tab) {
            NavigationStack {
                FolderList()
                    .navigationDestination(for: NoteRoute.self) { route in
                        switch route {
                        case .root: RootFolder()
                        case .folder: FolderView()
                        case .note: NoteView()
                        }
                    }
            }
            .tabItem { Label("Notes", systemImage: "note") }
            .tag(NotesTab.notes)
            Text("Trash")
                .tabItem { Label("Trash", systemImage: "trash") }
                .tag(NotesTab.trash)
        }
    }
}

struct FolderList: View {
    var body: some View {
        NavigationLink("All", value: NoteRoute.root)
        NavigationLink("Work", value: NoteRoute.folder)
    }
}

struct RootFolder: View { var body: some View { NavigationLink("First", value: NoteRoute.note) } }
struct FolderView: View { var body: some View { NavigationLink("Plan", value: NoteRoute.note) } }
struct NoteView: View { var body: some View { Text("Note") } }
