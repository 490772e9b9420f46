import SwiftUI

// A macOS app whose settings window (⌘,) has a pane with a stack of its own: the accounts
// pane pushes a server's details and presents a sign-in sheet. They are the app's routes,
// but shown in the settings window, beside the main one: the main window's root leads to
// neither (before, both were edges from it). The main window's own taps are its edges.
@main
struct PodcastsApp: App {
    var body: some Scene {
        WindowGroup {
            ShowsView()
        }
        Settings {
            SettingsView()
        }
    }
}

struct ShowsView: View {
    @State private var searches = false

    var body: some View {
        NavigationStack {
            List {
                NavigationLink("The Daily", destination: EpisodesView())
            }
            .toolbar { Button("Search") { searches = true } }
        }
        .sheet(isPresented: $searches) { SearchView() }
    }
}

struct EpisodesView: View { var body: some View { Text("Episodes") } }
struct SearchView: View { var body: some View { Text("Search") } }

struct SettingsView: View {
    var body: some View {
        TabView {
            PlaybackSettings()
                .tabItem { Label("Playback", systemImage: "play") }
            AccountSettings()
                .tabItem { Label("Accounts", systemImage: "person") }
        }
        .frame(width: 460)
    }
}

struct PlaybackSettings: View {
    var body: some View { Form { Toggle("Skip silence", isOn: .constant(true)) } }
}

struct AccountSettings: View {
    @State private var signsIn = false

    var body: some View {
        NavigationStack {
            List {
                NavigationLink("sync.example.com", destination: ServerDetailView())
            }
            .toolbar { Button("Sign In") { signsIn = true } }
        }
        .sheet(isPresented: $signsIn) { SignInView() }
    }
}

struct ServerDetailView: View { var body: some View { Text("Server") } }
struct SignInView: View { var body: some View { Text("Sign in") } }
