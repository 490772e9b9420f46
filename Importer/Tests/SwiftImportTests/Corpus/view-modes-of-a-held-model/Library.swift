import SwiftUI

// View modes switched over a value a model the top-level view holds
// (`switch viewModel.selectedTab`, in a view-building method its body shows), chosen from a
// bar of the app's own: the modes are the tabs, and the views each case shows are that tab's,
// so the routes they push are tied to it as a property's or a parameter's switch ties them.
@main
struct LibraryApp: App {
    var body: some Scene {
        WindowGroup { TabBar() }
    }
}

enum TabItem { case books, authors, search }

final class TabBarViewModel: ObservableObject {
    @Published var selectedTab: TabItem = .books
}

struct TabBar: View {
    @StateObject private var viewModel: TabBarViewModel = .init()

    var body: some View {
        VStack(spacing: 0) {
            viewForSelectedTab()
            HStack {
                Button("Books") { viewModel.selectedTab = .books }
                Button("Authors") { viewModel.selectedTab = .authors }
                Button("Search") { viewModel.selectedTab = .search }
            }
        }
    }

    @ViewBuilder
    private func viewForSelectedTab() -> some View {
        switch viewModel.selectedTab {
        case .books: BooksView()
        case .authors: AuthorsView()
        case .search: SearchView()
        }
    }
}

enum BookRoute: Hashable { case book(id: Int), reviews }

struct BooksView: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Dune", value: BookRoute.book(id: 1))
                NavigationLink("Reviews", value: BookRoute.reviews)
            }
            .navigationDestination(for: BookRoute.self) { _ in Text("Book") }
        }
    }
}

struct AuthorsView: View {
    var body: some View {
        NavigationView {
            NavigationLink(destination: AuthorView()) { Text("Herbert") }
        }
    }
}

struct SearchView: View { var body: some View { Text("Search") } }
struct AuthorView: View { var body: some View { Text("Herbert") } }
