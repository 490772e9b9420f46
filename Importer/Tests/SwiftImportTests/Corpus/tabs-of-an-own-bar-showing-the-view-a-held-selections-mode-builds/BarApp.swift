import SwiftUI

// A bar of the app's own: the root shows the view the selected mode builds for itself, by a
// method given the manager, reached through the manager it holds and the selection the
// manager keeps (`manager.selection.current.view(manager: manager)`). The modes are the app's
// tabs, as with `selected.view`.
@main
struct BarApp: App {
    var body: some Scene {
        WindowGroup { RootView() }
    }
}

enum BarItem: Int, CaseIterable {
    case feed, search, saved

    var title: String {
        switch self {
        case .feed: "Feed"
        case .search: "Search"
        case .saved: "Saved"
        }
    }

    @ViewBuilder
    func view(manager: BarManager) -> some View {
        switch self {
        case .feed:
            FeedView().environmentObject(manager)
        case .search:
            SearchView()
        case .saved:
            SavedView()
        }
    }
}

struct Selection {
    let current: BarItem
    let previous: BarItem
}

final class BarManager: ObservableObject {
    @Published var selection = Selection(current: .feed, previous: .feed)
}

struct RootView: View {
    @StateObject private var manager = BarManager()

    var body: some View {
        VStack {
            manager.selection.current.view(manager: manager)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
        }
        .overlay(alignment: .bottom) {
            HStack {
                ForEach(BarItem.allCases, id: \.self) { item in
                    Button(item.title) {
                        manager.selection = Selection(current: item, previous: manager.selection.current)
                    }
                }
            }
        }
    }
}

struct FeedView: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Story") { StoryView() }
        }
    }
}

struct StoryView: View {
    var body: some View { Text("Story") }
}

struct SearchView: View {
    var body: some View { Text("Search") }
}

struct SavedView: View {
    var body: some View { Text("Saved") }
}
