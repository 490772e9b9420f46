import SwiftUI

// A Redux/Flux-like store: presenting is an action dispatched to the store, and the sheet's
// flag is a binding the store builds from a selector and two actions, given to the project's
// own wrapper of .sheet(isPresented:) (a ViewModifier, so that tests can inspect it).
struct RootView: View {
    @ObservedObject var store: Store<AppState>

    var body: some View {
        NavigationView {
            TodoList()
                .toolbar {
                    Button("Add") { store.dispatch(action: NavigationActions.showAddSheet()) }
                }
        }
        .inspectableSheet(isPresented: store.binding(get: NavigationSelectors.showsAddSheet,
                                                     enable: NavigationActions.showAddSheet,
                                                     disable: NavigationActions.hideAddSheet)) {
            AddTodoView()
        }
        .inspectableSheet(isPresented: Binding(get: { store.state.showsHelp }, set: { _ in store.dispatch(action: NavigationActions.hideHelp()) })) {
            HelpView()
        }
    }
}

extension View {
    func inspectableSheet<Sheet: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                       @ViewBuilder content: @escaping () -> Sheet) -> some View {
        modifier(InspectableSheet(isPresented: isPresented, onDismiss: onDismiss, popupBuilder: content))
    }
}

struct InspectableSheet<Sheet: View>: ViewModifier {
    let isPresented: Binding<Bool>
    let onDismiss: (() -> Void)?
    let popupBuilder: () -> Sheet

    func body(content: Content) -> some View {
        content.sheet(isPresented: isPresented, onDismiss: onDismiss, content: popupBuilder)
    }
}
