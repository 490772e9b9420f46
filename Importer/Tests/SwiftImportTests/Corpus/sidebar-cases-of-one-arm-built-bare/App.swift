import SwiftUI

// A toolbox's sidebar: several rows open one studio built bare (`DockerStudioView()`, no
// argument saying which row): one screen, one route, named by the case declared first. Rows
// whose arm hands the view its case (`TopicView(topic: item)`) stay routes of their own. The
// detail column unwraps the selection under another name (`if let item = selectedTool`).
@main
struct ToolboxApp: App {
    var body: some Scene {
        WindowGroup { RootView() }
    }
}

enum Tool: String, CaseIterable, Identifiable {
    case cleaner
    case dockerDashboard, dockerPurge, dockerLogs
    case privacy, terms
    var id: String { rawValue }
}

struct RootView: View {
    @State private var selectedTool: Tool?

    var body: some View {
        NavigationSplitView {
            List(selection: $selectedTool) {
                ForEach(Tool.allCases) { tool in
                    NavigationLink(value: tool) { Text(tool.rawValue) }
                }
            }
        } detail: {
            if let item = selectedTool {
                switch item {
                case .cleaner: CleanerView()
                case .dockerDashboard, .dockerPurge, .dockerLogs: DockerStudioView()
                case .privacy, .terms: TopicView(topic: item)
                }
            } else {
                ContentUnavailableView("No Tool Selected", systemImage: "square.dashed")
            }
        }
    }
}

struct CleanerView: View { var body: some View { Text("Cleaner") } }

struct DockerStudioView: View {
    @State private var pane = 0
    var body: some View {
        Picker("Pane", selection: $pane) {
            Text("Dashboard").tag(0)
            Text("Purge").tag(1)
            Text("Logs").tag(2)
        }
    }
}

struct TopicView: View {
    let topic: Tool
    var body: some View { Text(topic.rawValue) }
}
