import SwiftUI

// A TabView without a tab enum whose tab items show the project's localisation constants:
// SwiftGen's L10n (a fallback, or a key alone), a LocalizedStringResource given to
// String(localized:), a LocalizedStringKey, and the project's own helper ("tab.inbox".localized,
// .localized("Drafts")). Each tab is titled, and named, after the constant's default value, else
// its key. A constant the sources do not declare gives no title, and so no tab.
enum BookRoute: Hashable { case book(id: Int) }

struct RootView: View {
    var body: some View {
        TabView {
            LibraryView()
                .tabItem { Label(L10n.Tab.library, systemImage: "books.vertical") }
            Text("Search")
                .tabItem { Label(L10n.Tab.search, systemImage: "magnifyingglass") }
            Text("Settings")
                .tabItem { Label(String(localized: .Titles.settings), systemImage: "gear") }
            Text("Profile")
                .tabItem { Text(Strings.profile) }
            Text("Help")
                .tabItem { Label(Generated.help, systemImage: "questionmark") }
            Text("Inbox")
                .tabItem { Label("tab.inbox".localized, systemImage: "tray") }
            Text("Drafts")
                .tabItem { Label(.localized("Drafts"), systemImage: "doc") }
        }
    }
}

struct LibraryView: View {
    var body: some View {
        NavigationStack {
            NavigationLink("First", value: BookRoute.book(id: 1))
                .navigationDestination(for: BookRoute.self) { _ in Text("Book") }
        }
    }
}

enum Strings {
    static let profile: LocalizedStringKey = "Profile"
}

extension LocalizedStringResource {
    enum Titles {
        static let settings = LocalizedStringResource("titles.settings", defaultValue: "Settings")
    }
}
