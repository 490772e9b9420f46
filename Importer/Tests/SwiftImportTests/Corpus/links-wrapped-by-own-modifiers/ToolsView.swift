import SwiftUI

public struct ToolsView: View {
    let requests: [String]

    public var body: some View {
        NavigationView {
            List {
                MenuItem(title: "Settings", destination: ToolSettingsView())
                ForEach(requests, id: \.self) { request in
                    Text(request)
                        .linkedRow(destination: RequestDetailView(request: request))
                }
            }
        }
    }
}

struct ToolSettingsView: View {
    var body: some View { Text("Settings") }
}

struct RequestDetailView: View {
    let request: String
    var body: some View { Text(request) }
}
