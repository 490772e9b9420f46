import SwiftUI

/// A macOS mail app: its main window lists mailboxes and pushes messages; its settings
/// window (the `Settings` scene) has panes in a TabView. Those panes are not the app's tabs.
enum MailRoute: Hashable {
    case message(id: Int)
}

@main struct MailApp: App {
    var body: some Scene {
        WindowGroup { MailboxView() }
        Settings { PreferencesView() }
    }
}

struct MailboxView: View {
    @State private var path: [MailRoute] = []
    var body: some View {
        NavigationStack(path: $path) {
            Button("Open") { path.append(.message(id: 1)) }
                .navigationDestination(for: MailRoute.self) { route in
                    Text("\(String(describing: route))")
                }
        }
    }
}

struct PreferencesView: View {
    private enum SettingsTab: Hashable { case general, accounts }
    @State private var pane: SettingsTab = .general

    var body: some View {
        TabView(selection: $pane) {
            Text("General").tabItem { Label("General", systemImage: "gear") }.tag(SettingsTab.general)
            Text("Accounts").tabItem { Label("Accounts", systemImage: "at") }.tag(SettingsTab.accounts)
        }
        .frame(width: 400, height: 200)
    }
}
