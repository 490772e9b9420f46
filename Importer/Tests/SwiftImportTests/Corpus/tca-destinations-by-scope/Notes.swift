import ComposableArchitecture
import SwiftUI

@main
struct NotesApp: App {
    var body: some Scene {
        WindowGroup { AppView(store: Store(initialState: AppFeature.State()) { AppFeature() }) }
    }
}

@Reducer
struct AppFeature {
    @Reducer
    enum Path {
        case detail(NoteDetailFeature)
        case settings(SettingsFeature)
    }
    @Reducer
    enum Destination {
        case addNote(AddNoteFeature)
        case share(ShareFeature)
        case history(HistoryFeature)
        case alert(AlertState<Never>)
    }
    @ObservableState
    struct State {
        var path = StackState<Path.State>()
        @Presents var destination: Destination.State?
    }
    enum Action {
        case path(StackActionOf<Path>)
        case destination(PresentationAction<Destination.Action>)
    }
    var body: some ReducerOf<Self> {
        Reduce { _, _ in .none }
            .forEach(\.path, action: \.path)
            .ifLet(\.$destination, action: \.destination)
    }
}

// TCA's @Presents destination, each case shown through a store scoped to it: a sheet, a
// full-screen cover, or a drill-down by .navigationDestination(item:), as each call says;
// the alert is no route.
struct AppView: View {
    @Bindable var store: StoreOf<AppFeature>
    var body: some View {
        NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
            List {
                NavigationLink(state: AppFeature.Path.State.detail(NoteDetailFeature.State())) { Text("Note") }
                NavigationLink(state: AppFeature.Path.State.settings(SettingsFeature.State())) { Text("Settings") }
            }
            .sheet(item: $store.scope(state: \.destination?.addNote, action: \.destination.addNote)) { store in
                AddNoteView(store: store)
            }
            .fullScreenCover(item: $store.scope(state: \.destination?.share, action: \.destination.share)) { store in
                ShareView(store: store)
            }
            .navigationDestination(item: $store.scope(state: \.destination?.history, action: \.destination.history)) { store in
                HistoryView(store: store)
            }
            .alert($store.scope(state: \.destination?.alert, action: \.destination.alert))
        } destination: { store in
            switch store.case {
            case let .detail(store): NoteDetailView(store: store)
            case let .settings(store): SettingsView(store: store)
            }
        }
    }
}
@Reducer struct NoteDetailFeature { @ObservableState struct State {} }
@Reducer struct SettingsFeature { @ObservableState struct State {} }
@Reducer struct AddNoteFeature { @ObservableState struct State {} }
@Reducer struct ShareFeature { @ObservableState struct State {} }
@Reducer struct HistoryFeature { @ObservableState struct State {} }
struct NoteDetailView: View { let store: StoreOf<NoteDetailFeature>; var body: some View { Text("") } }
struct SettingsView: View { let store: StoreOf<SettingsFeature>; var body: some View { Text("") } }
struct AddNoteView: View { let store: StoreOf<AddNoteFeature>; var body: some View { Text("") } }
struct HistoryView: View { let store: StoreOf<HistoryFeature>; var body: some View { Text("") } }
struct ShareView: View { let store: StoreOf<ShareFeature>; var body: some View { Text("") } }
