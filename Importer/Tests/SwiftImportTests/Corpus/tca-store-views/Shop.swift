import ComposableArchitecture
import SwiftUI

@main
struct ShopApp: App {
    var body: some Scene {
        WindowGroup { NavigationView { ShopView(store: Store(initialState: ShopState(), reducer: shopReducer, environment: ())) } }
    }
}

// TCA before 1.0 shows a feature through its store: `IfLetStore(store.scope(...), then:
// CartView.init(store:))`, or a closure given the store. The screen is the view it is given
// to build, never IfLetStore itself; `WithViewStore` shows its content.
struct ShopView: View {
    let store: Store<ShopState, ShopAction>
    var body: some View {
        WithViewStore(store) { viewStore in
            List {
                NavigationLink(
                    destination: IfLetStore(store.scope(state: \.cart, action: ShopAction.cart), then: CartView.init(store:)),
                    isActive: viewStore.binding(get: \.isCartActive, send: ShopAction.setCart(isActive:))
                ) { Text("Cart") }
                NavigationLink(destination: IfLetStore(store.scope(state: \.profile, action: ShopAction.profile)) { profileStore in
                    ProfileView(store: profileStore)
                }) { Text("Profile") }
            }
            .sheet(isPresented: viewStore.binding(get: \.isCheckoutPresented, send: ShopAction.setCheckout)) {
                IfLetStore(store.scope(state: \.checkout, action: ShopAction.checkout), then: CheckoutView.init)
            }
        }
    }
}
struct CartView: View { let store: Store<CartState, CartAction>; var body: some View { Text("") } }
struct ProfileView: View { let store: Store<ProfileState, ProfileAction>; var body: some View { Text("") } }
struct CheckoutView: View { let store: Store<CheckoutState, CheckoutAction>; var body: some View { Text("") } }
