import SwiftUI

// A Mac terminal whose preferences are a window of its own titled "Options" (as such a
// window is called on other systems), opened from a menu command by `openWindow`. Its
// TabView lays out the window's panes (Profiles, Keys): they are that window's, not the
// app's tabs (before, they came out as the app's two tabs, with the main window's stack
// lost). What a pane presents, the profile editor, is still the app's route.
@main
struct TerminalApp: App {
    var body: some Scene {
        WindowGroup {
            SessionsView()
        }
        Window("Options", id: "options") {
            OptionsView()
        }
    }
}

struct SessionsView: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("zsh — 80×24", destination: SessionView())
            }
        }
    }
}

struct SessionView: View { var body: some View { Text("$") } }

struct OptionsView: View {
    var body: some View {
        TabView {
            ProfilesPane()
                .tabItem { Label("Profiles", systemImage: "person") }
            KeysPane()
                .tabItem { Label("Keys", systemImage: "keyboard") }
        }
        .frame(width: 500)
    }
}

struct ProfilesPane: View {
    @State private var editing = false

    var body: some View {
        List { Text("Basic") }
            .toolbar { Button("Edit") { editing = true } }
            .sheet(isPresented: $editing) { ProfileEditor() }
    }
}

struct KeysPane: View { var body: some View { Text("⌘K clears") } }
struct ProfileEditor: View { var body: some View { Text("Font") } }
