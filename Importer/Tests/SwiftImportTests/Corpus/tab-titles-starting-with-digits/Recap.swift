import SwiftUI

// Tabs titled by a year and by a word that starts with a digit: each is a tab all the same.
@main
struct RecapApp: App {
    var body: some Scene {
        WindowGroup { RecapTabs() }
    }
}

enum Moment: Hashable { case photo(id: Int) }

struct RecapTabs: View {
    var body: some View {
        TabView {
            Tab("Library", systemImage: "photo") {
                NavigationStack {
                    NavigationLink("First", value: Moment.photo(id: 1))
                        .navigationDestination(for: Moment.self) { _ in PhotoView() }
                }
            }
            Tab("2025", systemImage: "calendar") { YearView() }
            Tab("3D Scenes", systemImage: "cube") { ScenesView() }
        }
    }
}

struct PhotoView: View { var body: some View { Text("Photo") } }
struct YearView: View { var body: some View { Text("A year") } }
struct ScenesView: View { var body: some View { Text("Scenes") } }
