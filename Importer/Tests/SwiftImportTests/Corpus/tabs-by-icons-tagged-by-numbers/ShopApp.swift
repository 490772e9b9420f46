import SwiftUI

// A tab bar of icons without titles, each item tagged by a number and showing a filled icon
// when selected: each tab is named after the view its item is set on, as an untagged one is.
@main
struct ShopApp: App {
    var body: some Scene {
        WindowGroup { RootView() }
    }
}

struct RootView: View {
    @State private var selected = 0

    var body: some View {
        TabView(selection: $selected) {
            StoreView()
                .tabItem {
                    selected == 0 ? Image(systemName: "bag.fill") : Image(systemName: "bag")
                }
                .tag(0)
            CartView()
                .tabItem { Image(systemName: "cart") }
                .tag(1)
        }
    }
}

struct StoreView: View {
    var body: some View {
        NavigationView {
            NavigationLink(destination: ProductView()) { Text("Product") }
        }
    }
}

struct CartView: View {
    var body: some View { Text("Cart") }
}

struct ProductView: View {
    var body: some View { Text("Product") }
}
