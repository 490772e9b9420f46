import ComposableArchitecture
import SwiftUI

@main
struct InboxApp: App {
    var body: some Scene {
        WindowGroup { RootView(store: Store(initialState: Root.State()) { Root() }) }
    }
}

struct Root: Reducer {
    struct Path: Reducer {
        enum State: Equatable {
            case thread(Thread.State)
            case contact(Contact.State)
        }
        enum Action: Equatable {
            case thread(Thread.Action)
            case contact(Contact.Action)
        }
        var body: some ReducerOf<Self> {
            Scope(state: /State.thread, action: /Action.thread) { Thread() }
            Scope(state: /State.contact, action: /Action.contact) { Contact() }
        }
    }
    struct Destination: Reducer {
        enum State: Equatable {
            case compose(Compose.State)
            case profile(Contact.State)
            case alert(AlertState<Action.Alert>)
        }
        enum Action: Equatable {
            case compose(Compose.Action)
            case profile(Contact.Action)
            case alert(Alert)
            enum Alert: Equatable {}
        }
        var body: some ReducerOf<Self> {
            Scope(state: /State.compose, action: /Action.compose) { Compose() }
        }
    }
    struct State: Equatable {
        var path = StackState<Path.State>()
        @PresentationState var destination: Destination.State?
    }
    enum Action: Equatable {
        case path(StackAction<Path.State, Path.Action>)
        case destination(PresentationAction<Destination.Action>)
    }
    var body: some ReducerOf<Self> { EmptyReducer() }
}

// A destination's case shown as TCA wrote it before 1.7, by a store and a case path
// (`.navigationDestination(store: ..., state: /Root.Destination.State.profile, action: ...)`,
// `.sheet(store: ..., state: /Root.Destination.State.compose, ...)`): shown as the call says,
// so that profile is pushed and compose presented.
struct RootView: View {
    let store: StoreOf<Root>
    var body: some View {
        NavigationStackStore(store.scope(state: \.path, action: { .path($0) })) {
            List {
                NavigationLink(state: Root.Path.State.thread(Thread.State())) { Text("Thread") }
            }
            .sheet(store: store.scope(state: \.$destination, action: { .destination($0) }), state: /Root.Destination.State.compose, action: Root.Destination.Action.compose) { store in
                ComposeView(store: store)
            }
            .navigationDestination(store: store.scope(state: \.$destination, action: { .destination($0) }), state: /Root.Destination.State.profile, action: Root.Destination.Action.profile) { store in
                ContactView(store: store)
            }
        } destination: { state in
            switch state {
            case .thread:
                CaseLet(/Root.Path.State.thread, action: Root.Path.Action.thread, then: ThreadView.init(store:))
            case .contact:
                CaseLet(/Root.Path.State.contact, action: Root.Path.Action.contact, then: ContactView.init(store:))
            }
        }
    }
}
struct Thread: Reducer { struct State: Equatable {}; enum Action: Equatable {}; var body: some ReducerOf<Self> { EmptyReducer() } }
struct Contact: Reducer { struct State: Equatable {}; enum Action: Equatable {}; var body: some ReducerOf<Self> { EmptyReducer() } }
struct Compose: Reducer { struct State: Equatable {}; enum Action: Equatable {}; var body: some ReducerOf<Self> { EmptyReducer() } }
struct ThreadView: View { let store: StoreOf<Thread>; var body: some View { Text("") } }
struct ContactView: View { let store: StoreOf<Contact>; var body: some View { Text("") } }
struct ComposeView: View { let store: StoreOf<Compose>; var body: some View { Text("") } }
