import SwiftUI
import SwiftUINavigation

// A model's optional destination holds a screen and two dialogs, each shown through
// swift-navigation's case key paths: `edit` by `.sheet(item:)`, `confirmDelete` by
// `.alert(item:title:actions:message:)` and `share` by `.confirmationDialog(item:...)`.
// Their values are the model's own types, not `AlertState`: how each case is shown says
// that the two dialogs are no screens.
struct Note: Identifiable, Hashable {
    let id: Int
    var text: String
}

@Observable
final class NotesModel {
    @CasePathable
    enum Destination {
        case edit(Note)
        case confirmDelete(Note)
        case share(Note)
    }

    var notes: [Note] = []
    var destination: Destination?
}

@main
struct NotesApp: App {
    var body: some Scene {
        WindowGroup {
            NotesView(model: NotesModel())
        }
    }
}

struct NotesView: View {
    @Bindable var model: NotesModel

    var body: some View {
        NavigationStack {
            List(model.notes) { note in
                Text(note.text)
                    .swipeActions {
                        Button("Delete") { model.destination = .confirmDelete(note) }
                        Button("Share") { model.destination = .share(note) }
                    }
                    .onTapGesture { model.destination = .edit(note) }
            }
            .sheet(item: $model.destination.edit) { $note in
                NoteEditor(note: $note)
            }
            .alert(
                item: $model.destination.confirmDelete,
                title: { _ in Text("Delete this note?") },
                actions: { note in
                    Button("Delete", role: .destructive) { model.notes.removeAll { $0.id == note.id } }
                }
            )
            .confirmationDialog(
                item: $model.destination.share,
                titleVisibility: .visible,
                title: { _ in Text("Share") },
                actions: { _ in Button("Copy") {} }
            )
        }
    }
}

struct NoteEditor: View {
    @Binding var note: Note
    var body: some View { TextEditor(text: $note.text) }
}
