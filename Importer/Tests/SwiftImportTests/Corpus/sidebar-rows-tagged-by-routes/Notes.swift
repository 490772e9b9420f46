import SwiftUI

/// A notes app: a sidebar whose rows are tagged with the route each one opens, and a
/// detail stack over the same enum. The rows' tags choose the sidebar's selection: they
/// are not tabs, so the enum is the app's routes.
enum Place: Hashable {
    case note(id: Int)
    case trash
}

@main struct NotesApp: App {
    var body: some Scene { WindowGroup { NotesView() } }
}

struct NotesView: View {
    @State private var selection: Place?
    @State private var path: [Place] = []

    var body: some View {
        NavigationSplitView {
            List(selection: $selection) {
                ForEach([1, 2, 3], id: \.self) { id in
                    Text("Note \(id)").tag(Place.note(id: id))
                }
                Text("Trash").tag(Place.trash)
            }
        } detail: {
            NavigationStack(path: $path) {
                Text("Pick a note")
                    .navigationDestination(for: Place.self) { place in
                        Text("\(String(describing: place))")
                    }
            }
        }
    }
}
