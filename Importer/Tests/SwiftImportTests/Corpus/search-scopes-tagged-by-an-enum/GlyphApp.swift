import SwiftUI

// A searchable grid whose search is scoped: the scopes are tagged by the cases of an
// enum, as a TabView's tabs would be, but they narrow a search on one screen.
@main
struct GlyphApp: App {
    var body: some Scene {
        WindowGroup {
            GlyphGrid()
        }
    }
}

enum GlyphScope {
    case everything
    case starred
}

struct GlyphGrid: View {
    @State private var query = ""
    @State private var scope: GlyphScope = .everything
    @State private var showsAbout = false

    var body: some View {
        NavigationStack {
            ScrollView {
                Text("Glyphs")
            }
            .searchable(text: $query)
            .searchScopes($scope, activation: .onSearchPresentation) {
                Text("Everything").tag(GlyphScope.everything)
                Text("Starred").tag(GlyphScope.starred)
            }
            .toolbar {
                Button("About") { showsAbout = true }
            }
            .sheet(isPresented: $showsAbout) {
                AboutView()
            }
        }
    }
}

struct AboutView: View {
    var body: some View { Text("About") }
}
