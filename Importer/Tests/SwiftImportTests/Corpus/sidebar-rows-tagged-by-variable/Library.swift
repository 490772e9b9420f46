import SwiftUI

// A two-column split view whose sidebar rows are tagged with a loop variable
// (`ForEach(Shelf.allCases) { shelf in Label(...).tag(shelf) }`): the List's selection names
// the enum, whose cases are the routes the detail column shows.
enum Shelf: String, Hashable, CaseIterable, Identifiable {
    case reading, wishlist, finished
    var id: String { rawValue }
}

@main struct ShelvesApp: App {
    var body: some Scene { WindowGroup { ShelvesView() } }
}

struct ShelvesView: View {
    @State private var shelf: Shelf?
    @State private var addsBook = false

    var body: some View {
        NavigationSplitView {
            List(selection: $shelf) {
                Section("Shelves") {
                    ForEach(Shelf.allCases) { shelf in
                        Label(shelf.rawValue, systemImage: "books.vertical").tag(shelf)
                    }
                }
            }
            .toolbar { Button("Add") { addsBook = true } }
        } detail: {
            if let shelf {
                ShelfDetail(shelf: shelf)
            } else {
                ContentUnavailableView("Pick a shelf", systemImage: "books.vertical")
            }
        }
        .sheet(isPresented: $addsBook) { AddBookView() }
    }
}

struct ShelfDetail: View {
    let shelf: Shelf
    var body: some View { Text(shelf.rawValue) }
}

struct AddBookView: View {
    var body: some View { Text("Add a book") }
}
