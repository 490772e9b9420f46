import SwiftUI

enum Tab: Int {
    case feed
    case account
}

@main
struct NewsApp: App {
    var body: some Scene {
        WindowGroup {
            RootView()
        }
    }
}

// The selection is the tab enum's raw value, and so are the tags.
struct RootView: View {
    @State private var selected = Tab.feed.rawValue

    var body: some View {
        TabView(selection: $selected) {
            FeedView()
                .tabItem { Label("Feed", systemImage: "list.bullet") }
                .tag(Tab.feed.rawValue)
            AccountView()
                .tabItem { Label("Account", systemImage: "person") }
                .tag(Tab.account.rawValue)
        }
    }
}

struct FeedView: View {
    var body: some View {
        NavigationStack {
            List {
                LinkRow(title: "Story", destination: StoryView())
            }
        }
    }
}

struct AccountView: View {
    var body: some View {
        NavigationStack {
            PeopleList(people: ["Ann", "Bo"], destinationFor: { PersonView(name: $0) })
        }
    }
}

struct StoryView: View {
    var body: some View { Text("Story") }
}

struct PersonView: View {
    let name: String
    var body: some View { Text(name) }
}
