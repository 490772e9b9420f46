import SwiftUI

// A macOS reader whose settings window (⌘,) is one form, not a TabView of panes: nothing
// is laid out as panes there, so the report says nothing of panes. The form's stack pushes
// the feed sources' page and presents the licences: the app's routes, declared where the
// app declares them, but only the settings window leads to them, beside the main window.
// The report names both (before, the pushed one was left out of that line, and `explore`
// found it unreachable with no word of why).
@main
struct ReaderApp: App {
    var body: some Scene {
        WindowGroup {
            ArticlesView()
        }
        Settings {
            ReaderSettings()
        }
    }
}

struct ArticlesView: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Today", destination: ArticleView())
            }
        }
    }
}

struct ArticleView: View { var body: some View { Text("Article") } }

struct ReaderSettings: View {
    @State private var showsLicences = false

    var body: some View {
        NavigationStack {
            Form {
                Toggle("Open links in background", isOn: .constant(false))
                NavigationLink("Feed sources", destination: FeedSourcesView())
                Button("Licences") { showsLicences = true }
            }
        }
        .sheet(isPresented: $showsLicences) { LicencesView() }
    }
}

struct FeedSourcesView: View { var body: some View { List { Text("example.com/feed") } } }
struct LicencesView: View { var body: some View { Text("MIT") } }
