import SwiftUI

// A photo app's bar, its icons the project's own assets and no titles: two tabs show the
// project's screens, and three not built yet show a placeholder image of their own.
@main
struct SnapApp: App {
    var body: some Scene {
        WindowGroup {
            SnapTabBar()
        }
    }
}

struct SnapTabBar: View {
    var body: some View {
        TabView {
            FeedView()
                .tabItem {
                    Image("feed")
                }
            ExploreView()
                .tabItem {
                    Image("explore")
                }
            Image("clips")
                .tabItem {
                    Image("clips")
                }
            Image("store")
                .resizable()
                .tabItem {
                    Image("store")
                }
            Image("me")
                .tabItem {
                    Image("me")
                }
        }
    }
}

struct FeedView: View {
    var body: some View { Text("Feed") }
}

struct ExploreView: View {
    var body: some View { Text("Explore") }
}
