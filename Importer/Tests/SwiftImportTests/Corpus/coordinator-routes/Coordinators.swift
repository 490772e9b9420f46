import Stinsen
import SwiftUI

final class RootCoordinator: TabCoordinatable {
    var child = TabChild(startingItems: [\RootCoordinator.library, \RootCoordinator.account])

    @Route(tabItem: makeLibraryTab) var library = makeLibrary
    @Route(tabItem: makeAccountTab) var account = makeAccount
}

final class LibraryCoordinator: NavigationCoordinatable {
    let stack = NavigationStack(initial: \LibraryCoordinator.start)

    @Root var start = makeStart
    @Route(.push) var book = makeBook
    @Route(.push) var author = makeAuthor
    @Route(.push) var reviews = makeReviews
    @Route(.modal) var addBook = makeAddBook
    @Route(.fullScreen) var reader = makeReader
}

final class ReviewsCoordinator: NavigationCoordinatable {
    let stack = NavigationStack(initial: \ReviewsCoordinator.start)

    @Root var start = makeStart
    @Route(.push) var review = makeReview
}

final class AccountCoordinator: NavigationCoordinatable {
    let stack = NavigationStack(initial: \AccountCoordinator.start)

    @Root var start = makeStart
}
