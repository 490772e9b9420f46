import SwiftUI

// iOS 18's `Tab` without a tab enum: tagged by an integer or a string (`Tab("Home",
// systemImage: "house", value: 0)`), or titled by its label closure (`Tab(value: 2) { ... }
// label: { Label("Profile", ...) }`). Each is a tab named after its title, as a `.tabItem`
// tagged by an integer is.
@main
struct ReaderApp: App {
    @State private var selection = 0

    var body: some Scene {
        WindowGroup {
            TabView(selection: $selection) {
                Tab("Home", systemImage: "house", value: 0) {
                    HomeView()
                }
                Tab("Library", systemImage: "books.vertical", value: 1) {
                    LibraryView()
                }
                Tab(value: 2) {
                    ProfileView()
                } label: {
                    Label("Profile", systemImage: "person")
                }
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

struct LibraryView: View {
    var body: some View {
        NavigationStack {
            NavigationLink(destination: ShelfView()) { Text("Shelf") }
        }
    }
}

// Its sheet is the app's, as a sheet in a `.tabItem` tab's root is.
struct ProfileView: View {
    @State private var editing = false

    var body: some View {
        NavigationStack {
            Button("Edit") { editing = true }
                .sheet(isPresented: $editing) { ProfileEditor() }
        }
    }
}

struct ArticleView: View { var body: some View { Text("article") } }
struct ShelfView: View { var body: some View { Text("shelf") } }
struct ProfileEditor: View { var body: some View { Text("editor") } }
