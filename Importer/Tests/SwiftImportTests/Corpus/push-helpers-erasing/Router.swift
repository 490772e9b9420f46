import SwiftUI

// A push helper that erases what it is given before appending it (path.append(AnyHashable(place))):
// its parameter is still what is pushed, and each call's case says which route.
enum Place: Hashable {
    case detail(id: Int)
    case settings
}

@Observable
final class Router {
    var path = NavigationPath()

    func go(to place: Place) { path.append(AnyHashable(place)) }
}

struct HomeView: View {
    @Environment(Router.self) private var router

    var body: some View {
        VStack {
            Button("Detail") { router.go(to: .detail(id: 1)) }
            Button("Settings") { router.go(to: .settings) }
        }
    }
}
