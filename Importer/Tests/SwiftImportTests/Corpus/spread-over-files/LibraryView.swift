import SwiftUI

struct LibraryView: View {
    @State private var path: [Library.Route] = []

    var body: some View {
        NavigationStack(path: $path) {
            ShelfView()
                .navigationDestination(for: Library.Route.self) { route in RouteScreen(route: route) }
                .navigationDestination(for: PagedDestination<String>.self) { _ in PageView() }
        }
    }
}
