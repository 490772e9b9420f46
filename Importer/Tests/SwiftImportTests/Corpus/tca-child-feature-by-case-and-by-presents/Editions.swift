import ComposableArchitecture
import SwiftUI

// One child feature presented two ways: as a case of the app's destination (`case
// selection(SelectionFeature)`, its view EditionSheet in the switch on the store's case), and
// by settings' own `@Presents var selection: SelectionFeature.State?` through a store scoped to
// it. One screen, so one route, the case's, not a second named after the view.
@main
struct RulesApp: App {
    var body: some Scene {
        WindowGroup { AppView(store: Store(initialState: AppFeature.State()) { AppFeature() }) }
    }
}

@Reducer
struct AppFeature {
    @Reducer
    enum Destination {
        case welcome(WelcomeFeature)
        case selection(SelectionFeature)
    }
    @ObservableState
    struct State {
        @Presents var destination: Destination.State?
        var settings = SettingsFeature.State()
    }
    enum Action {
        case destination(PresentationAction<Destination.Action>)
        case settings(SettingsFeature.Action)
    }
}

struct AppView: View {
    @Bindable var store: StoreOf<AppFeature>
    var body: some View {
        NavigationStack {
            SettingsView(store: store.scope(state: \.settings, action: \.settings))
        }
        .sheet(item: $store.scope(state: \.destination, action: \.destination)) { destinationStore in
            switch destinationStore.case {
            case let .welcome(store): WelcomeView(store: store)
            case let .selection(store): EditionSheet(store: store)
            }
        }
    }
}

@Reducer
struct SettingsFeature {
    @ObservableState
    struct State {
        @Presents var selection: SelectionFeature.State?
    }
    enum Action {
        case selection(PresentationAction<SelectionFeature.Action>)
    }
}

struct SettingsView: View {
    @Bindable var store: StoreOf<SettingsFeature>
    var body: some View {
        List { Text("Settings") }
            .sheet(item: $store.scope(state: \.selection, action: \.selection)) { selectionStore in
                EditionSheet(store: selectionStore)
            }
    }
}

@Reducer struct WelcomeFeature { @ObservableState struct State {} }
@Reducer struct SelectionFeature { @ObservableState struct State {} }
struct WelcomeView: View { let store: StoreOf<WelcomeFeature>; var body: some View { Text("") } }
struct EditionSheet: View { let store: StoreOf<SelectionFeature>; var body: some View { Text("") } }
