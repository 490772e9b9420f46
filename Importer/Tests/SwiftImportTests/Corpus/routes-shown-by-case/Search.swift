import SwiftUI
import SwiftUINavigation

// A second feature, its own `Route` of the same name: its detail and filters show the views
// the feed's do, so they are the same screens.
@Observable
final class SearchModel {
    enum Route {
        case detail(String)
        case filters
        case help
    }

    var route: Route?
}

struct SearchView: View {
    @Bindable var model: SearchModel

    var body: some View {
        List {
            Text("Results")
        }
        .navigationDestination(unwrapping: $model.route, case: \.detail) { $id in
            ItemView(id: id)
        }
        .sheet(unwrapping: $model.route, case: \.filters) { _ in
            FiltersView()
        }
        .sheet(unwrapping: $model.route, case: \.help) { _ in
            let topic = "search"
            HelpView(topic: topic)
        }
    }
}
