import SwiftUI

// A colour, a gradient or a shape under a screen's view is its ordinary background, not a
// presentation: the scene's root, a tab's content, a stack's root and a link's destination
// are the view over it, and a view over a dimmed colour shown in place by a flag (a side menu,
// a loading veil) is no route. A row's label over a card shape is a label.
@main
struct DiaryApp: App {
    var body: some Scene {
        WindowGroup {
            ZStack {
                Color("Background").ignoresSafeArea()
                RootView()
            }
        }
    }
}

struct RootView: View {
    @State private var showsMenu = false
    @State private var isLoading = false

    var body: some View {
        ZStack {
            TabView {
                ZStack {
                    Color("Background").ignoresSafeArea()
                    EntriesView()
                }
                .tabItem { Label("Entries", systemImage: "book") }
                ZStack {
                    LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom).ignoresSafeArea()
                    StatsView()
                }
                .tabItem { Label("Stats", systemImage: "chart.bar") }
            }
            if showsMenu {
                ZStack {
                    Color.black.opacity(0.3).ignoresSafeArea().onTapGesture { showsMenu = false }
                    SideMenuView()
                }
            }
            if isLoading {
                ZStack {
                    Color.black.opacity(0.2)
                    LoadingView()
                }
            }
        }
    }
}

struct EntriesView: View {
    var body: some View {
        NavigationStack {
            ZStack {
                Color("Background").ignoresSafeArea()
                EntryListView()
            }
            .navigationTitle("Entries")
        }
    }
}

struct EntryListView: View {
    var body: some View {
        List {
            NavigationLink {
                ZStack {
                    Color("Background").ignoresSafeArea()
                    EntryDetailView()
                }
            } label: {
                ZStack {
                    RoundedRectangle(cornerRadius: 8).fill(Color.gray)
                    EntryRowView()
                }
            }
        }
    }
}

struct EntryRowView: View {
    var body: some View { Text("Row") }
}

struct EntryDetailView: View {
    var body: some View { Text("Detail") }
}

struct StatsView: View {
    var body: some View {
        ZStack {
            Color("Background").ignoresSafeArea()
            ChartCardView()
        }
    }
}

struct ChartCardView: View {
    var body: some View { Text("Chart") }
}

struct SideMenuView: View {
    var body: some View { Text("Menu") }
}

struct LoadingView: View {
    var body: some View { ProgressView() }
}
