import SwiftUI

@main
struct LibraryApp: App {
    var body: some Scene {
        WindowGroup {
            RootView()
        }
    }
}

// iOS 18's tabs without a selection value (`Tab("Books", systemImage: "book") { ... }`): each
// is a tab named after its title, as a `.tabItem` without a tag is. A `Tab` outside a
// TabView, or one of a pager, is not the app's.
struct RootView: View {
    var body: some View {
        TabView {
            Tab("Books", systemImage: "book") {
                BooksView()
            }
            Tab("Reading Now", systemImage: "eyeglasses") {
                ReadingView()
            }
            Tab("Search", systemImage: "magnifyingglass", role: .search) {
                SearchView()
            }
        }
    }
}

struct BooksView: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Dune") { BookDetailView(title: "Dune") }
            }
        }
    }
}

struct ReadingView: View {
    var body: some View {
        TabView {
            Tab("Page 1", systemImage: "1.circle") { Text("One") }
            Tab("Page 2", systemImage: "2.circle") { Text("Two") }
        }
        .tabViewStyle(.page)
    }
}

struct SearchView: View {
    var body: some View { Text("Search") }
}

struct BookDetailView: View {
    let title: String
    var body: some View { Text(title) }
}
