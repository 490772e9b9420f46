import SwiftUI

// A generic router's type parameter (`Router<Destination: Hashable>`, pushed and registered as
// `Destination`) is no type of the sources to note as skipped: each use fills it
// (`Router<Route>`), and the routes are read through that.
enum Route: Hashable { case detail(Int), settings }

final class Router<Destination: Hashable>: ObservableObject {
    @Published var path: [Destination] = []
    func push(_ destination: Destination) { path.append(destination) }
}

struct RouterView<Destination: Hashable, Root: View, Screen: View>: View {
    @ObservedObject var router: Router<Destination>
    let root: () -> Root
    let screen: (Destination) -> Screen

    var body: some View {
        NavigationStack(path: $router.path) {
            root().navigationDestination(for: Destination.self) { screen($0) }
        }
    }
}

@main
struct ShopApp: App {
    @StateObject private var router = Router<Route>()
    var body: some Scene {
        WindowGroup {
            RouterView(router: router, root: { Home(router: router) }, screen: { route in Text("\(route)") })
        }
    }
}

struct Home: View {
    @ObservedObject var router: Router<Route>
    var body: some View {
        Button("Detail") { router.push(.detail(1)) }
        Button("Settings") { router.push(.settings) }
    }
}
