import SwiftUI

// Values made by functions whose declared return type the stack has a destination for: each
// push is read. A function returning a type with no destination is not.
enum Route: Hashable {
    case detail(id: Int)
    case settings
}

func route(for id: Int) -> Route { .detail(id: id) }

func anyValue() -> AnyHashable { 0 }

@Observable final class Router {
    var path: [Route] = []

    func openFirst() { path.append(route(for: 1)) }
    func openLast() { path.append(latest()) }
    func openUnknown() { path.append(anyValue()) }

    func openNext() {
        func next(after id: Int) -> Route { .detail(id: id + 1) }
        let following = next(after: 1)
        path.append(following)
    }

    private func latest() -> Route { .settings }
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
