import SwiftUI

// A Mac notes app: one `NavigationSplitView` whose sidebar selects a folder, and whose
// detail column holds its own stack with the switch over the folder inside it. Each folder's
// screen is a route the sidebar leads to, not a mode of the app (before, the switch was not
// found inside the stack, and the folders came out as the app's tabs). The split also
// presents a sheet by item for the export format: a presented route, as anywhere (before,
// it came out as pushes in the detail column, beside the note a folder's list pushes), and
// one, the export screen given either format (before round 52, a route per format).
@main
struct NotesApp: App {
    var body: some Scene {
        WindowGroup {
            FoldersView()
        }
    }
}

enum Folder: Hashable, CaseIterable {
    case recent, shared, trash
}

enum ExportFormat: String, Identifiable {
    case markdown, pdf
    var id: String { rawValue }
}

struct FoldersView: View {
    @State private var folder: Folder? = .recent
    @State private var export: ExportFormat?

    var body: some View {
        NavigationSplitView {
            List(Folder.allCases, id: \.self, selection: $folder) { folder in
                Text("\(folder)")
            }
        } detail: {
            NavigationStack {
                switch folder {
                case .recent: RecentNotesView()
                case .shared: SharedNotesView()
                case .trash: TrashView()
                case nil: Text("Select a folder")
                }
            }
        }
        .toolbar {
            Menu("Export") {
                Button("Markdown") { export = .markdown }
                Button("PDF") { export = .pdf }
            }
        }
        .sheet(item: $export) { format in ExportView(format: format) }
    }
}

enum NoteRoute: Hashable {
    case note(id: Int)
}

struct RecentNotesView: View {
    var body: some View {
        List {
            NavigationLink("Groceries", value: NoteRoute.note(id: 1))
        }
        .navigationDestination(for: NoteRoute.self) { route in
            switch route {
            case .note(let id): NoteView(id: id)
            }
        }
    }
}

struct NoteView: View {
    let id: Int
    var body: some View { Text("Note \(id)") }
}
struct SharedNotesView: View { var body: some View { List { Text("Trip") } } }
struct TrashView: View { var body: some View { List { Text("Old") } } }
struct ExportView: View {
    let format: ExportFormat
    var body: some View { Text(format.rawValue) }
}
