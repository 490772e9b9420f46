import ComposableArchitecture
import SwiftUI

// Several TCA features present the same child feature under one case name (the list's and
// an entry's `edit(EditFeature)`, the browser's and the scratch pad's `settings`, one written
// as a `@Reducer enum Sheet`, the other, as TCA wrote it before 1.8, as a `@Reducer struct
// Sheet` around `enum State { case settings(SettingsFeature.State) }`): one screen, so one
// route each. A case of that name showing another screen (the encounter's own `settings`,
// its view EncounterSettingsView) is a route of its own, named after its feature, not after
// the enum's generic name (`Sheet`, `State`).
@main
struct LibraryApp: App {
    var body: some Scene {
        WindowGroup { BrowserView(store: Store(initialState: BrowserFeature.State()) { BrowserFeature() }) }
    }
}

@Reducer
struct BrowserFeature {
    @Reducer
    enum Sheet {
        case settings(SettingsFeature)
        case edit(EditFeature)
    }
    @ObservableState
    struct State {
        @Presents var sheet: Sheet.State?
        var scratchPad = ScratchPadFeature.State()
    }
    enum Action {
        case sheet(PresentationAction<Sheet.Action>)
        case scratchPad(ScratchPadFeature.Action)
    }
    var body: some ReducerOf<Self> {
        Reduce { _, _ in .none }.ifLet(\.$sheet, action: \.sheet)
    }
}

struct BrowserView: View {
    @Bindable var store: StoreOf<BrowserFeature>
    var body: some View {
        NavigationStack {
            ScratchPadView(store: store.scope(state: \.scratchPad, action: \.scratchPad))
                .sheet(item: $store.scope(state: \.sheet, action: \.sheet)) { sheetStore in
                    switch sheetStore.case {
                    case let .settings(store): SettingsView(store: store)
                    case let .edit(store): EditView(store: store)
                    }
                }
        }
    }
}

@Reducer
struct ScratchPadFeature {
    @Reducer
    struct Sheet {
        @ObservableState
        @CasePathable
        enum State {
            case settings(SettingsFeature.State)
            case edit(EditFeature.State)
        }
        @CasePathable
        enum Action {
            case settings(SettingsFeature.Action)
            case edit(EditFeature.Action)
        }
        var body: some ReducerOf<Self> {
            Scope(state: \.settings, action: \.settings) { SettingsFeature() }
            Scope(state: \.edit, action: \.edit) { EditFeature() }
        }
    }
    @ObservableState
    struct State {
        @Presents var sheet: Sheet.State?
        var encounter = EncounterFeature.State()
    }
    enum Action {
        case sheet(PresentationAction<Sheet.Action>)
        case encounter(EncounterFeature.Action)
    }
}

struct ScratchPadView: View {
    @Bindable var store: StoreOf<ScratchPadFeature>
    var body: some View {
        EncounterView(store: store.scope(state: \.encounter, action: \.encounter))
            .sheet(item: $store.scope(state: \.sheet, action: \.sheet)) { sheetStore in
                if let store = sheetStore.scope(state: \.settings, action: \.settings) {
                    SettingsView(store: store)
                }
            }
    }
}

@Reducer
struct EncounterFeature {
    @Reducer
    struct Sheet {
        @ObservableState
        @CasePathable
        enum State {
            case settings
        }
        @CasePathable
        enum Action {
            case settings(Never)
        }
    }
    @ObservableState
    struct State {
        @Presents var sheet: Sheet.State?
    }
    enum Action {
        case sheet(PresentationAction<Sheet.Action>)
    }
}

struct EncounterView: View {
    @Bindable var store: StoreOf<EncounterFeature>
    var body: some View {
        Text("Encounter")
            .sheet(item: $store.scope(state: \.sheet, action: \.sheet)) { _ in
                EncounterSettingsView()
            }
    }
}

@Reducer struct SettingsFeature { @ObservableState struct State {} }
@Reducer struct EditFeature { @ObservableState struct State {} }
struct SettingsView: View { let store: StoreOf<SettingsFeature>; var body: some View { Text("") } }
struct EditView: View { let store: StoreOf<EditFeature>; var body: some View { Text("") } }
struct EncounterSettingsView: View { var body: some View { Text("") } }
