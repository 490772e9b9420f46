import SwiftUI

// A TabView whose tabs are values of the project's own type, listed in an array its ForEach
// iterates (`ForEach(tabs) { tab in tab.view.tabItem { Label(tab.title, systemImage: tab.icon) } }`
// over `TabEntry(title: "Home", icon: "house", view: AnyView(HomeView()))`): each value is a tab,
// named after its title, showing the view it is given.
@main
struct SocialApp: App {
    var body: some Scene {
        WindowGroup { MainView() }
    }
}

struct TabEntry: Identifiable {
    let id = UUID()
    let title: String
    let icon: String
    let view: AnyView
}

struct MainView: View {
    private let tabs = [
        TabEntry(title: "Home", icon: "house", view: AnyView(HomeView())),
        TabEntry(title: "Search", icon: "magnifyingglass", view: AnyView(SearchView())),
        TabEntry(title: "Profile", icon: "person", view: AnyView(ProfileView())),
    ]

    var body: some View {
        TabView {
            ForEach(tabs) { tab in
                tab.view
                    .tabItem { Label(tab.title, systemImage: tab.icon) }
            }
        }
    }
}

struct HomeView: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Post", destination: PostView())
            }
        }
    }
}

struct SearchView: View {
    var body: some View { Text("Search") }
}

struct ProfileView: View {
    @State private var editing = false

    var body: some View {
        Button("Edit") { editing = true }
            .sheet(isPresented: $editing) { EditProfileView() }
    }
}

struct PostView: View {
    var body: some View { Text("Post") }
}

struct EditProfileView: View {
    var body: some View { Text("Edit") }
}
