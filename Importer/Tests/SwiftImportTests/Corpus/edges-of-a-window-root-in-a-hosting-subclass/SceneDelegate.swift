import SwiftUI
import UIKit

// The window's root is the project's own hosting controller (a subclass kept for the status
// bar's style), given the SwiftUI view to show as any hosting controller is: the scene
// delegate is where the app's views start, and the view it hosts is the root of `tab main`.
final class LightHostingController: UIHostingController<AnyView> {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
}

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = LightHostingController(rootView: AnyView(GardenView()))
        self.window = window
        window.makeKeyAndVisible()
    }
}

struct GardenView: View {
    var body: some View {
        NavigationView {
            List {
                NavigationLink(destination: BedsView()) { Text("Beds") }
                NavigationLink(destination: HarvestView()) { Text("Harvest") }
            }
        }
    }
}

struct BedsView: View {
    var body: some View {
        NavigationLink(destination: HarvestView()) { Text("What grew") }
    }
}

struct HarvestView: View {
    var body: some View { Text("Harvest") }
}
