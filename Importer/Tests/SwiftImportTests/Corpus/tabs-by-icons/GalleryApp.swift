import SwiftUI

// A tab bar of icons without titles: each tab is named after the view its item is set on
// (`PhotosView()` gives `photos`), as a titled one is after its title.
@main
struct GalleryApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                PhotosView()
                    .tabItem { Image(systemName: "photo") }
                AlbumsView()
                    .padding()
                    .tabItem { Image(systemName: "rectangle.stack") }
                SettingsScreen()
                    .tabItem { Label("Settings", systemImage: "gear") }
            }
        }
    }
}

struct PhotosView: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Photo") { PhotoView() }
        }
    }
}

struct AlbumsView: View {
    var body: some View {
        NavigationStack {
            NavigationLink(destination: AlbumView()) { Text("Album") }
        }
    }
}

struct SettingsScreen: View {
    var body: some View {
        Form { Text("settings") }
    }
}

struct PhotoView: View { var body: some View { Text("photo") } }
struct AlbumView: View { var body: some View { Text("album") } }
