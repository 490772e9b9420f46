import SwiftUI

// An iOS target and a macOS target, each declaring the app's routes under one name, read
// together: Swift would refuse the pair, so the first is read and the other's extra cases are
// named in a note rather than left out unseen.
enum Route: Hashable {
    case list, detail(id: Int), profile
}

struct PhoneRoot: View {
    @State private var path: [Route] = []
    var body: some View {
        NavigationStack(path: $path) {
            Button("Open") { path.append(.detail(id: 1)) }
                .navigationDestination(for: Route.self) { route in
                    Text(String(describing: route))
                }
        }
    }
}
