import SwiftUI

// A route taken from the path and pushed again is one already pushed: read, no new route.
enum Route: Hashable {
    case detail(Int)
}

struct Root: View {
    @State private var path: [Route] = [.detail(1)]

    var body: some View {
        NavigationStack(path: $path) {
            List {
                Button("Again") { if let last = path.last { path.append(last) } }
                Button("First") { path.append(path[0]) }
                Button("Top") { path.append(path.first!) }
            }
            .navigationDestination(for: Route.self) { _ in Text("") }
        }
    }
}
