import ComposableArchitecture
import SwiftUI

// TCA 1.5 and later also scope a store binding by an unlabelled key path
// (`$store.scope(\.twoFactor, action: \.twoFactor)`), as its own examples do: the
// `@Presents` child feature it scopes to is pushed or presented as the labelled
// `state:` one is.
@main
struct LoginApp: App {
    var body: some Scene {
        WindowGroup { NavigationStack { LoginView(store: Store(initialState: Login.State()) { Login() }) } }
    }
}

@Reducer
struct Login {
    @ObservableState
    struct State {
        @Presents var alert: AlertState<Action.Alert>?
        @Presents var twoFactor: TwoFactor.State?
        @Presents var help: Help.State?
    }
    enum Action {
        case alert(PresentationAction<Alert>)
        case twoFactor(PresentationAction<TwoFactor.Action>)
        case help(PresentationAction<Help.Action>)
        enum Alert {}
    }
}

struct LoginView: View {
    @Bindable var store: StoreOf<Login>
    var body: some View {
        Form {
            Text("Log in")
        }
        .alert($store.scope(\.alert, action: \.alert))
        .navigationDestination(item: $store.scope(\.twoFactor, action: \.twoFactor)) { store in
            TwoFactorView(store: store)
        }
        .sheet(item: $store.scope(\.help, action: \.help)) { store in
            HelpView(store: store)
        }
    }
}

@Reducer struct TwoFactor { @ObservableState struct State {} }
@Reducer struct Help { @ObservableState struct State {} }
struct TwoFactorView: View { let store: StoreOf<TwoFactor>; var body: some View { Text("") } }
struct HelpView: View { let store: StoreOf<Help>; var body: some View { Text("") } }
