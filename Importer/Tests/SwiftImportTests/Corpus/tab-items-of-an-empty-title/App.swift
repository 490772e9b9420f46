import SwiftUI

// A tab item whose title is empty shows its icon alone: the tab is named after the view it is
// set on, as an image alone's is, not dropped with the others read as one tab.

enum Route: Hashable { case detail }

@main
struct TwoApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                NavigationStack {
                    NavigationLink("Go", value: Route.detail)
                        .navigationDestination(for: Route.self) { _ in Text("d") }
                }
                .tabItem { Label("Home", systemImage: "house") }
                SettingsView()
                    .tabItem { Label("", systemImage: "gear") }
            }
        }
    }
}

struct SettingsView: View { var body: some View { Text("Settings") } }
