import SwiftUI

// A window's split view, in a view private to its file, whose sidebar's list selects a page
// and whose detail keeps every page alive, each shown by its opacity: the split's selection,
// each page a screen of the app (as a sidebar's cases are), not view modes, though the view
// switches over the page elsewhere (its toolbar's controls).
@main
struct MonitorApp: App {
    var body: some Scene {
        WindowGroup { MonitorRoot() }
    }
}

enum Page: Hashable, CaseIterable {
    case dashboard, network, logs

    var label: String {
        switch self {
        case .dashboard: "Dashboard"
        case .network: "Network"
        case .logs: "Logs"
        }
    }
}

private struct MonitorRoot: View {
    @State private var page: Page = .dashboard

    var body: some View {
        NavigationSplitView {
            PageList(selection: $page)
        } detail: {
            ZStack {
                DashboardView().opacity(page == .dashboard ? 1 : 0)
                NetworkView().opacity(page == .network ? 1 : 0)
                LogsView().opacity(page == .logs ? 1 : 0)
            }
        }
        .toolbar { pageControls }
    }

    @ViewBuilder
    private var pageControls: some View {
        switch page {
        case .dashboard: RefreshButton()
        case .network: FilterButton()
        case .logs: EmptyView()
        }
    }
}

struct PageList: View {
    @Binding var selection: Page

    var body: some View {
        List(selection: $selection) {
            ForEach(Page.allCases, id: \.self) { page in
                Text(page.label).tag(page)
            }
        }
    }
}

struct DashboardView: View { var body: some View { Text("Dashboard") } }
struct NetworkView: View { var body: some View { Text("Network") } }
struct LogsView: View { var body: some View { Text("Logs") } }
struct RefreshButton: View { var body: some View { Button("Refresh") {} } }
struct FilterButton: View { var body: some View { Button("Filter") {} } }
