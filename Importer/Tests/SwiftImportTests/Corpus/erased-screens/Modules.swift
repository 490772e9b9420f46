import SwiftUI

enum HomeScreen: Screen {
    case start
    case profile(userID: Int)
    case settings
    case onboarding

    func view(_ coordinator: Coordinator) -> AnyView {
        switch self {
        case .start: AnyView(HomeView(flow: HomeFlow(coordinator: coordinator)))
        case .profile(let userID): AnyView(Text("User \(userID)"))
        case .settings: AnyView(SettingsView(flow: SettingsFlow(coordinator: coordinator)))
        case .onboarding: AnyView(Text("Welcome"))
        }
    }
}

enum SettingsScreen: Screen {
    case about
    case licences
    case debugMenu

    func view(_ coordinator: Coordinator) -> AnyView { AnyView(Text("\(self)")) }
}

final class HomeFlow {
    private let coordinator: Coordinator
    init(coordinator: Coordinator) { self.coordinator = coordinator }

    func showProfile(id: Int) { coordinator.push(HomeScreen.profile(userID: id)) }
    func showSettings() { coordinator.presentSheet(HomeScreen.settings) }
    func showOnboarding() { coordinator.presentFullScreenCover(HomeScreen.onboarding) }
}

final class SettingsFlow {
    private let coordinator: Coordinator
    init(coordinator: Coordinator) { self.coordinator = coordinator }

    func showAbout() { coordinator.push(SettingsScreen.about) }
    func showLicences() { coordinator.push(SettingsScreen.licences) }
    // Left from a debug build: nothing calls it.
    func showDebugMenu() { coordinator.push(SettingsScreen.debugMenu) }
}

struct HomeView: View {
    let flow: HomeFlow

    var body: some View {
        List {
            Button("Profile") { flow.showProfile(id: 1) }
            Button("Settings") { flow.showSettings() }
        }
        .onAppear { flow.showOnboarding() }
    }
}

struct SettingsView: View {
    let flow: SettingsFlow

    var body: some View {
        List {
            Button("About") { flow.showAbout() }
            Button("Licences") { flow.showLicences() }
        }
    }
}
