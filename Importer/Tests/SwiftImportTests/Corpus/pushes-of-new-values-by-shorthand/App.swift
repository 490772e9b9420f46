import SwiftUI

// `onChange(of:)` gives its closure the old value and the new, both of the type it observes:
// a push of the second by its shorthand name (`$1`) is of that type, as one of `new` is.
enum Route: Hashable { case detail, settings }

@main
struct WatchApp: App {
    var body: some Scene { WindowGroup { ContentView() } }
}

struct ContentView: View {
    @State private var path = NavigationPath()
    @State private var picked: Route = .detail
    @State private var chosen = Route.settings

    var body: some View {
        NavigationStack(path: $path) {
            Text("Home")
                .navigationDestination(for: Route.self) { _ in Text("Route") }
        }
        .onChange(of: picked) { path.append($1) }
        .onChange(of: chosen) { old, new in path.append(new) }
    }
}
