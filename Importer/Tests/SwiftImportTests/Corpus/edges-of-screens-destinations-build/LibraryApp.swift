import SwiftUI

// A stack's root leads only where its own view does. The screens a destination builds lead on
// from their own routes, even when the destination is written in the tab's content; and a
// closure a destination hands to the screen it builds (`BookList(onSelect:)`) is a tap of
// that screen, not of the view registering the destination.
enum AppTab: Hashable { case library, settings }

enum LibraryRoute: Hashable {
    case list
    case book(id: Int)
    case author(name: String)
}

enum SettingsRoute: Hashable { case account, about }

@main
struct LibraryApp: App {
    @State private var tab = AppTab.library
    @State private var path: [LibraryRoute] = []
    var body: some Scene {
        WindowGroup {
            TabView(selection: $tab) {
                NavigationStack(path: $path) {
                    LibraryHome()
                        .navigationDestination(for: LibraryRoute.self) { route in
                            switch route {
                            case .list: BookList(onSelect: { path.append(.book(id: $0)) })
                            case .book(let id): BookView(id: id)
                            case .author(let name): AuthorView(name: name)
                            }
                        }
                }
                .tag(AppTab.library)
                SettingsStack().tag(AppTab.settings)
            }
        }
    }
}

struct LibraryHome: View {
    var body: some View {
        NavigationLink("All books", value: LibraryRoute.list)
    }
}

struct BookList: View {
    let onSelect: (Int) -> Void
    var body: some View {
        List(1..<4, id: \.self) { id in Button("Book \(id)") { onSelect(id) } }
    }
}

struct BookView: View {
    let id: Int
    var body: some View {
        NavigationLink("Author", value: LibraryRoute.author(name: "Le Guin"))
    }
}

struct AuthorView: View {
    let name: String
    var body: some View { Text(name) }
}

struct SettingsStack: View {
    @State private var path: [SettingsRoute] = []
    var body: some View {
        NavigationStack(path: $path) {
            SettingsHome()
                .navigationDestination(for: SettingsRoute.self) { route in
                    switch route {
                    case .account: AccountView(onAbout: { path.append(.about) })
                    case .about: AboutView()
                    }
                }
        }
    }
}

struct SettingsHome: View {
    var body: some View {
        NavigationLink("Account", value: SettingsRoute.account)
    }
}

struct AccountView: View {
    let onAbout: () -> Void
    var body: some View { Button("About", action: onAbout) }
}

struct AboutView: View {
    var body: some View { Text("About") }
}
