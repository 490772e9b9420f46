import ComposableArchitecture
import SwiftUI

// A TCA destination whose cases are each shown on their own: those that carry a feature
// through a store scoped to the case (`.navigationDestination(item: $store.scope(state:
// \.destination?.appearance, ...))`), those without a value by a flag bound through the
// destination (`.navigationDestination(isPresented: $store.destination.guide) { RulesView() }`):
// each is its case's route, pushed as the call says, not a route named after its view (the
// guide case shows RulesView). A case no call shows (`confirmationDialog`, set by nothing) is
// no screen.
@main
struct RidesApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                SettingsView(store: Store(initialState: SettingsFeature.State()) { SettingsFeature() })
            }
        }
    }
}

@Reducer
struct SettingsFeature {
    @Reducer
    enum Destination {
        case appearance(AppearanceFeature)
        case privacyZones(PrivacyZonesFeature)
        case guide
        case acknowledgements
        case confirmationDialog
    }
    @ObservableState
    struct State {
        @Presents var destination: Destination.State?
    }
    enum Action {
        case destination(PresentationAction<Destination.Action>)
    }
}

struct SettingsView: View {
    @Bindable var store: StoreOf<SettingsFeature>
    var body: some View {
        List {
            Text("Settings")
        }
        .navigationDestination(item: $store.scope(state: \.destination?.appearance, action: \.destination.appearance)) { store in
            AppearanceView(store: store)
        }
        .sheet(item: $store.scope(state: \.destination?.privacyZones, action: \.destination.privacyZones)) { store in
            PrivacyZonesView(store: store)
        }
        .navigationDestination(isPresented: $store.destination.guide) {
            RulesView()
        }
        .navigationDestination(isPresented: $store.destination.acknowledgements) {
            LicencesView()
        }
    }
}

@Reducer struct AppearanceFeature { @ObservableState struct State {} }
@Reducer struct PrivacyZonesFeature { @ObservableState struct State {} }
struct AppearanceView: View { let store: StoreOf<AppearanceFeature>; var body: some View { Text("") } }
struct PrivacyZonesView: View { let store: StoreOf<PrivacyZonesFeature>; var body: some View { Text("") } }
struct RulesView: View { var body: some View { Text("") } }
struct LicencesView: View { var body: some View { Text("") } }
