import SwiftUI

// iOS 18's tabs without a tab enum, tagged by strings, some in a `TabSection`, styled
// `.sidebarAdaptable`: each is a tab named after its title. The search tab is written without
// one (`Tab(value: "search", role: .search)`): SwiftUI titles it Search, and so is it named.
@main
struct PhotosApp: App {
    @State private var selection = "library"

    var body: some Scene {
        WindowGroup {
            TabView(selection: $selection) {
                Tab("Library", systemImage: "photo", value: "library") {
                    LibraryView()
                }
                TabSection("Collections") {
                    Tab("Albums", systemImage: "rectangle.stack", value: "albums") {
                        AlbumsView()
                    }
                    Tab("People", systemImage: "person.crop.square", value: "people") {
                        PeopleView()
                    }
                }
                Tab(value: "search", role: .search) {
                    SearchView()
                }
            }
            .tabViewStyle(.sidebarAdaptable)
        }
    }
}

struct LibraryView: View { var body: some View { Text("library") } }
struct AlbumsView: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Recents") { AlbumView() }
        }
    }
}
struct AlbumView: View { var body: some View { Text("album") } }
struct PeopleView: View { var body: some View { Text("people") } }
struct SearchView: View { var body: some View { Text("search") } }
