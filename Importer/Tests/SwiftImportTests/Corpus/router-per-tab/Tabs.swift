import SwiftUI

enum AppTab: Hashable {
    case shop, travel, messages, profile
}

struct RootTabView: View {
    @State private var selected: AppTab = .shop

    var body: some View {
        TabView(selection: $selected) {
            ShopTab()
                .tabItem { Label("Shop", systemImage: "cart") }
                .tag(AppTab.shop)
            TravelTab()
                .tabItem { Label("Travel", systemImage: "tram") }
                .tag(AppTab.travel)
            NavigationStack {
                MessagesList()
                    .navigationDestination(for: MessageDestination.self) { _ in ThreadView() }
            }
            .tag(AppTab.messages)
            ProfileTab()
                .tag(AppTab.profile)
        }
    }
}

struct ShopTab: View {
    typealias Destination = ShopRouter.ShopDestination
    @Environment(ShopRouter.self) private var router

    var body: some View {
        @Bindable var router = router
        NavigationStack(path: $router.path) {
            CatalogueView()
                .navigationDestination(for: Destination.self, destination: screen)
        }
    }

    @ViewBuilder private func screen(_ destination: Destination) -> some View {
        switch destination {
        case .catalogue: CatalogueView()
        case .basket: BasketView()
        }
    }
}

struct TravelTab: View {
    @Environment(TravelRouter.self) private var router

    var body: some View {
        @Bindable var router = router
        NavigationStack(path: $router.path) {
            TravelHome()
                .navigationDestination(for: TravelRouter.TravelDestination.self) { _ in EmptyView() }
        }
    }
}

struct ProfileTab: View {
    var body: some View {
        NavigationStack {
            ProfileHome()
        }
    }
}

struct ProfileHome: View {
    var body: some View {
        List { Text("Me") }
            .navigationDestination(for: MessageDestination.self) { _ in ThreadView() }
            .navigationDestination(for: ProfileDestination.self) { _ in EmptyView() }
    }
}

enum ProfileDestination: Hashable {
    case settings
    case about
}
