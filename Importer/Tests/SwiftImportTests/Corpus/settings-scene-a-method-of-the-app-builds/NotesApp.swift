import SwiftUI

// A macOS notes app whose App builds its scenes in methods of its own, as apps do to keep the
// body short or to return one scene or another by `#available`: the main window in one, the
// settings window in another (`private func settings() -> some Scene { Settings { ... } }`).
// The settings window's TabView lays out its preference panes, not the app's tabs, as it does
// written in the body; what a pane presents is still the app's.
@main
struct NotesApp: App {
    var body: some Scene {
        mainWindow()
        settings()
    }

    @SceneBuilder
    private func mainWindow() -> some Scene {
        WindowGroup {
            NotesList()
        }
    }

    private func settings() -> some Scene {
        Settings {
            PreferencesView()
        }
        .windowResizability(.contentSize)
    }
}

struct NotesList: View {
    @State private var composing = false

    var body: some View {
        List {
            Text("Groceries")
        }
        .toolbar {
            Button("New Note") { composing = true }
        }
        .sheet(isPresented: $composing) {
            ComposerView()
        }
    }
}

struct ComposerView: View {
    var body: some View {
        TextEditor(text: .constant(""))
    }
}

struct PreferencesView: View {
    var body: some View {
        TabView {
            GeneralPane()
                .tabItem { Label("General", systemImage: "gear") }
            SyncPane()
                .tabItem { Label("Sync", systemImage: "icloud") }
        }
        .frame(width: 420, height: 240)
    }
}

struct GeneralPane: View {
    var body: some View {
        Form {
            Toggle("Show preview", isOn: .constant(true))
        }
    }
}

struct SyncPane: View {
    @State private var signingIn = false

    var body: some View {
        Button("Sign In…") { signingIn = true }
            .sheet(isPresented: $signingIn) {
                SignInView()
            }
    }
}

struct SignInView: View {
    var body: some View {
        Form {
            TextField("Account", text: .constant(""))
        }
    }
}
