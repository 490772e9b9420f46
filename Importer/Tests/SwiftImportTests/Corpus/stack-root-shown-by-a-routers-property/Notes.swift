import SwiftUI

// A route enum that builds its own screen (`var view: some View`), and a router holding the
// case its stack starts from (`var root: Route = .notes`): the stack's content is that case's
// view (`router.root.view`), so `.notes`, which nothing pushes, is the root, not a route, and
// the taps of its screen are the root's.
enum Route: Hashable {
    case notes
    case note(id: Int)
    case settings

    @ViewBuilder
    var view: some View {
        switch self {
        case .notes: NotesView()
        case .note(let id): NoteView(id: id)
        case .settings: SettingsView()
        }
    }
}

@Observable
final class Router {
    var root: Route = .notes
    var stack: [Route] = []

    func push(_ route: Route) { stack.append(route) }
    func popToRoot() { stack.removeAll() }
}

@main
struct NotesApp: App {
    @State private var router = Router()
    var body: some Scene {
        WindowGroup {
            NavigationStack(path: $router.stack) {
                router.root.view
                    .navigationDestination(for: Route.self) { route in
                        route.view
                    }
            }
            .environment(router)
        }
    }
}

struct NotesView: View {
    @Environment(Router.self) private var router
    var body: some View {
        Button("First note") { router.push(.note(id: 1)) }
        Button("Settings") { router.push(.settings) }
    }
}
struct NoteView: View {
    let id: Int
    var body: some View { Text("\(id)") }
}
struct SettingsView: View { var body: some View { Text("") } }
