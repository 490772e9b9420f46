import SwiftUI

// An app's own tab bar that selects its screens by name, a string its buttons set
// (`selectedTab = name`), shown by a switch over it (`case "Home": HomeView()`): each arm is a
// tab, named after the view it shows, in the order the arms are written, the `default:` too.
@main
struct ChatApp: App {
    var body: some Scene { WindowGroup { MainView() } }
}

struct MainView: View {
    @State private var selectedTab = "Home"

    var body: some View {
        VStack(spacing: 0) {
            switch selectedTab {
            case "Home": HomeView()
            case "Chats": ChatsView()
            default: ProfileView()
            }
            HStack {
                ForEach(["Home", "Chats", "Profile"], id: \.self) { name in
                    Button(name) { selectedTab = name }
                }
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
