import SwiftUI

// Links without values across tabs: a view reached from one tab's root is pushed in that
// tab; one reached from both is the app's; however many links lead to a view, it is one
// route. Edges are read from the links as from pushes by case.
enum LibraryTab: Hashable { case books, authors }

@main
struct LibraryApp: App {
    @State private var tab = LibraryTab.books
    var body: some Scene {
        WindowGroup {
            TabView(selection: $tab) {
                NavigationStack { BookList() }.tag(LibraryTab.books)
                NavigationStack { AuthorList() }.tag(LibraryTab.authors)
            }
        }
    }
}

struct BookList: View {
    var body: some View {
        List {
            ForEach(0..<3) { index in
                BookRow(index: index)
            }
            // A title and the destination's closure.
            NavigationLink("Shelves") { ShelvesScreen() }
        }
    }
}

struct BookRow: View {
    let index: Int
    var body: some View {
        NavigationLink(destination: BookDetailView(index: index).navigationTitle("Book")) {
            Text("Book \(index)")
        }
    }
}

struct AuthorList: View {
    @State private var sort = 0
    var body: some View {
        List {
            NavigationLink(destination: AuthorView()) { Text("An author") }
            // The book an author wrote: the same route as from the books tab.
            NavigationLink(destination: BookDetailView(index: 0)) { Text("Their book") }
            // A menu's and a preview's links are no screens of the app.
            Menu("Sort") {
                NavigationLink(destination: SortOptionsView()) { Text("Options") }
            }
        }
    }
}

struct AuthorView: View {
    var body: some View {
        NavigationLink(destination: BookDetailView(index: 1)) { Text("Latest book") }
    }
}

struct BookDetailView: View {
    let index: Int
    var body: some View { Text("Book \(index)") }
}

struct ShelvesScreen: View {
    var body: some View { Text("Shelves") }
}

#Preview {
    NavigationStack {
        NavigationLink(destination: PreviewOnlyView()) { Text("Preview") }
    }
}
