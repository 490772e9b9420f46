import SwiftUI

// The sheet is bound to the store's state through a Binding the view builds: reading the
// state, dismissing by dispatch. Its item is the enum the binding holds, so its cases are the
// routes, as for `.sheet(item: $modal)`; the views each case shows are not routes of their own.
struct FeedView: View {
    @EnvironmentObject var store: Store

    var body: some View {
        let modal: Binding<Modal?> = Binding(
            get: { store.state.presented },
            set: { _ in store.dispatch(.dismiss) })

        NavigationStack {
            List {
                Button("New post") { store.dispatch(.present(.newPost)) }
                Button("Account") { store.dispatch(.present(.account(userID: 1))) }
            }
        }
        .sheet(item: modal) { modal in
            switch modal {
            case .newPost: ComposerView()
            case .account(let userID): AccountSettingsView(userID: userID)
            }
        }
    }
}

struct ComposerView: View {
    var body: some View { Text("Compose") }
}

struct AccountSettingsView: View {
    let userID: Int
    var body: some View { Text("Account \(userID)") }
}
