import SwiftUI

// A tab enum with a case no item of the TabView is tagged with (`deepLinkOpened`, kept for the
// selection a deep link sets): when every item names its case (`.tag(MainTab.home)`), the
// tabs are the cases tagged, not every case.
@main
struct ShopApp: App {
    @State private var selection: MainTab = .home
    var body: some Scene {
        WindowGroup {
            TabView(selection: $selection) {
                HomeView()
                    .tabItem { Text("Home") }
                    .tag(MainTab.home)
                CartView()
                    .tabItem { Text("Cart") }
                    .tag(MainTab.cart)
            }
        }
    }
}

enum MainTab: Hashable {
    case home, cart, deepLinkOpened
}

enum HomeRoute: Hashable {
    case product
}

struct HomeView: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Product", value: HomeRoute.product)
                .navigationDestination(for: HomeRoute.self) { _ in ProductView() }
        }
    }
}

struct CartView: View { var body: some View { Text("Cart") } }
struct ProductView: View { var body: some View { Text("Product") } }
