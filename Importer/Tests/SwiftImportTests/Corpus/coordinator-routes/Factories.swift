import Stinsen
import SwiftUI

extension RootCoordinator {
    func makeLibrary() -> NavigationViewCoordinator<LibraryCoordinator> {
        NavigationViewCoordinator(LibraryCoordinator())
    }

    @ViewBuilder func makeLibraryTab(isActive: Bool) -> some View {
        Image(systemName: "books.vertical")
        Text("Library")
    }

    func makeAccount() -> NavigationViewCoordinator<AccountCoordinator> {
        NavigationViewCoordinator(AccountCoordinator())
    }

    @ViewBuilder func makeAccountTab(isActive: Bool) -> some View {
        Label("Account", systemImage: "person")
    }
}

extension LibraryCoordinator {
    @ViewBuilder func makeStart() -> some View { ShelfScreen() }
    @ViewBuilder func makeBook(isbn: String) -> some View { BookScreen(isbn: isbn) }
    @ViewBuilder func makeAuthor(_ author: Author, page: Int = 1) -> some View { AuthorScreen(author: author) }
    func makeReviews(isbn: String) -> ReviewsCoordinator { ReviewsCoordinator() }
    @ViewBuilder func makeAddBook() -> some View { NavigationView { AddBookScreen() } }
    @ViewBuilder func makeReader(isbn: String, chapter: Int?) -> some View { ReaderScreen() }
}

extension ReviewsCoordinator {
    @ViewBuilder func makeStart() -> some View { ReviewsScreen() }
    @ViewBuilder func makeReview(id: UUID) -> some View { ReviewScreen() }
}

extension AccountCoordinator {
    @ViewBuilder func makeStart() -> some View { AccountScreen() }
}

struct Author: Identifiable {
    let id: String
}
