import SwiftUI

// A TabView in the body of a screen the app pushes (a network's stations, as a list and a
// map) holds that screen's panes, not the app's tabs: the app's tabs are those of the
// TabView its scene shows.
@main
struct StationsApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                NetworksView()
                    .tabItem { Label("Networks", systemImage: "bicycle") }
                FavouritesView()
                    .tabItem { Label("Favourites", systemImage: "star") }
            }
        }
    }
}

enum NetworkRoute: Hashable {
    case stations(networkID: String)
}

struct NetworksView: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Galway", value: NetworkRoute.stations(networkID: "galway"))
            }
            .navigationDestination(for: NetworkRoute.self) { route in
                switch route {
                case .stations(let networkID):
                    StationsTabView(networkID: networkID)
                }
            }
        }
    }
}

struct StationsTabView: View {
    let networkID: String

    var body: some View {
        TabView {
            StationList(networkID: networkID)
                .tabItem { Label("List", systemImage: "list.dash") }
            StationMap(networkID: networkID)
                .tabItem { Label("Map", systemImage: "map") }
        }
    }
}

struct FavouritesView: View {
    @State private var showsLog = false

    var body: some View {
        Button("Log") { showsLog = true }
            .sheet(isPresented: $showsLog) { LogView() }
    }
}

/// Presented, with panes of its own.
struct LogView: View {
    var body: some View {
        TabView {
            Text("Requests").tabItem { Label("Requests", systemImage: "arrow.up") }
            Text("Responses").tabItem { Label("Responses", systemImage: "arrow.down") }
        }
    }
}

struct StationList: View {
    let networkID: String
    var body: some View { Text(networkID) }
}

struct StationMap: View {
    let networkID: String
    var body: some View { Text(networkID) }
}
