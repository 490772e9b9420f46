import SwiftUI

// A Mac app's split view whose sidebar selects a section, and whose detail column pushes
// nothing: a section's list selects one of its items, shown in place beside the list
// (`if let item = selectedItem { switch item { case .claw(let id): ClawDetail(id: id) ... } }`,
// no stack pushing it), and the pool presents its tools as sheets by an item of an enum of
// its own (`.sheet(item: $toolSheet, content: toolSheetContent)`). Neither enum is a detail
// column's: the one selected beside the list is the app's routes, the one presented its
// sheets, and with no column of its own the split is read as one, the app's routes.
@main struct ClawsApp: App {
    var body: some Scene {
        WindowGroup(id: "main") { ContentView() }
    }
}

enum Destination: Hashable {
    case pool
    case settings
}

enum PoolItem: Hashable {
    case claw(String)
    case group(String)
}

enum ToolSheet: Identifiable {
    case log(String)
    case password(String)

    var id: String {
        switch self {
        case .log(let name): "log-\(name)"
        case .password(let name): "password-\(name)"
        }
    }
}

struct ContentView: View {
    @State private var destination: Destination? = .pool
    @State private var selectedItem: PoolItem?

    var body: some View {
        NavigationSplitView {
            List(selection: $destination) {
                Label("Pool", systemImage: "drop").tag(Destination.pool)
                Label("Settings", systemImage: "gearshape").tag(Destination.settings)
            }
        } detail: {
            switch destination {
            case .pool:
                HStack {
                    PoolView(selection: $selectedItem)
                    if let item = selectedItem {
                        switch item {
                        case .claw(let name): ClawDetail(name: name)
                        case .group(let name): GroupDetail(name: name)
                        }
                    }
                }
            case .settings:
                SettingsPane()
            case nil:
                Text("Pick a section")
            }
        }
    }
}

struct PoolView: View {
    @Binding var selection: PoolItem?
    @State private var toolSheet: ToolSheet?

    var body: some View {
        List(selection: $selection) {
            Text("Shrimp").tag(PoolItem.claw("shrimp"))
            Text("Reef").tag(PoolItem.group("reef"))
        }
        .contextMenu {
            Button("Logs") { toolSheet = .log("shrimp") }
            Button("Password") { toolSheet = .password("shrimp") }
        }
        .sheet(item: $toolSheet, content: toolSheetContent)
    }

    @ViewBuilder
    private func toolSheetContent(_ sheet: ToolSheet) -> some View {
        switch sheet {
        case .log(let name): LogSheet(name: name)
        case .password(let name): PasswordSheet(name: name)
        }
    }
}

struct ClawDetail: View {
    let name: String
    var body: some View { Text(name) }
}

struct GroupDetail: View {
    let name: String
    var body: some View { Text(name) }
}

struct SettingsPane: View {
    var body: some View { Text("Settings") }
}

struct LogSheet: View {
    let name: String
    var body: some View { Text("Log of \(name)") }
}

struct PasswordSheet: View {
    let name: String
    var body: some View { SecureField("Password", text: .constant("")) }
}
