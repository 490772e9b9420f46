import SwiftUI
import Observation

// One route enum a router both pushes (its path) and presents (its sheet): its cases are
// pushed routes, which a sheet may present as well, not routes that are only presented.
@main
struct TravelApp: App {
    @State private var router = TravelRouter()
    var body: some Scene {
        WindowGroup {
            TripsView().environment(router)
        }
    }
}

enum TravelRoute: Hashable, Identifiable {
    case trip(id: Int)
    case addTrip
    var id: Self { self }
}

@Observable
final class TravelRouter {
    var path: [TravelRoute] = []
    var sheet: TravelRoute?
}

struct TripsView: View {
    @Environment(TravelRouter.self) private var router
    var body: some View {
        @Bindable var router = router
        NavigationStack(path: $router.path) {
            List {
                Button("Lisbon") { router.path.append(.trip(id: 1)) }
                Button("New trip") { router.sheet = .addTrip }
            }
            .navigationDestination(for: TravelRoute.self) { route in screen(route) }
        }
        .sheet(item: $router.sheet) { route in screen(route) }
    }

    @ViewBuilder
    private func screen(_ route: TravelRoute) -> some View {
        switch route {
        case .trip: TripView()
        case .addTrip: TripEditor()
        }
    }
}

struct TripView: View { var body: some View { Text("Trip") } }
struct TripEditor: View { var body: some View { Text("New trip") } }
