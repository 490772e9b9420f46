import SwiftUI

// A bar of the app's own beside a switch over the selected mode, each arm showing what a
// property or method of the same view builds (`case .feed: feedTab`), not a view's type
// written in the arm: the modes are the app's tabs, and each shows its property's views.

@main
struct ShelfApp: App {
    @StateObject private var store = Store()

    var body: some Scene {
        WindowGroup {
            ContentView()
                .environmentObject(store)
        }
    }
}

final class Store: ObservableObject {
    enum Tab: String, CaseIterable, Identifiable {
        case feed = "Feed"
        case saved = "Saved"
        case settings = "Settings"

        var id: String { rawValue }
    }

    @Published var selectedTab: Tab = .feed
}

struct ContentView: View {
    @EnvironmentObject private var store: Store

    var body: some View {
        HStack(spacing: 0) {
            VStack {
                ForEach(Store.Tab.allCases) { tab in
                    Button(tab.rawValue) { store.selectedTab = tab }
                }
            }
            Divider()
            tabBody
        }
    }

    @ViewBuilder
    private var tabBody: some View {
        switch store.selectedTab {
        case .feed:
            feedTab
        case .saved:
            savedTab
        case .settings:
            settingsTab()
        }
    }

    private var feedTab: some View {
        FeedView()
            .frame(maxWidth: .infinity)
    }

    private var savedTab: some View {
        Group {
            if store.selectedTab == .saved {
                SavedView()
            } else {
                EmptyView()
            }
        }
    }

    private func settingsTab() -> some View {
        SettingsView()
    }
}

struct FeedView: View {
    @State private var showsComposer = false

    var body: some View {
        Button("New Post") { showsComposer = true }
            .sheet(isPresented: $showsComposer) { ComposerView() }
    }
}

struct SavedView: View {
    @State private var showsFilters = false

    var body: some View {
        Button("Filters") { showsFilters = true }
            .sheet(isPresented: $showsFilters) { FiltersView() }
    }
}

struct SettingsView: View {
    var body: some View { Text("Settings") }
}

struct ComposerView: View {
    var body: some View { Text("Compose") }
}

struct FiltersView: View {
    var body: some View { Text("Filters") }
}
