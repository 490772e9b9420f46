import SwiftUI

@main
struct GardenApp: App {
    @State private var coordinator = GardenCoordinator()
    var body: some Scene {
        WindowGroup {
            NavigationStack(path: $coordinator.path) {
                coordinator.build(route: coordinator.rootRoute)
                    .navigationDestination(for: GardenCoordinator.Route.self) { route in
                        coordinator.build(route: route)
                    }
            }
            .environment(coordinator)
        }
    }
}

// A router that builds every screen from its case and starts its stack from the case a
// property of its own holds (`var rootRoute: Route = .beds`), as `coordinator.build(route:
// coordinator.rootRoute)` writes it: that case, which nothing pushes, is the root, not a
// route, as one written in place (`build(route: .beds)`) is.
@Observable
final class GardenCoordinator {
    enum Route: Hashable {
        case beds
        case bed(name: String)
        case planting
    }

    var path = NavigationPath()
    var rootRoute: Route = .beds

    func push(_ route: Route) { path.append(route) }

    @ViewBuilder
    func build(route: Route) -> some View {
        switch route {
        case .beds: BedsView()
        case .bed(let name): BedView(name: name)
        case .planting: PlantingView()
        }
    }
}

struct BedsView: View {
    @Environment(GardenCoordinator.self) private var coordinator
    var body: some View {
        Button("North bed") { coordinator.push(.bed(name: "North")) }
    }
}
struct BedView: View {
    let name: String
    @Environment(GardenCoordinator.self) private var coordinator
    var body: some View { Button("Plant") { coordinator.push(.planting) } }
}
struct PlantingView: View { var body: some View { Text("") } }
