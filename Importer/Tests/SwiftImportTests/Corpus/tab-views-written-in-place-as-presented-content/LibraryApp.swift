import SwiftUI

// A TabView written in place as what a modifier presents lays out that presentation's panes
// (an export sheet's format panes, an inspector popover's): it is shown over a screen, so its
// tab items are not the app's tabs, and it is no screen of its own. The app's tabs are the
// TabView its scene shows.
@main
struct LibraryApp: App {
    var body: some Scene {
        WindowGroup { RootView() }
    }
}

struct RootView: View {
    var body: some View {
        TabView {
            BooksView().tabItem { Label("Books", systemImage: "book") }
            AuthorsView().tabItem { Label("Authors", systemImage: "person") }
        }
    }
}
