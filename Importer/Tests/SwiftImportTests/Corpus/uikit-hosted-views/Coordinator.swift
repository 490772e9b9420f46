import SwiftUI
import UIKit

// A UIKit coordinator that shows SwiftUI screens in hosting controllers: each pushed or
// presented one is a route (a cover when made full-screen), also through a local holding
// the controller; the stack's root, set by setViewControllers, is none.
final class AppCoordinator {
    let navigationController: UINavigationController
    init(navigationController: UINavigationController) { self.navigationController = navigationController }

    func start() {
        let home = UIHostingController(rootView: HomeView(coordinator: self))
        navigationController.setViewControllers([home], animated: false)
    }

    func showDetail(id: Int) {
        let controller = UIHostingController(rootView: DetailView(id: id))
        navigationController.pushViewController(controller, animated: true)
    }

    func showSettings() {
        navigationController.pushViewController(UIHostingController(rootView: SettingsView()), animated: true)
    }

    func showLogin() {
        let login = UIHostingController(rootView: LoginView())
        login.modalPresentationStyle = .fullScreen
        navigationController.present(login, animated: true)
    }

    func showHelp() {
        navigationController.present(UIHostingController(rootView: HelpView()), animated: true)
    }
}

struct HomeView: View {
    let coordinator: AppCoordinator
    var body: some View {
        List {
            Button("Detail") { coordinator.showDetail(id: 1) }
            Button("Settings") { coordinator.showSettings() }
            Button("Login") { coordinator.showLogin() }
            Button("Help") { coordinator.showHelp() }
        }
    }
}
struct DetailView: View { let id: Int; var body: some View { Text("") } }
struct SettingsView: View { var body: some View { Text("") } }
struct LoginView: View { var body: some View { Text("") } }
struct HelpView: View { var body: some View { Text("") } }

final class AboutViewController: UIViewController {
    func showCredits() {
        present(UIHostingController(rootView: CreditsView()), animated: true)
    }
}

struct CreditsView: View { var body: some View { Text("") } }
