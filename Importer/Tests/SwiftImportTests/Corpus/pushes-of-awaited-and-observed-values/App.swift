import SwiftUI

// A value awaited from a function, a property of a value whose type is found, and what
// `onChange(of:)` observes are of the types the sources say: each push is read.
enum Route: Hashable {
    case article(Int)
}

struct Settings {
    var start: Route = .article(0)
    var name: String = ""
}

@Observable final class Store {
    var path: [Route] = []
    var selected: Route?
    var settings = Settings()

    func load() async throws -> Route { .article(1) }

    func open() {
        Task {
            let route = try await load()
            path.append(route)
            path.append(try await load())
        }
    }

    func restart() {
        let start = settings.start
        path.append(start)
    }
}

struct Root: View {
    @State private var store = Store()

    var body: some View {
        NavigationStack(path: $store.path) {
            Text("Home")
                .onChange(of: store.selected) { _, newValue in
                    if let newValue { store.path.append(newValue) }
                }
                .onChange(of: store.settings.name) { name in
                    // A String, for which no destination is registered: not read.
                    store.path.append(name)
                }
                .navigationDestination(for: Route.self) { _ in Text("") }
        }
    }
}
