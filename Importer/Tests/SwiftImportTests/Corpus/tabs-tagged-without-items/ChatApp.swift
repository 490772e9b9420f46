import SwiftUI

// A TabView whose views are tagged by strings and set no item (`HomeView().tag("house")`),
// its bar hidden for one of the app's own that sets the selection: SwiftUI shows an empty
// item for each, so each is a tab, named after its view, as a view placed without an item is.
@main
struct ChatApp: App {
    var body: some Scene { WindowGroup { MainView() } }
}

struct MainView: View {
    @State private var selectedTab = "house"
    init() { UITabBar.appearance().isHidden = true }

    var body: some View {
        ZStack(alignment: .bottom) {
            TabView(selection: $selectedTab) {
                HomeView().tag("house")
                ChatsView().tag("message")
                ProfileView().tag("person")
            }
            CustomTabBar(selectedTab: $selectedTab)
        }
    }
}

struct CustomTabBar: View {
    @Binding var selectedTab: String
    let icons = ["house", "message", "person"]
    var body: some View {
        HStack {
            ForEach(icons, id: \.self) { icon in
                Button { selectedTab = icon } label: { Image(systemName: icon) }
            }
        }
    }
}

struct HomeView: View {
    var body: some View { NavigationStack { NavigationLink("Post") { PostView() } } }
}
struct PostView: View { var body: some View { Text("post") } }
struct ChatsView: View { var body: some View { Text("chats") } }
struct ProfileView: View { var body: some View { Text("me") } }
