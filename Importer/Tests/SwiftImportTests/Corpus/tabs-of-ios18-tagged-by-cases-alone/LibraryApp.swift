import SwiftUI

// iOS 18's tabs tagged by the cases of the app's enum, some grouped in a `TabSection`, in a
// TabView that adapts to a sidebar on iPad: each `Tab` is a tab, named after its case and
// titled by its string, the search tab's case written without its type (`value: .search`)
// as much as those written with it.
@main
struct LibraryApp: App {
    var body: some Scene {
        WindowGroup { ContentView() }
    }
}

enum AppTab: Hashable {
    case home
    case search
    case shelves
    case authors
}

struct ContentView: View {
    @State private var selection: AppTab = .home

    var body: some View {
        TabView(selection: $selection) {
            Tab("Home", systemImage: "house", value: AppTab.home) {
                HomeView()
            }
            Tab("Search", systemImage: "magnifyingglass", value: .search, role: .search) {
                SearchView()
            }
            TabSection("Library") {
                Tab("Shelves", systemImage: "books.vertical", value: AppTab.shelves) {
                    ShelvesView()
                }
                Tab("Authors", systemImage: "person.2", value: AppTab.authors) {
                    AuthorsView()
                }
            }
        }
        .tabViewStyle(.sidebarAdaptable)
    }
}

enum ShelfRoute: Hashable {
    case shelf(name: String)
}

struct HomeView: View { var body: some View { Text("home") } }
struct SearchView: View { var body: some View { Text("search") } }

struct ShelvesView: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Reading", value: ShelfRoute.shelf(name: "Reading"))
                .navigationDestination(for: ShelfRoute.self) { route in
                    switch route {
                    case .shelf(let name): Text(name)
                    }
                }
        }
    }
}

struct AuthorsView: View { var body: some View { Text("authors") } }
