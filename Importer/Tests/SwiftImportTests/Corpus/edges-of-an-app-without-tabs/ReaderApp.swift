import SwiftUI

// An app without tabs: one NavigationStack, held by the view the scene shows. Its root
// is that view's; each screen's taps are read as a tab's are, into `tab main`.
enum Route: Hashable {
    case shelf
    case book(id: Int)
    case author(name: String)
}

enum ReaderSheet: Hashable, Identifiable {
    case settings
    var id: Self { self }
}

@main
struct ReaderApp: App {
    var body: some Scene {
        WindowGroup { LibraryView() }
    }
}

struct LibraryView: View {
    @State private var path: [Route] = []
    @State private var sheet: ReaderSheet?

    var body: some View {
        NavigationStack(path: $path) {
            List {
                NavigationLink("Shelf", value: Route.shelf)
                Button("Settings") { sheet = .settings }
            }
            .navigationDestination(for: Route.self) { route in
                switch route {
                case .shelf: ShelfView()
                case .book(let id): BookView(id: id)
                case .author(let name): AuthorView(name: name)
                }
            }
            .sheet(item: $sheet) { sheet in
                switch sheet {
                case .settings: SettingsView()
                }
            }
        }
    }
}

struct ShelfView: View {
    var body: some View {
        NavigationLink("First", value: Route.book(id: 1))
    }
}

struct BookView: View {
    let id: Int
    var body: some View {
        NavigationLink("Author", value: Route.author(name: "Austen"))
    }
}

struct AuthorView: View {
    let name: String
    var body: some View {
        NavigationLink("Their first", value: Route.book(id: 2))
    }
}

struct SettingsView: View {
    var body: some View { Text("Settings") }
}
