import SwiftUI

// An enum of routes that is itself a view (its body builds each case's screen), linked to
// without a value (`NavigationLink(destination: GarageRoute.car(id: 1))`) and presented by
// item (`.sheet(item: $route) { $0 }`): the link pushes that case's route, as
// `NavigationLink(value:)` would.
enum GarageRoute: View, Hashable, Identifiable {
    case cars
    case car(id: Int)

    var id: Self { self }

    var body: some View {
        switch self {
        case .cars: return AnyView(CarsView())
        case .car(let id): return AnyView(CarView(id: id))
        }
    }
}

@main
struct GarageApp: App {
    var body: some Scene {
        WindowGroup { GarageView() }
    }
}

struct GarageView: View {
    @State private var route: GarageRoute?

    var body: some View {
        NavigationView {
            VStack {
                NavigationLink("Cars", destination: GarageRoute.cars)
                NavigationLink(destination: GarageRoute.car(id: 1)) { Text("First car") }
                Button("Quick look") { route = .car(id: 2) }
            }
        }
        .sheet(item: $route) { $0 }
    }
}

struct CarsView: View { var body: some View { Text("") } }
struct CarView: View { let id: Int; var body: some View { Text("\(id)") } }
