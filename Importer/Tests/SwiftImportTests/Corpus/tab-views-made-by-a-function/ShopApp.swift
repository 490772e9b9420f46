import SwiftUI

// Tabs made by a ForEach over the tab enum, each tab's view by a function switching over its
// parameter (`content(for: tab)`, declared `for tab: Tab`): each arm is that tab's view, so the
// routes the home arm's stack takes are home's, and search, whose arm pushes nothing, has none.
enum Tab: Hashable, CaseIterable { case home, search }

enum Route: Hashable { case detail(id: Int), settings }

@main
struct ShopApp: App {
    @State private var selection: Tab = .home
    @State private var path = NavigationPath()
    var body: some Scene {
        WindowGroup {
            TabView(selection: $selection) {
                ForEach(Tab.allCases, id: \.self) { tab in
                    content(for: tab)
                        .tabItem { Text("\(tab)") }
                        .tag(tab)
                }
            }
        }
    }

    @ViewBuilder
    func content(for tab: Tab) -> some View {
        switch tab {
        case .home:
            NavigationStack(path: $path) {
                HomeView()
                    .navigationDestination(for: Route.self) { route in
                        switch route {
                        case .detail(let id): Text("\(id)")
                        case .settings: Text("s")
                        }
                    }
            }
        case .search:
            Text("search")
        }
    }
}

struct HomeView: View {
    var body: some View { NavigationLink("Settings", value: Route.settings) }
}
