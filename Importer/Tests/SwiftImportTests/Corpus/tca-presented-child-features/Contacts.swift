import ComposableArchitecture
import SwiftUI

// TCA's `@Presents` of one child feature's state, not of a destination enum
// (`@Presents var addContact: AddContactFeature.State?`), shown through a store scoped to it:
// `.sheet(item: $store.scope(state: \.addContact, action: \.addContact)) { AddContactView(store: $0) }`
// presents the view it builds, and `.navigationDestination(item: ...)` pushes it, as for an
// item. Beside them, the feature's destination enum shown through a switch on its store's
// case gives its cases, and no route of a view of theirs.
@main
struct ContactsApp: App {
    var body: some Scene {
        WindowGroup { ContactsView(store: Store(initialState: ContactsFeature.State()) { ContactsFeature() }) }
    }
}

@Reducer
struct ContactsFeature {
    @Reducer
    enum Destination {
        case share(ShareFeature)
        case groups(GroupsFeature)
    }
    @ObservableState
    struct State {
        @Presents var addContact: AddContactFeature.State?
        @Presents var history: HistoryFeature.State?
        @Presents var destination: Destination.State?
    }
    enum Action {
        case addContact(PresentationAction<AddContactFeature.Action>)
        case history(PresentationAction<HistoryFeature.Action>)
        case destination(PresentationAction<Destination.Action>)
    }
}

struct ContactsView: View {
    @Bindable var store: StoreOf<ContactsFeature>
    var body: some View {
        NavigationStack {
            List {
                Text("Contacts")
            }
            .sheet(item: $store.scope(state: \.addContact, action: \.addContact)) { addContactStore in
                NavigationStack {
                    AddContactView(store: addContactStore)
                }
            }
            .navigationDestination(item: $store.scope(state: \.history, action: \.history)) { store in
                HistoryView(store: store)
            }
            .sheet(item: $store.scope(state: \.destination, action: \.destination)) { destinationStore in
                switch destinationStore.case {
                case let .share(store): ShareView(store: store)
                case let .groups(store): GroupsView(store: store)
                }
            }
        }
    }
}

@Reducer struct AddContactFeature { @ObservableState struct State {} }
@Reducer struct HistoryFeature { @ObservableState struct State {} }
@Reducer struct ShareFeature { @ObservableState struct State {} }
@Reducer struct GroupsFeature { @ObservableState struct State {} }
struct AddContactView: View { let store: StoreOf<AddContactFeature>; var body: some View { Text("") } }
struct HistoryView: View { let store: StoreOf<HistoryFeature>; var body: some View { Text("") } }
struct ShareView: View { let store: StoreOf<ShareFeature>; var body: some View { Text("") } }
struct GroupsView: View { let store: StoreOf<GroupsFeature>; var body: some View { Text("") } }
