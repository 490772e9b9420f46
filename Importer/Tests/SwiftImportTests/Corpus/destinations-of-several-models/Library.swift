import SwiftUI
import SwiftUINavigation

// Two features, each with its own model holding its own `destination` (a different enum in
// each), as swift-navigation apps and catalogues of its demos write them. A case key path
// through one (`$model.destination.lend`) is of the enum the view's `model` holds, not of the
// first `destination` declared anywhere.
struct Book: Identifiable, Hashable {
    let id: Int
    var title: String
}

@Observable
final class ShelfModel {
    @CasePathable
    enum Destination {
        case review(Book)
    }

    var books: [Book] = []
    var destination: Destination?
}

@Observable
final class BookModel {
    @CasePathable
    enum Destination {
        case lend(Book)
    }

    let book: Book
    var destination: Destination?

    init(book: Book) { self.book = book }
}

@main
struct LibraryApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                ShelfView(model: ShelfModel())
            }
        }
    }
}

struct ShelfView: View {
    @Bindable var model: ShelfModel

    var body: some View {
        List(model.books) { book in
            NavigationLink(book.title) { BookView(model: BookModel(book: book)) }
        }
        .sheet(item: $model.destination.review) { $book in
            ReviewView(book: book)
        }
    }
}

struct BookView: View {
    @Bindable var model: BookModel

    var body: some View {
        Button("Lend") { model.destination = .lend(model.book) }
            .sheet(item: $model.destination.lend) { $book in
                LendView(book: book)
            }
    }
}

struct ReviewView: View {
    let book: Book
    var body: some View { Text(book.title) }
}

struct LendView: View {
    let book: Book
    var body: some View { Text(book.title) }
}
