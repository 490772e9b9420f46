import SwiftUI

// iOS 18's tabs made from values listed in an array (`ForEach(tabs) { tab in Tab(tab.title,
// systemImage: tab.icon) { tab.view } }` over `AppTab(title: "Shop", ..., view: AnyView(ShopView()))`):
// each value is a tab, named after its title, as with `.tabItem`.
@main
struct ShopApp: App {
    var body: some Scene { WindowGroup { RootView() } }
}

struct AppTab: Identifiable {
    let id = UUID()
    let title: String
    let icon: String
    let view: AnyView
}

struct RootView: View {
    private let tabs = [
        AppTab(title: "Shop", icon: "cart", view: AnyView(ShopView())),
        AppTab(title: "Orders", icon: "shippingbox", view: AnyView(OrdersView())),
    ]

    var body: some View {
        TabView {
            ForEach(tabs) { tab in
                Tab(tab.title, systemImage: tab.icon) {
                    tab.view
                }
            }
        }
    }
}

struct ShopView: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Basket", destination: BasketView())
        }
    }
}

struct OrdersView: View {
    var body: some View { Text("Orders") }
}

struct BasketView: View {
    var body: some View { Text("Basket") }
}
