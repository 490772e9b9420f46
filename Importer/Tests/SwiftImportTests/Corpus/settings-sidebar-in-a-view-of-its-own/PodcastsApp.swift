import SwiftUI

// A macOS app whose window is a stack of podcasts, with a settings window (⌘,) beside it laid
// out as System Settings is. Its sidebar is a view of its own, given the selected section as a
// binding, as apps write a main window's sidebar: the sections it lists are the settings
// window's panes, not the app's routes nor its tabs. What a pane presents is the app's.
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

enum ShowRoute: Hashable {
    case show(id: Int)
}

struct ShowsView: View {
    var body: some View {
        NavigationStack {
            List(0..<3, id: \.self) { id in
                NavigationLink("Show \(id)", value: ShowRoute.show(id: id))
            }
            .navigationDestination(for: ShowRoute.self) { route in
                switch route {
                case .show: ShowView()
                }
            }
        }
    }
}

struct ShowView: View {
    var body: some View { Text("Show") }
}

enum SettingsPane: String, CaseIterable, Identifiable {
    case playback = "Playback"
    case downloads = "Downloads"
    case accounts = "Accounts"

    var id: String { rawValue }
}

struct SettingsView: View {
    @State private var pane: SettingsPane = .playback

    var body: some View {
        NavigationSplitView {
            SettingsSidebar(selection: $pane)
        } detail: {
            SettingsPaneView(pane: pane)
        }
        .frame(width: 640, height: 420)
    }
}

struct SettingsSidebar: View {
    @Binding var selection: SettingsPane

    var body: some View {
        List(SettingsPane.allCases, selection: $selection) { pane in
            Label(pane.rawValue, systemImage: "gear").tag(pane)
        }
        .listStyle(.sidebar)
    }
}

struct SettingsPaneView: View {
    let pane: SettingsPane

    var body: some View {
        switch pane {
        case .playback: PlaybackPane()
        case .downloads: DownloadsPane()
        case .accounts: AccountsPane()
        }
    }
}

struct PlaybackPane: View {
    var body: some View { Form { Toggle("Skip silences", isOn: .constant(true)) } }
}

struct DownloadsPane: View {
    var body: some View { Form { Toggle("Download new episodes", isOn: .constant(false)) } }
}

struct AccountsPane: View {
    @State private var addingAccount = false

    var body: some View {
        Button("Add Account") { addingAccount = true }
            .sheet(isPresented: $addingAccount) {
                AddAccountView()
            }
    }
}

struct AddAccountView: View {
    var body: some View { Text("Add an account") }
}
