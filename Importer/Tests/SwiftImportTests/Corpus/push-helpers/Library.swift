import SwiftUI

// Pushes made through the app's own helpers: the route type is the helper's parameter's, or,
// for a generic helper, the one each call writes.

enum LibraryRoute: Hashable {
    case book(id: Int)
    case author(name: String)
    case search
}

enum SettingsRoute: Hashable {
    case licences
    case about
}

@Observable
final class Router {
    var path = NavigationPath()

    func navigate(to route: LibraryRoute) {
        path.append(route)
    }

    func show<R: Hashable>(_ value: R) {
        path.append(value)
    }

    /// A helper of a helper: its callers' cases are pushed too.
    func open(_ route: LibraryRoute) {
        navigate(to: route)
    }
}

struct LibraryView: View {
    @State private var router = Router()

    var body: some View {
        NavigationStack(path: $router.path) {
            List {
                Button("Dune") { router.navigate(to: .book(id: 1)) }
                Button("Search") { showSearch() }
                Button("Licences") { router.show(SettingsRoute.licences) }
                Button("Herbert") { router.open(.author(name: "Frank Herbert")) }
            }
        }
    }

    private func showSearch() {
        router.navigate(to: .search)
    }
}
