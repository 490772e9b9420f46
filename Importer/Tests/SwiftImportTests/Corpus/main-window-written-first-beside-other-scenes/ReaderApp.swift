import SwiftUI

// A Mac reader whose main window is a `Window` scene written first, the one the app opens,
// beside a window group of articles opened by value and a menu bar extra. Its TabView is
// the app's tabs (a neighbour of `window-of-its-own-laying-out-panes`, where the `Window`
// comes after the main window group and is a window of its own).
@main
struct ReaderApp: App {
    var body: some Scene {
        Window("Reader", id: "main") {
            ReaderTabs()
        }
        WindowGroup("Article", for: String.self) { $id in
            ArticleView()
        }
        MenuBarExtra("Reader", systemImage: "newspaper") {
            Text("3 unread")
        }
    }
}

struct ReaderTabs: View {
    var body: some View {
        TabView {
            FeedsView()
                .tabItem { Label("Feeds", systemImage: "dot.radiowaves.up.forward") }
            SavedView()
                .tabItem { Label("Saved", systemImage: "bookmark") }
        }
    }
}

struct FeedsView: View {
    var body: some View {
        NavigationStack {
            List { NavigationLink("Swift blog", destination: ArticleView()) }
        }
    }
}

struct SavedView: View { var body: some View { Text("Nothing saved") } }
struct ArticleView: View { var body: some View { Text("Article") } }
