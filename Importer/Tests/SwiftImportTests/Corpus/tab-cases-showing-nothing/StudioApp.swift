import SwiftUI

// A tab enum whose content switch shows nothing for two of its cases: `compose`, a button in
// the tab bar whose selection is turned back and presents a sheet instead, and `unknown`, a
// sentinel for a selection no item has. Neither is a place the user can be: no tab.
@main
struct StudioApp: App {
    var body: some Scene {
        WindowGroup { RootView() }
    }
}

enum Tab: Int, Identifiable, Hashable {
    case library, compose, profile, unknown

    var id: Int { rawValue }

    static func shown(signedIn: Bool) -> [Tab] {
        signedIn ? [.library, .compose, .profile] : [.library]
    }

    @ViewBuilder
    func makeContent() -> some View {
        switch self {
        case .library: LibraryView()
        case .compose: Text("")
        case .profile: ProfileView()
        case .unknown: EmptyView()
        }
    }

    var title: String {
        switch self {
        case .library: "Library"
        case .compose: "New"
        case .profile: "Profile"
        case .unknown: "Unknown"
        }
    }
}

struct RootView: View {
    @State private var selected: Tab = .library
    @State private var previous: Tab = .library
    @State private var composing = false
    @State private var signedIn = true

    private var tabs: [Tab] { Tab.shown(signedIn: signedIn) }

    var body: some View {
        TabView(selection: .init(get: { selected }, set: { tab in
            if tab == .compose {
                composing = true
            } else {
                previous = tab
                selected = tab
            }
        })) {
            ForEach(tabs) { tab in
                tab.makeContent()
                    .tabItem { Text(tab.title) }
                    .tag(tab)
            }
        }
        .sheet(isPresented: $composing) { ComposerView() }
    }
}

struct LibraryView: View {
    var body: some View {
        NavigationStack {
            NavigationLink(destination: AlbumView()) { Text("Album") }
        }
    }
}

struct ProfileView: View {
    var body: some View { NavigationStack { Text("Profile") } }
}

struct AlbumView: View {
    var body: some View { Text("Album") }
}

struct ComposerView: View {
    var body: some View { Text("Compose") }
}
