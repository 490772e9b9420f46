import SwiftUI

/// A route enum whose destination shows some cases as nothing: `favourites` and `author` are
/// kept for later and push a blank EmptyView, not a screen. `shelf` is an EmptyView in the
/// library's stack but a view in the reading list's: a screen still.
enum Destination: Hashable {
    case book(Int)
    case shelf(String)
    case favourites
    case author(String)
}

struct LibraryView: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Book", value: Destination.book(1))
                NavigationLink("Shelf", value: Destination.shelf("new"))
            }
            .navigationDestination(for: Destination.self) { destination in
                switch destination {
                case .book(let id):
                    BookView(id: id)
                case .shelf:
                    EmptyView()
                case .favourites:
                    EmptyView()
                case .author:
                    EmptyView()
                }
            }
        }
    }
}

struct ReadingListView: View {
    var body: some View {
        NavigationStack {
            Text("Reading")
                .navigationDestination(for: Destination.self) { destination in
                    switch destination {
                    case .shelf(let name): ShelfView(name: name)
                    case .book(let id): BookView(id: id)
                    default: EmptyView()
                    }
                }
        }
    }
}

struct BookView: View {
    let id: Int
    var body: some View { Text("Book \(id)") }
}

struct ShelfView: View {
    let name: String
    var body: some View { Text(name) }
}
