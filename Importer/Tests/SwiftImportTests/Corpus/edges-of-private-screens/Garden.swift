import SwiftUI

// A destination that builds a file's private views: their taps are their routes' edges,
// as a public view's are (the view graph names a private view by its file).
enum Route: Hashable {
    case beds
    case plant(name: String)
}

@main
struct GardenApp: App {
    var body: some Scene {
        WindowGroup { GardenView() }
    }
}

struct GardenView: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Beds", value: Route.beds)
                .navigationDestination(for: Route.self) { route in
                    switch route {
                    case .beds: BedsView()
                    case .plant(let name): PlantView(name: name)
                    }
                }
        }
    }
}

private struct BedsView: View {
    var body: some View {
        NavigationLink("Rose", value: Route.plant(name: "Rose"))
    }
}

private struct PlantView: View {
    let name: String
    var body: some View { Text(name) }
}
