import SwiftUI

// The app's tab bar is shown by a "get started" page's link, after a welcome: the flow's
// pages are routes beside the tabs, and the TabView is the app's tabs.
@main
struct GroceryApp: App {
    var body: some Scene {
        WindowGroup { WelcomeView() }
    }
}

struct WelcomeView: View {
    var body: some View {
        NavigationStack {
            VStack(spacing: 16) {
                Text("Fresh food, fast")
                NavigationLink("Get started") { GetStartedView() }
                NavigationLink("Terms") { TermsView() }
            }
        }
    }
}

struct TermsView: View {
    var body: some View { Text("Terms of use") }
}

struct GetStartedView: View {
    var body: some View {
        NavigationLink { StoreTabView() } label: { Text("Create my account") }
            .navigationBarBackButtonHidden()
    }
}

struct StoreTabView: View {
    var body: some View {
        TabView {
            AislesView().tabItem { Label("Aisles", systemImage: "cart") }
            BasketView().tabItem { Label("Basket", systemImage: "basket") }
        }
    }
}

struct AislesView: View {
    var body: some View {
        NavigationStack {
            List { NavigationLink("Fruit") { ProduceView() } }
        }
    }
}

struct ProduceView: View {
    var body: some View { Text("Apples") }
}

struct BasketView: View {
    @State private var paying = false
    var body: some View {
        NavigationStack {
            Button("Pay") { paying = true }
        }
        .sheet(isPresented: $paying) { PaymentView() }
    }
}

struct PaymentView: View {
    var body: some View { Text("Card") }
}
