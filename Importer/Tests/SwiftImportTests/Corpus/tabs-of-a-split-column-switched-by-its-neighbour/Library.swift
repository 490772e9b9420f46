import SwiftUI

// The neighbour of a split column's own panes: a window split into a mode bar and the
// content, where the bar beside sets the mode the window holds and the content column
// switches over the mode it is given. The bar chooses what the whole window shows, so the
// modes are the app's tabs, as a bar of the app's own anywhere in the window is.
@main
struct ShelfApp: App {
    var body: some Scene {
        WindowGroup { ShelfWindow() }
    }
}

enum Shelf: CaseIterable {
    case books, authors, loans
}

struct ShelfWindow: View {
    @State private var shelf: Shelf = .books

    var body: some View {
        HSplitView {
            ShelfBar(shelf: $shelf)
            ShelfContent(shelf: shelf)
        }
    }
}

struct ShelfBar: View {
    @Binding var shelf: Shelf

    var body: some View {
        VStack {
            Button("Books") { shelf = .books }
            Button("Authors") { shelf = .authors }
            Button("Loans") { shelf = .loans }
        }
    }
}

struct ShelfContent: View {
    let shelf: Shelf

    var body: some View {
        switch shelf {
        case .books: BooksView()
        case .authors: AuthorsView()
        case .loans: LoansView()
        }
    }
}

struct BooksView: View {
    @State private var adding = false

    var body: some View {
        List { Text("Dune") }
            .toolbar { Button("Add") { adding = true } }
            .sheet(isPresented: $adding) { AddBookView() }
    }
}

struct AuthorsView: View { var body: some View { List { Text("Herbert") } } }
struct LoansView: View { var body: some View { List { Text("None") } } }
struct AddBookView: View { var body: some View { Text("Title") } }
