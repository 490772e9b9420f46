import SwiftUI

enum SettingsPane: String, CaseIterable, Identifiable {
    case account, notifications
    var id: String { rawValue }
}

enum SettingsRoute: Hashable {
    case pane(SettingsPane)
    case licence(name: String)
}

/// A sidebar of panes beside a stack: the iPad shape of a settings tab.
struct SettingsView: View {
    @State private var pane: SettingsPane?
    @State private var path: [SettingsRoute] = []

    var body: some View {
        NavigationSplitView {
            List(SettingsPane.allCases, selection: $pane) { pane in Text(pane.rawValue) }
        } detail: {
            NavigationStack(path: $path) {
                PaneView(pane: pane)
                    .navigationDestination(for: SettingsRoute.self) { _ in EmptyView() }
            }
        }
    }
}
