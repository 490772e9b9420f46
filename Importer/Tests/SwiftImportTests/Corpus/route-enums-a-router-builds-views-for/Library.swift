import SwiftUI

// A router that each screen tells where to go by a case of the screen's own route enum, with
// no Hashable, no path and no destination: the router keeps the case and builds the next
// screen by switching over it (`nextView(after:)`), behind a hidden link the router drives.
// An enum named as routes whose cases a switch builds the project's views for is a route
// enum; one whose cases only pop or dismiss (`ShelfRoute.back`) builds none and is not.
enum LibraryRoute {
    case shelf
    case search
}

enum ShelfRoute {
    case back
}

protocol LibraryRouting: AnyObject {
    func navigate(to route: LibraryRoute)
}

protocol ShelfRouting: AnyObject {
    func navigate(to route: ShelfRoute)
}

final class Router: ObservableObject, LibraryRouting, ShelfRouting {
    @Published private var libraryRoute: LibraryRoute?

    func navigate(to route: LibraryRoute) { libraryRoute = route }

    func navigate(to route: ShelfRoute) {
        switch route {
        case .back: libraryRoute = nil
        }
    }

    var isActive: Binding<Bool> {
        Binding(get: { self.libraryRoute != nil }, set: { if !$0 { self.libraryRoute = nil } })
    }

    @ViewBuilder
    func nextView(after route: LibraryRoute?) -> some View {
        if let route {
            switch route {
            case .shelf: makeShelf()
            case .search: SearchView()
            }
        }
    }

    private func makeShelf() -> some View {
        ShelfView(router: self)
    }

    func makeRoot() -> some View {
        NavigationView {
            LibraryView(router: self)
                .background(NavigationLink(destination: nextView(after: libraryRoute), isActive: isActive) { EmptyView() })
        }
    }
}

@main
struct LibraryApp: App {
    @StateObject private var router = Router()
    var body: some Scene {
        WindowGroup { router.makeRoot() }
    }
}

struct LibraryView: View {
    weak var router: Router?
    var body: some View {
        Button("Shelf") { router?.navigate(to: .shelf) }
        Button("Search") { router?.navigate(to: .search) }
    }
}

struct ShelfView: View {
    weak var router: Router?
    var body: some View { Button("Back") { router?.navigate(to: .back) } }
}

struct SearchView: View { var body: some View { Text("") } }
