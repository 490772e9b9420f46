import SwiftUI

// A Mac app for servers: a split whose sidebar picks a section, its detail a list of
// servers beside the selected server's detail. That detail lays its content out in a view
// private to its file, switching between the server's panes (Overview, Logs) by a picker.
// Those panes are the detail's, shown for the row selected, not the app's modes (before, a
// switch in a private view being found, they came out as the app's tabs).
@main
struct ServersApp: App {
    var body: some Scene {
        WindowGroup {
            MainWindow()
        }
    }
}

enum Section: Hashable, CaseIterable {
    case servers, alerts
}

struct MainWindow: View {
    @State private var section: Section? = .servers
    @State private var server: String?

    var body: some View {
        NavigationSplitView {
            List(Section.allCases, id: \.self, selection: $section) { Text("\($0)") }
        } detail: {
            HStack {
                switch section {
                case .servers: ServersList(selection: $server)
                case .alerts: AlertsList()
                case nil: Text("Pick a section")
                }
                if let server {
                    ServerDetailView(name: server)
                }
            }
        }
    }
}

struct ServersList: View {
    @Binding var selection: String?
    var body: some View { List(["web-1", "db-1"], id: \.self, selection: $selection) { Text($0) } }
}

struct AlertsList: View { var body: some View { List { Text("Disk full") } } }

struct ServerDetailView: View {
    let name: String
    var body: some View { ServerDetailContent(name: name) }
}

private struct ServerDetailContent: View {
    enum Pane: Hashable { case overview, logs }

    let name: String
    @State private var pane: Pane = .overview

    var body: some View {
        VStack {
            Picker("Pane", selection: $pane) {
                Text("Overview").tag(Pane.overview)
                Text("Logs").tag(Pane.logs)
            }
            .pickerStyle(.segmented)
            switch pane {
            case .overview: Text("Up 3 days")
            case .logs: Text("GET /")
            }
        }
    }
}
