import ComposableArchitecture
import SwiftUI

// A TCA destination shown both ways: one case through a store scoped to it
// (`.sheet(item: $store.scope(state: \.destination?.share, ...))`), the others by a sheet
// over the whole destination that switches on its store's case. The enum is not read case by
// case, as if only the share sheet were a screen: every case is a route.
@main
struct LibraryApp: App {
    var body: some Scene {
        WindowGroup { LibraryView(store: Store(initialState: LibraryFeature.State()) { LibraryFeature() }) }
    }
}

@Reducer
struct LibraryFeature {
    @Reducer
    enum Destination {
        case share(ShareFeature)
        case groups(GroupsFeature)
        case history(HistoryFeature)
    }
    @ObservableState
    struct State {
        @Presents var destination: Destination.State?
    }
    enum Action {
        case destination(PresentationAction<Destination.Action>)
    }
}

struct LibraryView: View {
    @Bindable var store: StoreOf<LibraryFeature>
    var body: some View {
        NavigationStack {
            List { Text("Books") }
                .sheet(item: $store.scope(state: \.destination?.share, action: \.destination.share)) { store in
                    ShareView(store: store)
                }
        }
        .sheet(item: $store.scope(state: \.destination, action: \.destination)) { destinationStore in
            switch destinationStore.case {
            case let .groups(store): GroupsView(store: store)
            case let .history(store): HistoryView(store: store)
            case .share: EmptyView()
            }
        }
    }
}

@Reducer struct ShareFeature { @ObservableState struct State {} }
@Reducer struct GroupsFeature { @ObservableState struct State {} }
@Reducer struct HistoryFeature { @ObservableState struct State {} }
struct ShareView: View { let store: StoreOf<ShareFeature>; var body: some View { Text("") } }
struct GroupsView: View { let store: StoreOf<GroupsFeature>; var body: some View { Text("") } }
struct HistoryView: View { let store: StoreOf<HistoryFeature>; var body: some View { Text("") } }
