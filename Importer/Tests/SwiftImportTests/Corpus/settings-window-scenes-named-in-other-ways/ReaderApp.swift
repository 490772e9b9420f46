import SwiftUI

enum WindowID {
    static let settings = "settings"
    static let preference = "preference"
}

// Settings windows named without a string of their own: a Text title and an id constant, a
// content closure given by its label, a singular "Preference"; and a window group titled for
// preferences with no id, the app's main window (an editor of preference files), which keeps
// its tabs.
@main
struct PlistReaderApp: App {
    var body: some Scene {
        WindowGroup("Preferences Editor") {
            EditorTabs()
        }
        Window(Text("Settings"), id: WindowID.settings) {
            ReaderSettingsView()
        }
        Window("Preference", id: WindowID.preference, content: {
            ShortcutsPreferenceView()
        })
    }
}

struct EditorTabs: View {
    var body: some View {
        TabView {
            FilesView().tabItem { Label("Files", systemImage: "doc") }
            HistoryView().tabItem { Label("History", systemImage: "clock") }
        }
    }
}

struct FilesView: View {
    @State private var opens = false
    var body: some View {
        NavigationStack {
            List { NavigationLink("Info.plist") { PlistView() } }
                .toolbar { Button("Open") { opens = true } }
        }
        .sheet(isPresented: $opens) { OpenFileView() }
    }
}

struct HistoryView: View { var body: some View { Text("Recent") } }
struct PlistView: View { var body: some View { Text("Keys") } }
struct OpenFileView: View { var body: some View { Text("Open") } }

struct ReaderSettingsView: View {
    var body: some View {
        TabView {
            Text("Fonts").tabItem { Text("Appearance") }
            Text("Sync").tabItem { Text("Sync") }
        }
    }
}

struct ShortcutsPreferenceView: View {
    var body: some View {
        TabView {
            Text("Keys").tabItem { Text("Keys") }
            Text("Mouse").tabItem { Text("Mouse") }
        }
    }
}
