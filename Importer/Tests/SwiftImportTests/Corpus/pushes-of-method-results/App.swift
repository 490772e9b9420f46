import SwiftUI

// A method's declared result, called on `self`, on a value whose type is found or on a type's
// shared instance (`Links.shared`), is of that type: each push is read. A method the sources
// do not declare stays not read.
enum Route: Hashable {
    case item(Int)
}

struct Links {
    static let shared = Links()
    func route(for id: Int) -> Route { .item(id) }
}

@Observable final class Router {
    var path: [Route] = []
    let links = Links()

    func route(for id: Int) -> Route { .item(id) }

    func open(_ id: Int) {
        path.append(self.route(for: id))
        path.append(links.route(for: id))
        path.append(links.unknown(id))
        let shared = Links.shared.route(for: id)
        path.append(shared)
    }
}

struct Root: View {
    @State private var router = Router()

    var body: some View {
        NavigationStack(path: $router.path) {
            Button("One") { router.path.append(router.route(for: 1)) }
                .navigationDestination(for: Route.self) { _ in Text("") }
        }
    }
}
