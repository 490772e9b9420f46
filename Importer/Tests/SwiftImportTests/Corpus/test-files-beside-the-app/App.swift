import SwiftUI

// A folder given whole holds the app's tests beside its sources. A file that imports XCTest
// or Testing, or the app's module @testable, is a test's: the views it builds are built to be
// checked (a harness presenting DiagnosticsView over the app's root, a test hosting the
// settings view), not shown by the app, so it is not read and the report says so. Without
// that, the harness's sheet would be a route of the app's.
@main
struct NotesApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
        Settings {
            SettingsView()
        }
    }
}

struct ContentView: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Today") { NoteView() }
            }
        }
    }
}

struct NoteView: View {
    var body: some View { Text("Note") }
}

struct SettingsView: View {
    var body: some View { Form { Text("Settings") } }
}

struct DiagnosticsView: View {
    var body: some View { Text("Diagnostics") }
}
