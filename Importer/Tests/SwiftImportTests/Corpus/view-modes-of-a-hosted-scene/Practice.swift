import SwiftUI
import UIKit

// An app of UIKit's lifecycle: its scene delegate sets the window's root to a SwiftUI view
// (`window.rootViewController = UIHostingController(rootView: contentView)`), which is the
// app's top level as a `@main` App's scene is. That view's body shows a computed view
// (`self.currentView`) that switches over the game's mode, held by a model the view reads
// (`switch self.game.mode`), chosen from a side menu: the modes are the app's tabs. Another
// computed view of it that switches over the sheet to show is presented (`.sheet { currentSheet }`),
// so its cases are sheets, not modes.
@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {}

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo _: UISceneSession, options _: UIScene.ConnectionOptions) {
        let contentView = AppView()
        if let windowScene = scene as? UIWindowScene {
            let window = UIWindow(windowScene: windowScene)
            window.rootViewController = UIHostingController(rootView: contentView)
            self.window = window
            window.makeKeyAndVisible()
        }
    }
}

enum GameMode: String, CaseIterable {
    case receptive
    case expressive
}

enum Sheet {
    case settings
    case stats
}

final class GameState: ObservableObject {
    @Published var mode: GameMode = .receptive
    @Published var currentSheet: Sheet = .settings
    @Published var isShowingSheet = false
}

struct AppView: View {
    @EnvironmentObject private var game: GameState

    private var currentView: AnyView {
        switch self.game.mode {
        case .receptive: return AnyView(ReceptiveGameView())
        case .expressive: return AnyView(ExpressiveGameView())
        }
    }

    private var currentSheet: AnyView {
        switch self.game.currentSheet {
        case .settings: return AnyView(SettingsView())
        case .stats: return AnyView(StatsView())
        }
    }

    var body: some View {
        ZStack {
            self.currentView
                .sheet(isPresented: self.$game.isShowingSheet) {
                    self.currentSheet
                }
            SideMenuView()
        }
    }
}

struct SideMenuView: View {
    @EnvironmentObject private var game: GameState

    var body: some View {
        ForEach(GameMode.allCases, id: \.self) { mode in
            Button(mode.rawValue) { self.game.mode = mode }
        }
    }
}

struct ReceptiveGameView: View {
    var body: some View { Text("Receptive") }
}

struct ExpressiveGameView: View {
    var body: some View { Text("Expressive") }
}

struct SettingsView: View {
    var body: some View {
        NavigationView {
            NavigationLink(destination: AboutView()) { Text("About") }
        }
    }
}

struct StatsView: View {
    var body: some View { Text("Stats") }
}

struct AboutView: View {
    var body: some View { Text("About") }
}
