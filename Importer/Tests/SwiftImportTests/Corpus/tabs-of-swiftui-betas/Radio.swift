import SwiftUI
import UIKit

// Written for SwiftUI's first betas (2019): the tab bar is a TabbedView (TabView's first
// name), each tab's item set by .tabItemLabel(Text(...)), given the view and not a closure,
// and tagged by a number. The stations tab pushes a station by NavigationButton(destination:).
class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = UIHostingController(rootView: RadioView())
        self.window = window
        window.makeKeyAndVisible()
    }
}

struct RadioView: View {
    @State private var selection = 0

    var body: some View {
        TabbedView(selection: $selection) {
            StationsView()
                .tabItemLabel(Text("On Air"))
                .tag(0)
            PodcastsView()
                .tabItemLabel(Text("Podcasts"))
                .tag(1)
        }
    }
}

struct StationsView: View {
    var body: some View {
        NavigationView {
            List {
                NavigationButton(destination: StationView()) { Text("Jazz FM") }
            }
        }
    }
}

struct PodcastsView: View { var body: some View { Text("Podcasts") } }
struct StationView: View { var body: some View { Text("Jazz FM") } }
