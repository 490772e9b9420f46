import SwiftUI

// A push written in a tab's content itself, in the view that holds the TabView, is a tap of
// the tab's root, whether the tab is an iOS 18 `Tab(value:)` or a tagged view; and a tab that
// links so to a case only the other tab's path is written with (`note`) keeps that case.
enum AppTab: Hashable { case notes, folders }

enum Route: Hashable {
    case note(id: Int)
    case folder(name: String)
}

@Observable
final class Router {
    var notesPath: [Route] = []
    var foldersPath: [Route] = []
    func open(_ id: Int) { notesPath.append(.note(id: id)) }
    func show(_ name: String) { foldersPath.append(.folder(name: name)) }
}

@main
struct NotesApp: App {
    @State private var tab = AppTab.notes
    @State private var router = Router()
    var body: some Scene {
        WindowGroup {
            TabView(selection: $tab) {
                Tab("Notes", systemImage: "note", value: AppTab.notes) {
                    NavigationStack(path: $router.notesPath) {
                        List {
                            NavigationLink("Groceries", value: Route.note(id: 1))
                        }
                        .navigationDestination(for: Route.self) { route in RouteScreen(route: route) }
                    }
                }
                NavigationStack(path: $router.foldersPath) {
                    List {
                        NavigationLink("Work", value: Route.folder(name: "Work"))
                        NavigationLink("Latest", value: Route.note(id: 2))
                    }
                    .navigationDestination(for: Route.self) { route in RouteScreen(route: route) }
                }
                .tabItem { Label("Folders", systemImage: "folder") }
                .tag(AppTab.folders)
            }
        }
    }
}

struct RouteScreen: View {
    let route: Route
    var body: some View { Text("\(route)") }
}
