import SwiftUI
import SwiftUINavigation

@Observable
final class InboxModel {
    enum Route {
        case message(Int)
        case attachment(String)
        case compose
        case undoToast
    }

    var route: Route?
}

struct InboxView: View {
    @Bindable var model: InboxModel

    var body: some View {
        List {
            // A row the root builds: what it pushes is pushed in the inbox tab too.
            MessageRow(model: model)
        }
        .navigationDestination(unwrapping: $model.route, case: \.attachment) { $name in
            AttachmentView(name: name)
        }
        .sheet(unwrapping: $model.route, case: \.compose) { _ in
            ComposeView()
        }
        .toast(unwrapping: $model.route, case: \.undoToast)
    }
}

struct MessageRow: View {
    @Bindable var model: InboxModel

    var body: some View {
        Text("A message")
            .background(
                NavigationLink(unwrapping: $model.route, case: \.message) { $id in
                    MessageView(id: id)
                }
            )
    }
}
