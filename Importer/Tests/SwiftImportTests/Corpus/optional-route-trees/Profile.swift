import SwiftUI

/// A feature whose view keeps its optional route itself.
struct ProfileView: View {
    enum Route: Hashable, Identifiable {
        case detail(id: Int)
        case avatar

        var id: Self { self }
    }

    @State private var route: Route?

    var body: some View {
        Button("Avatar") { route = .avatar }
            .fullScreenCover(item: $route) { route in
                Text("\(route)")
            }
    }
}
