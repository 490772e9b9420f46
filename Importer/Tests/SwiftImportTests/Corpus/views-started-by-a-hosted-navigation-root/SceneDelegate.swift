import SwiftUI
import UIKit

// An app of UIKit's lifecycle whose window's root is a navigation controller around the
// SwiftUI view's host, made through a local. The app starts there, so a view that only a
// preview builds pushes nothing of the app's.
class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let host = UIHostingController(rootView: ContentView())
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UINavigationController(rootViewController: host)
        self.window = window
        window.makeKeyAndVisible()
    }
}

struct ContentView: View {
    var body: some View {
        List {
            NavigationLink(destination: StationView()) { Text("Central") }
        }
    }
}

struct MapSketch: View {
    var body: some View {
        NavigationLink(destination: LineView()) { Text("Line 1") }
    }
}

struct MapSketch_Previews: PreviewProvider {
    static var previews: some View { MapSketch() }
}

struct StationView: View { var body: some View { Text("Central") } }
struct LineView: View { var body: some View { Text("Line 1") } }
