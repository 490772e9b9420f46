import SwiftUI

// A split view whose sidebar's List(selection:) selects one of the app's values (a book, no
// enum of screens) and whose detail column shows the app's view for it only once a row is
// selected (`detail: { if let selected { BookDetailView(book: selected) } else { Text(...) } }`,
// here in a property of the view): where the width is compact the split is one stack that
// pushes that view for the selection, as .navigationDestination(item:) does, so it is a
// route with the selection as its parameter. A split whose detail shows its view whatever
// is selected (the notes beside their folders) has that view as its root, no route.
@main
struct LibraryApp: App {
    var body: some Scene {
        WindowGroup { LibraryView() }
        WindowGroup("Notes", id: "notes") { NotesView() }
    }
}

struct Book: Identifiable, Hashable {
    let id: Int
    let title: String
}

struct LibraryView: View {
    @State private var books = [Book(id: 1, title: "Emma")]
    @State private var selected: Book?

    var body: some View {
        NavigationSplitView {
            List(books, selection: $selected) { book in
                NavigationLink(book.title, value: book)
            }
        } detail: {
            detail
        }
    }

    @ViewBuilder
    private var detail: some View {
        if let selected {
            BookDetailView(book: selected)
        } else {
            Text("Pick a book")
        }
    }
}

struct BookDetailView: View {
    let book: Book
    var body: some View { Text(book.title) }
}

struct NotesView: View {
    @State private var folder: String?

    var body: some View {
        NavigationSplitView {
            List(["Inbox", "Work"], id: \.self, selection: $folder) { Text($0) }
        } detail: {
            NoteEditorView(folder: folder)
        }
    }
}

struct NoteEditorView: View {
    let folder: String?
    var body: some View { Text(folder ?? "") }
}
