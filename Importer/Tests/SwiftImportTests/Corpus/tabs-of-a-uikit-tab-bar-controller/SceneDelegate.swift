import SwiftUI
import UIKit

// An app of UIKit's lifecycle whose tabs are a UITabBarController's view controllers, each
// hosting a SwiftUI screen, alone or as a navigation controller's root, titled by the tab bar
// item set on it: each is a tab, named after its item's title.
class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let library = UINavigationController(rootViewController: UIHostingController(rootView: LibraryView()))
        library.tabBarItem = UITabBarItem(title: "Library", image: UIImage(systemName: "books.vertical"), tag: 0)
        let search = UIHostingController(rootView: SearchView())
        search.tabBarItem.title = "Search"
        let tabs = UITabBarController()
        tabs.viewControllers = [library, search]
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = tabs
        self.window = window
        window.makeKeyAndVisible()
    }
}

struct LibraryView: View {
    var body: some View {
        NavigationView {
            List {
                NavigationLink(destination: BookView()) { Text("Moby-Dick") }
            }
        }
    }
}

struct SearchView: View {
    @State private var showsFilters = false

    var body: some View {
        Button("Filters") { showsFilters = true }
            .sheet(isPresented: $showsFilters) { FiltersView() }
    }
}

struct BookView: View { var body: some View { Text("Call me Ishmael.") } }
struct FiltersView: View { var body: some View { Text("Filters") } }
