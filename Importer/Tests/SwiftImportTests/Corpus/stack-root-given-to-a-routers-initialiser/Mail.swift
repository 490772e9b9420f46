import SwiftUI

// A router given the case its stack starts from when it is made (`Router(root: .inbox)`, its
// `root` a stored property without a value of its own): that case, which nothing pushes, is
// the stack's root, not a route, as one the property starts at is.
enum Route: Hashable {
    case inbox
    case message(id: Int)
    case compose

    @ViewBuilder
    var view: some View {
        switch self {
        case .inbox: InboxView()
        case .message(let id): MessageView(id: id)
        case .compose: ComposeView()
        }
    }
}

@Observable
final class Router {
    var root: Route
    var path: [Route] = []

    init(root: Route) {
        self.root = root
    }

    func push(_ route: Route) { path.append(route) }
}

@main
struct MailApp: App {
    @State private var router = Router(root: .inbox)
    var body: some Scene {
        WindowGroup {
            NavigationStack(path: $router.path) {
                router.root.view
                    .navigationDestination(for: Route.self) { $0.view }
            }
            .environment(router)
        }
    }
}

struct InboxView: View {
    @Environment(Router.self) private var router
    var body: some View {
        Button("First") { router.push(.message(id: 1)) }
        Button("Write") { router.push(.compose) }
    }
}
struct MessageView: View { let id: Int; var body: some View { Text("\(id)") } }
struct ComposeView: View { var body: some View { Text("") } }
