import SwiftUI

// A macOS app whose window is a stack of notes, with a settings window (⌘,) beside it laid
// out as System Settings is: a sidebar of sections and the chosen section's pane. The
// sections are the settings window's panes, not the app's routes nor its tabs.
@main
struct NotesApp: App {
    var body: some Scene {
        WindowGroup {
            NotesView()
        }
        Settings {
            SettingsView()
        }
    }
}

enum NoteRoute: Hashable {
    case note(id: Int)
}

struct NotesView: View {
    var body: some View {
        NavigationStack {
            List(0..<3, id: \.self) { id in
                NavigationLink("Note \(id)", value: NoteRoute.note(id: id))
            }
            .navigationDestination(for: NoteRoute.self) { route in
                switch route {
                case .note: NoteView()
                }
            }
        }
    }
}

struct NoteView: View {
    var body: some View { Text("Note") }
}

enum SettingsSection: String, CaseIterable, Identifiable {
    case general = "General"
    case sync = "Sync"
    case shortcuts = "Shortcuts"

    var id: String { rawValue }
}

struct SettingsView: View {
    @State private var section: SettingsSection? = .general

    var body: some View {
        NavigationSplitView {
            List(SettingsSection.allCases, selection: $section) { section in
                Text(section.rawValue).tag(section)
            }
            .listStyle(.sidebar)
        } detail: {
            switch section {
            case .general: GeneralPane()
            case .sync: SyncPane()
            case .shortcuts: ShortcutsPane()
            case .none: Text("Pick a section")
            }
        }
        .frame(width: 600, height: 400)
    }
}

struct GeneralPane: View {
    var body: some View { Form { Toggle("Launch at login", isOn: .constant(true)) } }
}

struct SyncPane: View {
    var body: some View { Form { Toggle("Sync with iCloud", isOn: .constant(false)) } }
}

struct ShortcutsPane: View {
    var body: some View { Text("Shortcuts") }
}
