import SwiftUI
import SwiftUINavigation

@Observable
final class PeopleModel {
    enum Route {
        case person(String)
        case attachment(String)
    }

    var route: Route?
}

struct PeopleView: View {
    @Bindable var model: PeopleModel

    var body: some View {
        List {
            Text("People")
        }
        .navigationDestination(unwrapping: $model.route, case: \.person) { $name in
            PersonView(name: name)
        }
        // The attachment the inbox pushes too: one route, pushed from both tabs, the app's.
        .navigationDestination(unwrapping: $model.route, case: \.attachment) { $name in
            AttachmentView(name: name)
        }
    }
}
