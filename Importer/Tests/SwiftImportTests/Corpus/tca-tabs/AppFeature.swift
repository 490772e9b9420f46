import ComposableArchitecture
import SwiftUI

@Reducer
struct AppFeature {
    enum Tab { case contacts, settings }

    @ObservableState
    struct State {
        var tab = Tab.contacts
        var contacts = ContactsFeature.State()
        var settings = SettingsFeature.State()
    }

    enum Action {
        case tabSelected(Tab)
        case contacts(ContactsFeature.Action)
        case settings(SettingsFeature.Action)
    }
}

struct AppView: View {
    @Bindable var store: StoreOf<AppFeature>

    var body: some View {
        TabView(selection: $store.tab.sending(\.tabSelected)) {
            ContactsView(store: store.scope(state: \.contacts, action: \.contacts))
                .tabItem { Text("Contacts") }
                .tag(AppFeature.Tab.contacts)
            SettingsView(store: store.scope(state: \.settings, action: \.settings))
                .tabItem { Text("Settings") }
                .tag(AppFeature.Tab.settings)
        }
    }
}
