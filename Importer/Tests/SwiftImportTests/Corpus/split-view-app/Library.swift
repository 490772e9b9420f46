import SwiftUI

/// A library app that is one split view: a sidebar of shelves, books pushed in the detail.
enum Shelf: Hashable {
    case reading, finished
    case genre(name: String)
}

struct Book: Identifiable, Hashable {
    let id: Int
    let title: String
}

@main struct LibraryApp: App {
    var body: some Scene { WindowGroup { LibraryView() } }
}

struct LibraryView: View {
    @State private var shelf: Shelf?
    @State private var path = NavigationPath()

    var body: some View {
        NavigationSplitView {
            List(selection: $shelf) {
                NavigationLink("Reading", value: Shelf.reading)
                NavigationLink("Finished", value: Shelf.finished)
            }
        } detail: {
            NavigationStack(path: $path) {
                ShelfView(shelf: shelf)
                    .navigationDestination(for: Book.ID.self) { id in Text("\(id)") }
            }
        }
    }
}

struct ShelfView: View {
    let shelf: Shelf?
    var body: some View {
        // A picker's tags choose a sort order; they are not tabs.
        Picker("Sort", selection: .constant(0)) {
            Text("Title").tag(0)
            Text("Author").tag(1)
        }
    }
}
