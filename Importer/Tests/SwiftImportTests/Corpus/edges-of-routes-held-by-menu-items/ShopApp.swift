import SwiftUI
import Observation

@main
struct ShopApp: App {
    var body: some Scene { WindowGroup { RootView() } }
}

enum AppRoute: Hashable {
    case orders, details, faqs, helpCenter, checkout
}

@Observable
final class Router {
    var path = NavigationPath()
    func push(_ route: AppRoute) { path.append(route) }
}

/// A menu item holds the route it opens: its taps go to the routes the items are made with.
struct MenuItem: Identifiable {
    let id = UUID()
    let title: String
    let route: AppRoute
}

struct RootView: View {
    @State private var router = Router()
    var body: some View {
        NavigationStack(path: $router.path) {
            AccountView()
                .navigationDestination(for: AppRoute.self) { route in
                    switch route {
                    case .orders: OrdersView()
                    case .details: DetailsView()
                    case .faqs: FaqsView()
                    case .helpCenter: HelpCenterView()
                    case .checkout: CheckoutView()
                    }
                }
        }
        .environment(router)
    }
}

struct AccountView: View {
    @Environment(Router.self) private var router
    var body: some View {
        ScrollView {
            section(title: "Account", items: [
                MenuItem(title: "Orders", route: .orders),
                MenuItem(title: "Details", route: .details),
            ])
            section(title: "Help", items: [
                MenuItem(title: "FAQs", route: .faqs),
                MenuItem(title: "Help", route: .helpCenter),
            ])
        }
    }
    private func section(title: String, items: [MenuItem]) -> some View {
        VStack {
            Text(title)
            ForEach(items) { item in
                Button(item.title) { router.push(item.route) }
            }
        }
    }
}

struct OrdersView: View {
    @Environment(Router.self) private var router
    var body: some View { Button("Buy again") { router.push(.checkout) } }
}
struct DetailsView: View { var body: some View { Text("Details") } }
struct FaqsView: View { var body: some View { Text("FAQs") } }
struct HelpCenterView: View { var body: some View { Text("Help") } }
struct CheckoutView: View { var body: some View { Text("Checkout") } }
