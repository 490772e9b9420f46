import SwiftUI

// Screens a view shows in place of its content for an optional value, each given a back or
// close closure that only clears the value: pushes without a stack, a route each. A panel
// shown beside the content (no `else`), a view whose closure does something else too (deletes,
// then clears), a root switching on a value with no way back and one whose closure is
// labelled as signing out are not.
@main
struct LibraryApp: App {
    var body: some Scene {
        WindowGroup {
            SessionGate()
        }
    }
}

struct Book: Identifiable, Hashable {
    let id: Int
    let title: String
}

struct Author: Identifiable, Hashable {
    let id: Int
    let name: String
}

struct ShelfView: View {
    @State private var selectedBook: Book?
    @State private var openAuthor: Author?
    @State private var noteBook: Book?
    @State private var showingTrash = false
    let books: [Book] = []

    var body: some View {
        HStack {
            content
            // Beside the list, not in its place: a panel, no route.
            if let book = noteBook {
                NotePanel(book: book, onClose: { noteBook = nil })
            }
        }
    }

    @ViewBuilder
    private var content: some View {
        if showingTrash {
            Text("Trash")
        } else if let selectedBook {
            BookDetailView(book: selectedBook, onBack: { self.selectedBook = nil })
                .transition(.move(edge: .trailing))
        } else if let author = openAuthor {
            AuthorPage(author: author) {
                withAnimation { openAuthor = nil }
            }
        } else {
            List(books) { book in
                Button(book.title) { selectedBook = book }
            }
        }
    }
}

struct BookDetailView: View {
    let book: Book
    let onBack: () -> Void
    var body: some View {
        VStack {
            Button("Back", action: onBack)
            Text(book.title)
        }
    }
}

struct AuthorPage: View {
    let author: Author
    let onClose: () -> Void
    var body: some View {
        Button(author.name, action: onClose)
    }
}

struct NotePanel: View {
    let book: Book
    let onClose: () -> Void
    var body: some View {
        Button("Close", action: onClose)
    }
}

// The root switching on a value, with no way back: a state, no route.
struct AccountGate: View {
    @State private var account: Author?
    var body: some View {
        if let account {
            ShelfView()
                .id(account.id)
        } else {
            Button("Sign in") { account = Author(id: 1, name: "Me") }
        }
    }
}

// A signed-in root given a closure that only clears the account, but labelled as signing out:
// leaving a state, no way back from a screen, so no route.
struct SessionGate: View {
    @State private var account: Author?
    var body: some View {
        if let account {
            AccountHome(author: account, onSignOut: { self.account = nil })
        } else {
            Button("Sign in") { account = Author(id: 2, name: "You") }
        }
    }
}

struct AccountHome: View {
    let author: Author
    let onSignOut: () -> Void
    var body: some View {
        VStack {
            Button("Sign out \(author.name)", action: onSignOut)
            ShelfView()
        }
    }
}

// A detail beside its list whose delete action clears the selection too: an action, not a
// way back, so no route.
struct ReviewsView: View {
    @State private var selected: Book?
    @State private var books: [Book] = []

    var body: some View {
        HStack {
            List(books) { book in
                Button(book.title) { selected = book }
            }
            if let book = selected {
                ReviewEditor(book: book, onDelete: {
                    books.removeAll { $0.id == book.id }
                    selected = nil
                })
            } else {
                Text("Pick a book")
            }
        }
    }
}

struct ReviewEditor: View {
    let book: Book
    let onDelete: () -> Void
    var body: some View {
        Button("Delete", action: onDelete)
    }
}
