import ComposableArchitecture
import SwiftUI

@Reducer
struct ContactsFeature {
    @Reducer
    enum Path {
        case detail(ContactDetail)
        case history(CallHistory)
    }

    @ObservableState
    struct State {
        var path = StackState<Path.State>()
    }
}

struct ContactsView: View {
    @Bindable var store: StoreOf<ContactsFeature>

    var body: some View {
        NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
            List { Text("Contacts") }
        } destination: { store in
            switch store.case {
            case .detail: Text("Detail")
            case .history: Text("History")
            }
        }
    }
}

@Reducer struct ContactDetail {}
@Reducer struct CallHistory {}
