import SwiftUI

// Two tabs, each with a route enum of its own and a path of its own in one router. The router
// writes HomeRoute.detail onto the home path; the explore tab pushes its own detail by a link.
// A write of one enum's case says nothing of another enum's case of the same name.
enum AppTab: Hashable { case home, explore }
enum HomeRoute: Hashable { case detail(id: Int), history }
enum ExploreRoute: Hashable { case detail(id: Int), search(text: String) }

@Observable final class Router {
    var homePath: [HomeRoute] = []
    var explorePath: [ExploreRoute] = []

    func openFromNotification(id: Int) { homePath.append(HomeRoute.detail(id: id)) }
}

struct RootView: View {
    @State private var tab: AppTab = .home
    @State private var router = Router()

    var body: some View {
        TabView(selection: $tab) {
            NavigationStack(path: $router.homePath) {
                HomeView().navigationDestination(for: HomeRoute.self) { _ in Text("Home") }
            }
            .tag(AppTab.home)
            NavigationStack(path: $router.explorePath) {
                ExploreView().navigationDestination(for: ExploreRoute.self) { _ in Text("Explore") }
            }
            .tag(AppTab.explore)
        }
    }
}

struct HomeView: View {
    var body: some View { NavigationLink("History", value: HomeRoute.history) }
}

struct ExploreView: View {
    var body: some View {
        NavigationLink("First", value: ExploreRoute.detail(id: 1))
        NavigationLink("Search", value: ExploreRoute.search(text: ""))
    }
}
