import SwiftUI

// A macOS app whose window is a stack of entries, with a settings window (⌘,) beside it.
// The settings window's TabView lays out preference panes, tagged by an enum of its own: they
// are not the app's tabs, which it has none of. What a pane presents is still a route.
@main
struct JournalApp: App {
    var body: some Scene {
        WindowGroup {
            EntriesView()
        }
        #if os(macOS)
        Settings {
            PreferencesView()
        }
        #endif
    }
}

enum EntryRoute: Hashable {
    case entry(id: Int)
}

struct EntriesView: View {
    var body: some View {
        NavigationStack {
            List(0..<3, id: \.self) { id in
                NavigationLink("Entry \(id)", value: EntryRoute.entry(id: id))
            }
            .navigationDestination(for: EntryRoute.self) { route in
                switch route {
                case .entry: EntryView()
                }
            }
        }
    }
}

struct PreferencesView: View {
    enum PaneTab: Hashable {
        case general, sync
    }

    @State private var pane = PaneTab.general

    var body: some View {
        TabView(selection: $pane) {
            GeneralPane()
                .tabItem { Label("General", systemImage: "gear") }
                .tag(PaneTab.general)
            SyncPane()
                .tabItem { Label("Sync", systemImage: "arrow.triangle.2.circlepath") }
                .tag(PaneTab.sync)
        }
        .frame(width: 420)
    }
}

struct GeneralPane: View {
    @State private var showsLicences = false

    var body: some View {
        Form {
            Button("Licences") { showsLicences = true }
        }
        .sheet(isPresented: $showsLicences) { LicencesView() }
    }
}

struct SyncPane: View {
    var body: some View { Text("Sync") }
}

struct EntryView: View {
    var body: some View { Text("Entry") }
}

struct LicencesView: View {
    var body: some View { Text("Licences") }
}

struct PreferencesView_Previews: PreviewProvider {
    static var previews: some View { PreferencesView() }
}
