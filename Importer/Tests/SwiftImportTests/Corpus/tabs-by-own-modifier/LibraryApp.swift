import SwiftUI

// Tab items set through the project's own modifier, given the tab's case
// (`BooksView().libraryTab(.books)`): each call is a tab of that case, its view the one the
// modifier is called on (whatever modifiers follow), as `.tabItem { ... }.tag(.books)`
// written in place would be.
@main
struct LibraryApp: App {
    @State private var selection: LibraryTab = .books

    var body: some Scene {
        WindowGroup {
            TabView(selection: $selection) {
                BooksView()
                    .libraryTab(.books)
                AuthorsView()
                    .libraryTab(.authors)
                    .badge(2)
            }
        }
    }
}

enum LibraryTab: Hashable {
    case books
    case authors

    var title: String {
        switch self {
        case .books: "Books"
        case .authors: "Authors"
        }
    }

    var icon: String {
        switch self {
        case .books: "book"
        case .authors: "person"
        }
    }
}

extension View {
    func libraryTab(_ tab: LibraryTab) -> some View {
        tabItem { Label(tab.title, systemImage: tab.icon) }
            .tag(tab)
    }
}

enum BookRoute: Hashable {
    case book(id: Int)
}

enum AuthorRoute: Hashable {
    case author(name: String)
}

struct BooksView: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Book", value: BookRoute.book(id: 1))
                .navigationDestination(for: BookRoute.self) { route in BookView(route: route) }
        }
    }
}

struct AuthorsView: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Author", value: AuthorRoute.author(name: "A"))
                .navigationDestination(for: AuthorRoute.self) { route in AuthorView(route: route) }
        }
    }
}

struct BookView: View {
    let route: BookRoute
    var body: some View { Text("book") }
}

struct AuthorView: View {
    let route: AuthorRoute
    var body: some View { Text("author") }
}
