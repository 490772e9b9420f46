import SwiftUI

// Each feature keeps its own optional destination, an enum named Route nested in its model,
// and presents or pushes it by item: the routes are each feature's, named after it where two
// features' cases share a name.

@Observable
final class InboxModel {
    var route: Route?

    enum Route: Hashable, Identifiable {
        case compose
        case detail(id: Int)

        var id: Self { self }
    }
}

struct InboxView: View {
    @State var model = InboxModel()

    var body: some View {
        List {
            Button("Compose") { model.route = .compose }
        }
        .sheet(item: $model.route) { route in
            switch route {
            case .compose: ComposeView()
            case .detail: Text("Detail")
            }
        }
    }
}

struct ComposeView: View {
    var body: some View { Text("Compose") }
}
