import SwiftUI

// An app's own tab bar, a row of buttons setting an integer index, and a root that shows the
// screen for the index by a switch (`case 0: HomeView()`): the arms are the app's tabs, named
// after the views they show, as the modes of an enum are named after its cases.
@main
struct BarApp: App {
    var body: some Scene {
        WindowGroup { RootView() }
    }
}

struct RootView: View {
    @State private var selected = 0

    var body: some View {
        VStack(spacing: 0) {
            switch selected {
            case 0:
                HomeView()
            case 1:
                SearchView()
            default:
                ProfileView()
            }
            HStack {
                BarButton(title: "Home", icon: "house", index: 0, selected: $selected)
                BarButton(title: "Search", icon: "magnifyingglass", index: 1, selected: $selected)
                BarButton(title: "Profile", icon: "person", index: 2, selected: $selected)
            }
        }
    }
}

struct BarButton: View {
    let title: String
    let icon: String
    let index: Int
    @Binding var selected: Int

    var body: some View {
        Button { selected = index } label: {
            VStack {
                Image(systemName: icon)
                Text(title)
            }
        }
    }
}

struct HomeView: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Article") { ArticleView() }
        }
    }
}

struct ArticleView: View { var body: some View { Text("article") } }
struct SearchView: View { var body: some View { Text("search") } }

struct ProfileView: View {
    @State private var editing = false

    var body: some View {
        Button("Edit") { editing = true }
            .sheet(isPresented: $editing) { EditProfileView() }
    }
}

struct EditProfileView: View { var body: some View { Text("edit") } }
