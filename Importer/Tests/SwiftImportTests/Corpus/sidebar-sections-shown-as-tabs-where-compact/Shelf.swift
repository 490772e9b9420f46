import SwiftUI

// One set of sections laid out two ways by width: a TabView where the width is compact, a
// split view whose sidebar selects a section where it is not, its detail column switching
// over the selection to the views the tabs show. The sections are the app's tabs; the
// sidebar's enum gives no routes besides them.
enum Section: String, Hashable, CaseIterable { case library, search, settings }

@main struct ShelfApp: App {
    var body: some Scene { WindowGroup { RootView() } }
}

struct RootView: View {
    @Environment(\.horizontalSizeClass) private var sizeClass
    @State private var selection: Section? = .library

    var body: some View {
        if sizeClass == .compact {
            TabView {
                LibraryView().tabItem { Label("Library", systemImage: "books.vertical") }
                SearchView().tabItem { Label("Search", systemImage: "magnifyingglass") }
                SettingsView().tabItem { Label("Settings", systemImage: "gear") }
            }
        } else {
            NavigationSplitView {
                List(Section.allCases, id: \.self, selection: $selection) { section in
                    Label(section.rawValue.capitalized, systemImage: "folder")
                }
            } detail: {
                switch selection {
                case .library: LibraryView()
                case .search: SearchView()
                case .settings: SettingsView()
                case nil: Text("Pick a section")
                }
            }
        }
    }
}

struct LibraryView: View {
    var body: some View { NavigationStack { NavigationLink("Book") { BookView() } } }
}

struct BookView: View { var body: some View { Text("Book") } }
struct SearchView: View { var body: some View { Text("Search") } }
struct SettingsView: View { var body: some View { Text("Settings") } }
