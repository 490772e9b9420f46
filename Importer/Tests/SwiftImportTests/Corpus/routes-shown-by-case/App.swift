import ComposableArchitecture
import SwiftUI

@main
struct ReaderApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                FeedView(store: Store(initialState: FeedReducer.State()) { FeedReducer() })
            }
        }
    }
}

struct ItemView: View {
    let id: String
    var body: some View { Text(id) }
}

struct FiltersView: View {
    var body: some View { Text("Filters") }
}

struct PlayerView: View {
    let url: URL
    var body: some View { Text(url.absoluteString) }
}

struct HelpView: View {
    let topic: String
    var body: some View { Text(topic) }
}
