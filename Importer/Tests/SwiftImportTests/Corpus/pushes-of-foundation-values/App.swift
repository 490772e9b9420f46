import SwiftUI

// Values of Foundation's and the standard library's types made in place are of those types:
// a push of one is read through a destination for its type, else listed with the type.

enum Route: Hashable {
    case home
}

@main
struct LogApp: App {
    @State private var path = NavigationPath()

    var body: some Scene {
        WindowGroup {
            NavigationStack(path: $path) {
                VStack {
                    Button("New") { path.append(UUID()) }
                    Button("Today") { path.append(Date.now) }
                    Button("Now") { path.append(Date()) }
                    Button("Site") { path.append(URL(string: "https://example.com")!) }
                    Button("Home") { path.append(Route.home) }
                    NavigationLink("Epoch", value: Date.distantPast)
                    Button("Lucky") { path.append(Int.random(in: 1...9)) }
                }
                .navigationDestination(for: Route.self) { route in Text("\(route)") }
                .navigationDestination(for: Date.self) { date in Text(date, style: .date) }
            }
        }
    }
}
