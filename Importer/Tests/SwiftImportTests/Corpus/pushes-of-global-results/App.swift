import SwiftUI

// A value a global function, a global's method or a shared instance's method returns is of
// its declared result: `makeRoute()`, `links.route(for: url)`, `Links.shared.route(for:
// url)`. `Links.shared` is a value, not a type.
enum Route: Hashable {
    case start
    case article(slug: String)
}

func makeRoute() -> Route { .start }

final class Links {
    static let shared = Links()

    func route(for url: URL) -> Route { .article(slug: url.lastPathComponent) }
}

let links = Links()

@main
struct ReaderApp: App {
    @State private var path = NavigationPath()

    var body: some Scene {
        WindowGroup {
            NavigationStack(path: $path) {
                Button("Start") { path.append(makeRoute()) }
                    .onOpenURL { url in path.append(Links.shared.route(for: url)) }
                    .onContinueUserActivity("open") { activity in path.append(links.route(for: activity.webpageURL!)) }
                    .navigationDestination(for: Route.self) { route in Text("\(route)") }
            }
        }
    }
}
