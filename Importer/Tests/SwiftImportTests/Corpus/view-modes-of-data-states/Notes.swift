import SwiftUI

// A root that shows what the data allows: an empty state until a note exists, then the list
// (`enum ContentState { case empty, ready }`, compared in a chain of ifs). Where the data is,
// like where the app is in its life, is no mode a user picks: no tabs. The list's pushes are
// the app's routes.
@main
struct NotesApp: App {
    @StateObject private var store = NoteStore()

    var body: some Scene {
        WindowGroup { RootView(store: store) }
    }
}

enum ContentState {
    case empty
    case ready
}

final class NoteStore: ObservableObject {
    @Published var notes: [String] = []
    @Published var state = ContentState.empty

    func add(_ note: String) {
        notes.append(note)
        state = .ready
    }
}

struct RootView: View {
    @ObservedObject var store: NoteStore

    var body: some View {
        if store.state == .empty {
            EmptyNotesView { store.add("First note") }
        } else if store.state == .ready {
            NoteListView(notes: store.notes)
        }
    }
}

struct EmptyNotesView: View {
    let onAdd: () -> Void
    var body: some View { Button("Write your first note", action: onAdd) }
}

struct NoteListView: View {
    let notes: [String]

    var body: some View {
        NavigationView {
            List(notes, id: \.self) { note in
                NavigationLink(note, destination: NoteView(text: note))
            }
        }
    }
}

struct NoteView: View {
    let text: String
    var body: some View { Text(text) }
}
