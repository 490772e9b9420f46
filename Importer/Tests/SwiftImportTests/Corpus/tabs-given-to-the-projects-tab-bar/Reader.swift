import SwiftUI

// The project's own tab bar, given its screens as an array of views (`MainTabBar(screens:
// [AnyView(FeedView()), ...], icons: [...])`), as apps write one that restyles the bar or hosts
// each screen in a UITabBarController: each view of the array is a tab, named after the view
// it shows, as a tab item with an icon alone is. The array of icons is no tab's.
@main
struct ReaderApp: App {
    var body: some Scene {
        WindowGroup {
            MainTabBar(screens: [AnyView(FeedView()), AnyView(InboxView()), AnyView(AccountView())],
                       icons: ["newspaper", "tray", "person"])
        }
    }
}

struct MainTabBar: View {
    let screens: [AnyView]
    let icons: [String]
    @State private var selected = 0

    var body: some View {
        VStack(spacing: 0) {
            screens[selected]
            HStack {
                ForEach(icons.indices, id: \.self) { index in
                    Button { selected = index } label: { Image(systemName: icons[index]) }
                }
            }
        }
    }
}

struct FeedView: View {
    var body: some View {
        NavigationView {
            List {
                NavigationLink(destination: ArticleView()) { Text("Today") }
            }
        }
    }
}

struct InboxView: View {
    var body: some View {
        NavigationView {
            List {
                NavigationLink(destination: MessageView()) { Text("Hello") }
            }
        }
    }
}

struct AccountView: View { var body: some View { Text("Account") } }
struct ArticleView: View { var body: some View { Text("Today's article") } }
struct MessageView: View { var body: some View { Text("Hello there") } }
