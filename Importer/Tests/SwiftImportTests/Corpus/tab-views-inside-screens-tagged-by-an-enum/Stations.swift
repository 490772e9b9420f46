import SwiftUI

// A TabView in the body of a screen the app pushes, its items tagged by an enum of the
// screen's own (`enum Pane { case list, map }`, bound by `TabView(selection: $pane)`): the
// city's stations shown as a list and as a map, that screen's panes, not the app's tabs, as
// an untagged TabView's items in such a screen are not (`tab-views-inside-screens`).
@main struct StationsApp: App {
    var body: some Scene { WindowGroup { NavigationStack { CityList() } } }
}

struct CityList: View {
    var body: some View {
        List { NavigationLink("Paris") { CityView() } }
    }
}

struct CityView: View {
    enum Pane: Hashable { case list, map }
    @State private var pane: Pane = .list

    var body: some View {
        TabView(selection: $pane) {
            StationList().tabItem { Label("List", systemImage: "list.bullet") }.tag(Pane.list)
            StationMap().tabItem { Label("Map", systemImage: "map") }.tag(Pane.map)
        }
    }
}

struct StationList: View { var body: some View { Text("List") } }
struct StationMap: View { var body: some View { Text("Map") } }
