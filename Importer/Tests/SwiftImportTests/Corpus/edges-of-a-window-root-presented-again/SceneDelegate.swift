import SwiftUI
import UIKit

// UIKit's lifecycle: the scene delegate hosts the catalogue, a NavigationView whose rows push
// its pages by view. The about page shows the catalogue again in a sheet, so the catalogue
// is also a route's screen; the window still starts from it, and its rows are the root's taps.
class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UIHostingController(rootView: CatalogView())
        self.window = window
        window.makeKeyAndVisible()
    }
}

struct CatalogView: View {
    var body: some View {
        NavigationView {
            List {
                NavigationLink(destination: ColoursPage()) { Text("Colours") }
                NavigationLink(destination: ShapesPage()) { Text("Shapes") }
                NavigationLink(destination: AboutPage()) { Text("About") }
            }
            .navigationBarTitle(Text("Catalogue"))
        }
    }
}

struct ColoursPage: View {
    var body: some View { Color.orange }
}

struct ShapesPage: View {
    var body: some View {
        NavigationLink(destination: ColoursPage()) { Circle() }
    }
}

struct AboutPage: View {
    @State private var showsCatalog = false

    var body: some View {
        Button("Browse again") { showsCatalog = true }
            .sheet(isPresented: $showsCatalog) { CatalogView() }
    }
}
