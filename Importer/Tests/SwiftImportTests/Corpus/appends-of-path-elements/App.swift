import SwiftUI

// A value appended to a typed path is of the path's element type, whatever binds it: the
// closure given to the environment's callback says nothing of `route`, but `routes` takes
// only a `Screen`. An array no NavigationStack is given, of a type no destination takes, is
// no navigation path, whatever its name or what is appended (`history`); a NavigationPath's element type is not said, so an
// append of a value nothing types stays listed.
enum Screen: Hashable {
    case forecast(city: String)
    case settings
}

struct Navigate {
    let callback: (Screen) -> Void
}

private struct NavigateKey: EnvironmentKey {
    static let defaultValue = Navigate(callback: { _ in })
}

extension EnvironmentValues {
    var navigate: Navigate {
        get { self[NavigateKey.self] }
        set { self[NavigateKey.self] = newValue }
    }
}

@main
struct WeatherApp: App {
    @State var routes: [Screen] = []
    @State var recentStack: [Date] = []
    @State var history: [String] = []
    @State var sparePath = NavigationPath()
    let ticks = Timer.publish(every: 60, on: .main, in: .common).autoconnect()

    var body: some Scene {
        WindowGroup {
            NavigationStack(path: $routes) {
                Home()
                    .environment(\.navigate, Navigate(callback: { route in
                        self.routes.append(route)
                    }))
                    .onReceive(ticks) { stamp in recentStack.append(stamp) }
                    .onReceive(ticks) { stamp in sparePath.append(stamp) }
                    .onAppear { history.append("opened") }
                    .navigationDestination(for: Screen.self) { screen in
                        Text("\(screen)")
                    }
            }
        }
    }
}

struct Home: View {
    @Environment(\.navigate) var navigate

    var body: some View {
        Button("Settings") { navigate.callback(.settings) }
    }
}
