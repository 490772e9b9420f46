import SwiftUI

// Tab items set after their tags (`.tag(Tab.draw).tabItem { ... }`), their icons described to
// VoiceOver by a Text given to a modifier (`.accessibility(label: Text("Draw symbols"))`):
// each tab is titled by the Text its item shows, "Draw", not by the icon's description.
@main
struct SymbolsApp: App {
    var body: some Scene { WindowGroup { MainView() } }
}

enum Tab { case draw, search }

struct MainView: View {
    @State private var tab = Tab.draw
    var body: some View {
        TabView(selection: $tab) {
            CanvasView()
                .tag(Tab.draw)
                .tabItem {
                    Image(systemName: "scribble")
                        .accessibility(label: Text("Draw symbols"))
                    Text("Draw")
                }
            SearchView()
                .tag(Tab.search)
                .tabItem {
                    Image(systemName: "magnifyingglass")
                        .accessibilityLabel(Text("Search symbols"))
                    Text("Search")
                }
        }
    }
}

struct CanvasView: View {
    @State private var showsAbout = false
    var body: some View {
        NavigationStack { Button("About") { showsAbout = true }.sheet(isPresented: $showsAbout) { AboutView() } }
    }
}
struct SearchView: View { var body: some View { Text("search") } }
struct AboutView: View { var body: some View { Text("about") } }
