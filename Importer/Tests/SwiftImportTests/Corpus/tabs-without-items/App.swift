import SwiftUI

// A view placed in a TabView without a tab item shows as a tab with an empty item: it is a
// tab named after its view, not dropped. A view that sets its own item in its body is the
// tab its item titles, not a second one; SwiftUI's own view placed so is no tab of the app's.

enum Route: Hashable { case detail }

@main
struct ShopApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                NavigationStack {
                    NavigationLink("Go", value: Route.detail)
                        .navigationDestination(for: Route.self) { _ in Text("d") }
                }
                .tabItem { Label("Home", systemImage: "house") }
                CartView()
                    .badge(2)
                OrdersView()
                AccountScreen()
                ProgressView()
            }
        }
    }
}

struct CartView: View { var body: some View { Text("Cart") } }

struct OrdersView: View {
    var body: some View { Text("Orders").tabItem { Label("My Orders", systemImage: "bag") } }
}

struct AccountScreen: View { var body: some View { Text("Account") } }
