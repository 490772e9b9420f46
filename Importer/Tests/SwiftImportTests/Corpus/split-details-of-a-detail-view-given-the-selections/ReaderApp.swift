import SwiftUI

// A macOS reader whose sidebar lists two kinds of rows, shelves and books, each bound to a
// selection of its own. The split's columns are properties of the window's view, and its
// detail is a view of its own given both selections as bindings, which shows a shelf's view or
// a book's for the one selected, else a welcome: each selection's view is a screen the split
// shows for it, a route; the welcome, shown when nothing is selected, is the root.
@main
struct ReaderApp: App {
    var body: some Scene {
        WindowGroup {
            LibraryWindow()
        }
    }
}

struct Book: Identifiable, Hashable {
    let id: Int
    let title: String
}

struct Shelf: Identifiable, Hashable {
    let id: Int
    let name: String
}

struct LibraryWindow: View {
    @State private var selectedBook: Book?
    @State private var selectedShelf: Shelf?

    var body: some View {
        NavigationSplitView {
            sidebar
        } detail: {
            detail
        }
    }

    private var sidebar: some View {
        LibrarySidebar(selectedBook: $selectedBook, selectedShelf: $selectedShelf)
            .navigationSplitViewColumnWidth(min: 180, ideal: 220)
    }

    private var detail: some View {
        LibraryDetail(selectedBook: $selectedBook, selectedShelf: $selectedShelf)
    }
}

struct LibrarySidebar: View {
    @Binding var selectedBook: Book?
    @Binding var selectedShelf: Shelf?
    @State private var selectedID: Int?
    private let shelves = [Shelf(id: 1, name: "Novels")]
    private let books = [Book(id: 2, title: "Emma")]

    var body: some View {
        List(selection: $selectedID) {
            ForEach(shelves) { shelf in
                Button(shelf.name) { selectedShelf = shelf }
            }
            ForEach(books) { book in
                Text(book.title).tag(book.id)
            }
        }
        .onChange(of: selectedID) { _, id in
            selectedBook = books.first { $0.id == id }
        }
    }
}

private struct LibraryDetail: View {
    @Binding var selectedBook: Book?
    @Binding var selectedShelf: Shelf?

    var body: some View {
        HSplitView {
            content
        }
    }

    @ViewBuilder
    private var content: some View {
        if let shelf = selectedShelf {
            ShelfView(shelf: shelf)
        } else if let book = selectedBook {
            BookView(book: book)
        } else {
            WelcomeView()
        }
    }
}

struct ShelfView: View {
    let shelf: Shelf
    var body: some View { Text(shelf.name) }
}

struct BookView: View {
    let book: Book
    var body: some View { Text(book.title) }
}

struct WelcomeView: View {
    var body: some View { Text("Pick a book") }
}
