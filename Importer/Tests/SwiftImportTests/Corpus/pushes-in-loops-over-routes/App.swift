import SwiftUI

// A loop's variable is of its sequence's element type: of a listed array, of a typed
// array, of a case's associated array. Each push is read; a loop over untyped values is not.
enum Route: Hashable {
    case list
    case detail(Int)
}

enum Deeplink {
    case routes([Route])
    case words([String])
}

@Observable final class Router {
    var path: [Route] = []
    var saved: [Route] = []

    func openAll() {
        for route in [Route.list, .detail(1)] { path.append(route) }
        for route in saved { path.append(route) }
        let recent: [Route] = []
        for route in recent { path.append(route) }
    }

    func follow(_ link: Deeplink) {
        switch link {
        case let .routes(routes):
            for route in routes { path.append(route) }
        case .words(let words):
            for word in words { path.append(word) }
        }
    }
}

struct Root: View {
    @State private var router = Router()

    var body: some View {
        NavigationStack(path: $router.path) {
            Text("Home")
                .navigationDestination(for: Route.self) { _ in Text("") }
        }
    }
}
