import SwiftUI

@main
struct BakeryApp: App {
    var body: some Scene {
        WindowGroup { ShopTabs() }
    }
}

enum ShopTab: String, CaseIterable {
    case counter, orders

    var title: String {
        switch self {
        case .counter: "Counter"
        case .orders: "Orders"
        }
    }
}

struct ShopTabs: View {
    @State private var tab: ShopTab = .counter
    @State private var sheet: BakerySheet?

    var body: some View {
        TabView(selection: $tab) {
            NavigationStack {
                Shelves().navigationDestination(for: CounterRoute.self) { _ in EmptyView() }
            }
            .tag(ShopTab.counter)
            NavigationStack {
                OrderList().navigationDestination(for: OrderRoute.self) { _ in EmptyView() }
            }
            .tag(ShopTab.orders)
        }
        .sheet(item: $sheet) { _ in EmptyView() }
    }
}
