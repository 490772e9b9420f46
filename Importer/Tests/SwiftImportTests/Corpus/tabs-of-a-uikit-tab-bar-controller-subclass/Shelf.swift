import SwiftUI
import UIKit

// A UITabBarController subclass setting its own view controllers, each hosting a SwiftUI
// screen with no title set: each is a tab named after the view it hosts, as a tab item with
// an icon alone is.
class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = ShelfTabBarController()
        self.window = window
        window.makeKeyAndVisible()
    }
}

final class ShelfTabBarController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        setViewControllers([UIHostingController(rootView: ShelfView()), UIHostingController(rootView: ProfileView())], animated: false)
    }
}

struct ShelfView: View {
    var body: some View {
        NavigationView {
            NavigationLink(destination: ShelfDetailView()) { Text("Shelf") }
        }
    }
}

struct ProfileView: View { var body: some View { Text("Profile") } }
struct ShelfDetailView: View { var body: some View { Text("Shelf detail") } }
