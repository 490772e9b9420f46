import SwiftUI

// Tabs with no stack routes of their own: every route is a sheet the app declares once.
// Each tab's root presents some of them, and a sheet's screen presents another, so each
// tab's taps lead to sheets of the app's, read as any tab's are.
@main
struct JournalApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                EntriesView()
                    .tabItem { Label("Entries", systemImage: "book") }
                StatsView()
                    .tabItem { Label("Stats", systemImage: "chart.bar") }
            }
        }
    }
}

struct EntriesView: View {
    @State private var writing = false
    @State private var showsPreferences = false

    var body: some View {
        List {
            Button("New entry") { writing = true }
            Button("Preferences") { showsPreferences = true }
        }
        .sheet(isPresented: $writing) { ComposeView() }
        .sheet(isPresented: $showsPreferences) { PreferencesView() }
    }
}

struct StatsView: View {
    @State private var showsPreferences = false

    var body: some View {
        Button("Preferences") { showsPreferences = true }
            .sheet(isPresented: $showsPreferences) { PreferencesView() }
    }
}

struct ComposeView: View {
    var body: some View { TextEditor(text: .constant("")) }
}

struct PreferencesView: View {
    @State private var showsLicences = false

    var body: some View {
        Button("Licences") { showsLicences = true }
            .sheet(isPresented: $showsLicences) { LicencesView() }
    }
}

struct LicencesView: View {
    var body: some View { Text("MIT") }
}
