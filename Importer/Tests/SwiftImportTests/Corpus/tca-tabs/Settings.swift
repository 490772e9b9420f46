import ComposableArchitecture
import SwiftUI

@Reducer
struct SettingsFeature {
    @Reducer
    enum Path {
        case account(Account)
        case notifications
    }

    @ObservableState
    struct State {
        var path: StackState<Path.State> = []
    }
}

struct SettingsView: View {
    @Bindable var store: Store<SettingsFeature.State, SettingsFeature.Action>

    var body: some View {
        NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
            Form { Text("Settings") }
        } destination: { _ in
            EmptyView()
        }
    }
}

@Reducer struct Account {}
