import SwiftUI

// A project's presentation wrapper given its sheet enum by a parameter
// (`func withSheets(_ sheet: Binding<Sheet?>)`) switches over it to build each case's
// screen. `Sheet.settings` shows `SettingsView`, as the pushed `Route.settings` does: one
// screen, so one route, read through the wrapper's parameter as through a property.
@main
struct ShelfApp: App {
    var body: some Scene {
        WindowGroup { RootView() }
    }
}

enum Route: Hashable {
    case book(id: Int)
    case settings
}

enum Sheet: Identifiable {
    case settings
    case share(id: Int)

    var id: String {
        switch self {
        case .settings: "settings"
        case .share: "share"
        }
    }
}

final class Router: ObservableObject {
    @Published var path: [Route] = []
    @Published var presentedSheet: Sheet?
}

extension View {
    func withRoutes() -> some View {
        navigationDestination(for: Route.self) { route in
            switch route {
            case let .book(id): BookView(id: id)
            case .settings: SettingsView()
            }
        }
    }

    func withSheets(_ sheet: Binding<Sheet?>) -> some View {
        self.sheet(item: sheet) { sheet in
            switch sheet {
            case .settings: NavigationStack { SettingsView() }
            case let .share(id): ShareView(id: id)
            }
        }
    }
}

struct RootView: View {
    @StateObject private var router = Router()

    var body: some View {
        NavigationStack(path: $router.path) {
            List {
                Button("Book") { router.path.append(.book(id: 1)) }
                Button("Settings") { router.presentedSheet = .settings }
            }
            .withRoutes()
            .withSheets($router.presentedSheet)
        }
    }
}

struct BookView: View {
    let id: Int

    var body: some View { Text("Book \(id)") }
}

struct SettingsView: View {
    var body: some View { Text("Settings") }
}

struct ShareView: View {
    let id: Int

    var body: some View { Text("Share \(id)") }
}
