import SwiftUI

// A Mac app's settings window lays out its panes with a TabView, and the main window's list
// also pushes the same view. The settings scene's view is no part of the app's top level:
// its TabView is panes, not the app's tabs, though the scene builds it.
@main
struct NotesApp: App {
    var body: some Scene {
        WindowGroup { NotesView() }
        Settings { SettingsView() }
    }
}

struct NotesView: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Note") { NoteView() }
                NavigationLink("Settings") { SettingsView() }
            }
        }
    }
}

struct NoteView: View {
    var body: some View { Text("Note") }
}

struct SettingsView: View {
    var body: some View {
        TabView {
            GeneralPane()
                .tabItem { Label("General", systemImage: "gear") }
            AccountsPane()
                .tabItem { Label("Accounts", systemImage: "person") }
        }
    }
}

struct GeneralPane: View {
    var body: some View { Text("General") }
}

struct AccountsPane: View {
    var body: some View { Text("Accounts") }
}
