// A router's methods that push a case of their own (`router.showAuthor(named:)`): each
// call is a tap of the view making it (detail leads to author), not of the app that
// builds the router, which would seem to lead everywhere.
import SwiftUI

enum Route: Hashable {
    case detail(id: Int)
    case author(name: String)
}

@Observable
final class Router {
    var path: [Route] = []

    func showDetail(_ id: Int) {
        path.append(.detail(id: id))
    }

    func showAuthor(named name: String) {
        path.append(Route.author(name: name))
    }
}

@main
struct ShopApp: App {
    @State private var router = Router()
    var body: some Scene {
        WindowGroup {
            RootView()
                .environment(router)
        }
    }
}

struct RootView: View {
    @Environment(Router.self) private var router
    var body: some View {
        @Bindable var router = router
        NavigationStack(path: $router.path) {
            Button("Open") { router.showDetail(1) }
                .navigationDestination(for: Route.self) { route in
                    switch route {
                    case let .detail(id):
                        DetailView(id: id)
                    case let .author(name):
                        AuthorView(name: name)
                    }
                }
        }
    }
}

struct DetailView: View {
    @Environment(Router.self) private var router
    let id: Int
    var body: some View {
        Button("Author") { router.showAuthor(named: "Ann") }
    }
}

struct AuthorView: View {
    let name: String
    var body: some View { Text(name) }
}
