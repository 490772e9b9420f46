import SwiftUI

// A network inspector's screens, hosted by any app. The list and its settings each register
// destinations of their own enum. Both have a `charts` case pushing the same ChartsView: one
// screen, so one route. Both have an `about` case too, but showing different views: two routes.
public struct InspectorRootView: View {
    public init() {}

    public var body: some View {
        NavigationStack {
            RequestListView()
                .navigationDestination(for: ListRoute.self) { route in
                    switch route {
                    case .charts: ChartsView()
                    case .settings: InspectorSettingsView()
                    case .about: AboutInspectorView()
                    }
                }
        }
    }
}

enum ListRoute: Hashable {
    case charts, settings, about
}

enum SettingsRoute: Hashable {
    case charts, about, rules
}

struct RequestListView: View {
    var body: some View {
        List {
            NavigationLink("Charts", value: ListRoute.charts)
            NavigationLink("Settings", value: ListRoute.settings)
            NavigationLink("About", value: ListRoute.about)
        }
    }
}

struct InspectorSettingsView: View {
    var body: some View {
        List {
            NavigationLink("Charts", value: SettingsRoute.charts)
            NavigationLink("About the data", value: SettingsRoute.about)
            NavigationLink("Rules", value: SettingsRoute.rules)
        }
        .navigationDestination(for: SettingsRoute.self) { route in
            switch route {
            case .charts: ChartsView()
            case .about: AboutDataView()
            case .rules: RulesView()
            }
        }
    }
}

struct ChartsView: View {
    var body: some View { Text("Charts") }
}

struct AboutInspectorView: View {
    var body: some View { Text("About") }
}

struct AboutDataView: View {
    var body: some View { Text("About the data") }
}

struct RulesView: View {
    var body: some View { Text("Rules") }
}
