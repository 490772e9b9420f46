import SwiftUI

// A gallery app for iPhone and Mac. Its `AppSettings` is the Mac's settings window and, on
// the iPhone, the last tab. It picks its layout by platform and builds each in a method of
// its own: the Mac's, a TabView of panes (General, Storage), only from the Mac build's
// clause. Those panes are the settings window's, not the app's tabs (before, they came out
// as two more of the app's tabs, empty); the iPhone's list still pushes the storage details.
@main
struct GalleryApp: App {
    var body: some Scene {
        WindowGroup {
            GalleryView()
        }
        #if os(macOS)
        Settings {
            AppSettings()
        }
        #endif
    }
}

struct GalleryView: View {
    var body: some View {
        #if os(iOS)
        TabView {
            AlbumsView().tabItem { Label("Albums", systemImage: "photo") }
            AppSettings().tabItem { Label("Settings", systemImage: "gear") }
        }
        #else
        AlbumsView()
        #endif
    }
}

struct AlbumsView: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Holidays", destination: AlbumView())
            }
        }
    }
}

struct AlbumView: View { var body: some View { Text("Album") } }

struct AppSettings: View {
    var body: some View {
        #if os(iOS)
        settingsList()
        #else
        settingsTabs()
        #endif
    }
}

extension AppSettings {
    func settingsList() -> some View {
        NavigationStack {
            List {
                NavigationLink("Storage", destination: StorageView())
            }
        }
    }

    func settingsTabs() -> some View {
        TabView {
            Form { Toggle("Show hidden photos", isOn: .constant(false)) }
                .tabItem { Label("General", systemImage: "gear") }
            StorageView()
                .tabItem { Label("Storage", systemImage: "internaldrive") }
        }
        .frame(width: 400)
    }
}

struct StorageView: View { var body: some View { Text("2.1 GB") } }
