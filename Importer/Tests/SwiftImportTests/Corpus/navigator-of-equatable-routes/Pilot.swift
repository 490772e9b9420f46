import SwiftUI
import UIPilot

// A navigation library whose routes need only be compared (UIPilot: `enum AppRoute:
// Equatable`, hosted by `UIPilotHost(pilot) { route in switch route { ... } }` and pushed by
// `pilot.push(.settings)`): an enum named *Route counts as one hashed does, and the case its
// navigator is made with, written with its enum (`UIPilot(initial: AppRoute.home)`), is the
// stack's root, not a route.
enum AppRoute: Equatable {
    case home
    case settings
    case article(id: Int)
}

@main
struct NewsApp: App {
    @StateObject var pilot = UIPilot(initial: AppRoute.home)

    var body: some Scene {
        WindowGroup {
            UIPilotHost(pilot) { route in
                switch route {
                case .home: HomeView()
                case .settings: SettingsView()
                case .article(let id): ArticleView(id: id)
                }
            }
        }
    }
}

struct HomeView: View {
    @EnvironmentObject var pilot: UIPilot<AppRoute>
    var body: some View {
        VStack {
            Button("Settings") { pilot.push(.settings) }
            Button("Article") { pilot.push(.article(id: 1)) }
        }
    }
}

struct SettingsView: View { var body: some View { Text("Settings") } }
struct ArticleView: View { let id: Int; var body: some View { Text("\(id)") } }
