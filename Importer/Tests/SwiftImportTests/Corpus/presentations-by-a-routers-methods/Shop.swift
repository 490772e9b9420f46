// A router's methods that present a case by writing it into the item a sheet shows
// (`router.share(_:)` sets `sheet = .share(text:)`): each call is a tap of the view making
// it (detail leads to the share sheet), not of the view presenting the item, nor of the
// app that builds the router.
import SwiftUI

enum Route: Hashable {
    case detail(id: Int)
}

enum Sheet: Identifiable {
    case settings
    case share(text: String)
    var id: String { "\(self)" }
}

@Observable
final class Router {
    var path: [Route] = []
    var sheet: Sheet?

    func showDetail(_ id: Int) { path.append(.detail(id: id)) }
    func showSettings() { sheet = .settings }
    func share(_ text: String) { sheet = .share(text: text) }
}

@main
struct ShopApp: App {
    @State private var router = Router()
    var body: some Scene {
        WindowGroup { RootView().environment(router) }
    }
}

struct RootView: View {
    @Environment(Router.self) private var router
    var body: some View {
        @Bindable var router = router
        NavigationStack(path: $router.path) {
            Button("Open") { router.showDetail(1) }
                .toolbar { Button("Settings") { router.showSettings() } }
                .navigationDestination(for: Route.self) { route in
                    switch route {
                    case let .detail(id): DetailView(id: id)
                    }
                }
        }
        .sheet(item: $router.sheet) { sheet in
            switch sheet {
            case .settings: SettingsView()
            case let .share(text): ShareView(text: text)
            }
        }
    }
}

struct DetailView: View {
    @Environment(Router.self) private var router
    let id: Int
    var body: some View { Button("Share") { router.share("x") } }
}
struct SettingsView: View { var body: some View { Text("Settings") } }
struct ShareView: View { let text: String; var body: some View { Text(text) } }
