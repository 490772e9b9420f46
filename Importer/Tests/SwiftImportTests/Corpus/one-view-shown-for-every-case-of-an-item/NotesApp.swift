import SwiftUI

// A sheet shown for an item whose enum says what its one screen is for: the confirmation is
// the same view for archiving and deleting, the tag picker the same for either list. One
// screen each, named after its view, not a route per case.
@main
struct NotesApp: App {
    var body: some Scene {
        WindowGroup {
            NotesView()
        }
    }
}

enum BulkAction: String, Identifiable {
    case archive, delete
    var id: String { rawValue }

    var verb: String {
        switch self {
        case .archive: return "Archive"
        case .delete: return "Delete"
        }
    }
}

enum TagField: Identifiable {
    case included, excluded
    var id: Self { self }
}

struct NotesView: View {
    @State private var bulkAction: BulkAction?
    @State private var tagField: TagField?
    @State private var composing = false
    @State private var included: [String] = []
    @State private var excluded: [String] = []

    var body: some View {
        NavigationStack {
            List(["Groceries", "Ideas"], id: \.self) { title in
                Text(title)
            }
            .toolbar {
                Button("New") { composing = true }
                Menu("More") {
                    Button("Archive all") { bulkAction = .archive }
                    Button("Delete all") { bulkAction = .delete }
                    Button("Include a tag") { tagField = .included }
                    Button("Exclude a tag") { tagField = .excluded }
                }
            }
        }
        .sheet(isPresented: $composing) {
            ComposerView()
        }
        .sheet(item: $bulkAction) { action in
            BulkConfirmationView(action: action) {
                bulkAction = nil
            }
        }
        .sheet(item: $tagField) { field in
            TagPickerView { tag in
                switch field {
                case .included: included.append(tag)
                case .excluded: excluded.append(tag)
                }
                tagField = nil
            }
        }
    }
}

struct ComposerView: View {
    var body: some View { TextEditor(text: .constant("")) }
}

struct BulkConfirmationView: View {
    let action: BulkAction
    let onDone: () -> Void

    var body: some View {
        VStack {
            Text("\(action.verb) every note?")
            Button(action.verb, action: onDone)
        }
    }
}

struct TagPickerView: View {
    let onPick: (String) -> Void

    var body: some View {
        List(["home", "work"], id: \.self) { tag in
            Button(tag) { onPick(tag) }
        }
    }
}
