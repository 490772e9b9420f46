import SwiftUI

// Where each screen leads, read from its view: a NavigationLink(value:) (in the view or a
// view it builds), a path.append of a case, and a sheet presented by item.
enum AppTab: Hashable { case home, cart }

enum HomeRoute: Hashable {
    case featured
    case product(id: Int)
    case reviews(productID: Int)
}

enum CartRoute: Hashable {
    case checkout
    case payment
}

enum ShopSheet: Hashable, Identifiable {
    case promo
    var id: Self { self }
}

@main
struct ShopApp: App {
    @State private var tab = AppTab.home
    var body: some Scene {
        WindowGroup {
            TabView(selection: $tab) {
                HomeStack().tag(AppTab.home)
                CartStack().tag(AppTab.cart)
            }
        }
    }
}

struct HomeStack: View {
    @State private var path: [HomeRoute] = []
    var body: some View {
        NavigationStack(path: $path) {
            HomeView()
                .navigationDestination(for: HomeRoute.self) { route in
                    switch route {
                    case .featured: FeaturedView()
                    case .product(let id): ProductView(id: id)
                    case .reviews(let id): ReviewsView(productID: id)
                    }
                }
        }
    }
}

struct HomeView: View {
    var body: some View {
        NavigationLink(value: HomeRoute.featured) { Text("Featured") }
    }
}

struct FeaturedView: View {
    @State private var sheet: ShopSheet?
    var body: some View {
        List {
            ProductRow(id: 1)
            Button("Offer") { sheet = .promo }
        }
        .sheet(item: $sheet) { sheet in
            switch sheet {
            case .promo: PromoView()
            }
        }
    }
}

struct ProductRow: View {
    let id: Int
    var body: some View {
        NavigationLink(value: HomeRoute.product(id: id)) { Text("Product") }
    }
}

struct ProductView: View {
    let id: Int
    @State private var path: [HomeRoute] = []
    var body: some View {
        Button("Reviews") { path.append(.reviews(productID: id)) }
    }
}

struct ReviewsView: View {
    let productID: Int
    var body: some View { Text("Reviews") }
}

struct PromoView: View {
    var body: some View { Text("Offer") }
}

struct CartStack: View {
    @State private var path: [CartRoute] = []
    var body: some View {
        NavigationStack(path: $path) {
            CartView()
                .navigationDestination(for: CartRoute.self) { route in
                    switch route {
                    case .checkout: CheckoutView()
                    case .payment: PaymentView()
                    }
                }
        }
    }
}

struct CartView: View {
    var body: some View {
        NavigationLink(value: CartRoute.checkout) { Text("Checkout") }
    }
}

struct CheckoutView: View {
    var body: some View {
        NavigationLink(value: CartRoute.payment) { Text("Pay") }
    }
}

struct PaymentView: View {
    var body: some View { Text("Paid") }
}
