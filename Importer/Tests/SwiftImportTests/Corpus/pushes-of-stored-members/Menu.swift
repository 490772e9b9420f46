import SwiftUI

// A menu whose items each hold the route they open, in a stored property: appending an
// item's route pushes a route of that type, as a computed property's cases would.
@main
struct GardenApp: App {
    var body: some Scene {
        WindowGroup { GardenMenu() }
    }
}

enum GardenRoute: Hashable { case plants, calendar, tools }

struct MenuEntry: Identifiable {
    let id = UUID()
    let title: String
    let route: GardenRoute
}

struct GardenMenu: View {
    @State private var path: [GardenRoute] = []
    private let entries: [MenuEntry] = [
        MenuEntry(title: "Plants", route: .plants),
        MenuEntry(title: "Calendar", route: .calendar),
        MenuEntry(title: "Tools", route: .tools),
    ]

    var body: some View {
        NavigationStack(path: $path) {
            List(entries) { entry in
                Button(entry.title) { path.append(entry.route) }
            }
            .navigationDestination(for: GardenRoute.self) { route in
                Text("\(String(describing: route))")
            }
        }
    }
}
