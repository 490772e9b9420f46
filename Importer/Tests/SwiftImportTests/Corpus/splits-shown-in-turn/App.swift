import SwiftUI

// A toolbox whose root shows one of two NavigationSplitViews in turn, by a workspace: the
// store's split, its sidebar choosing a StoreItem, and the tools' split, its sidebar choosing a
// Tool. Each sidebar's enum is its own split's routes; neither is a column of the other.
@main
struct ToolboxApp: App {
    var body: some Scene {
        WindowGroup {
            RootView()
        }
    }
}

enum Workspace { case store, tools }

enum StoreItem: String, CaseIterable, Identifiable {
    case apps, formulae, services
    var id: String { rawValue }
}

enum Tool: String, CaseIterable, Identifiable {
    case cleaner, monitor, uninstaller
    var id: String { rawValue }
}

struct RootView: View {
    @State private var workspace: Workspace = .tools
    @State private var storeItem: StoreItem = .apps
    @State private var tool: Tool?

    var body: some View {
        if workspace == .store {
            NavigationSplitView {
                List(selection: $storeItem) {
                    ForEach(StoreItem.allCases) { item in
                        Text(item.rawValue).tag(item)
                    }
                    Button("Tools") { workspace = .tools }
                }
            } detail: {
                switch storeItem {
                case .apps: StoreView(casks: true)
                case .formulae: StoreView(casks: false)
                case .services: ServicesView()
                }
            }
        } else {
            NavigationSplitView {
                List(selection: $tool) {
                    ForEach(Tool.allCases) { tool in
                        NavigationLink(value: tool) { Text(tool.rawValue) }
                    }
                    Button("Store") { workspace = .store }
                }
            } detail: {
                if let tool {
                    switch tool {
                    case .cleaner: CleanerView()
                    case .monitor: MonitorView()
                    case .uninstaller: UninstallerView()
                    }
                } else {
                    Text("Choose a tool")
                }
            }
        }
    }
}

struct StoreView: View {
    let casks: Bool
    var body: some View { Text(casks ? "Casks" : "Formulae") }
}

struct ServicesView: View { var body: some View { Text("Services") } }
struct CleanerView: View { var body: some View { Text("Cleaner") } }
struct MonitorView: View { var body: some View { Text("Monitor") } }
struct UninstallerView: View { var body: some View { Text("Uninstaller") } }
