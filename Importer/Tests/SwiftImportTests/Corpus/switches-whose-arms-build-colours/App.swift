import SwiftUI

// An enum's member that switches over its cases and builds only colours (`var color: Color {
// switch self { case .operational: Color(red: 0.2, green: 0.84, blue: 0.29) ... } }`) paints
// a status; `Color` is a View by SwiftUI's types, but the cases are no view modes of the app,
// even where the value is shown at the top level (`Circle().fill(status.color)`). A member
// whose arms build views (`var page: some View`) still shows modes.
@main
struct MonitorApp: App {
    var body: some Scene {
        WindowGroup {
            StatusView()
        }
    }
}

enum MonitorStatus: String, CaseIterable {
    case operational
    case degraded
    case downtime

    var color: Color {
        switch self {
        case .operational: Color(red: 0.20, green: 0.84, blue: 0.29)
        case .degraded: Color(red: 1.0, green: 0.62, blue: 0.04)
        case .downtime: Color.red
        }
    }
}

struct StatusView: View {
    @State private var status: MonitorStatus = .operational
    @State private var showingAdd = false

    var body: some View {
        HStack {
            Circle()
                .fill(status.color)
                .frame(width: 8, height: 8)
            status.color
                .frame(width: 20, height: 4)
            Text(status.rawValue)
            Button("Add") { showingAdd = true }
        }
        .onAppear { status = .degraded }
        .sheet(isPresented: $showingAdd) {
            AddMonitorView()
        }
    }
}

struct AddMonitorView: View {
    var body: some View { Text("Add") }
}
