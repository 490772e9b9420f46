import SwiftUI

// The scene's root shows the view holding the app's one TabView once the user is signed in,
// and a case of the route enum its stack registers builds that view again. What the scene
// shows itself is the app's top level: its TabView is the app's tabs, not a pushed screen's
// panes.
@main
struct ChatApp: App {
    var body: some Scene {
        WindowGroup { RootView() }
    }
}

enum Phase {
    case signedOut, signedIn
}

enum AppRoute: Hashable {
    case dashboard
    case conversation(id: String)

    @ViewBuilder
    func view() -> some View {
        switch self {
        case .dashboard:
            DashboardView()
        case .conversation(let id):
            ConversationView(id: id)
        }
    }
}

final class Router: ObservableObject {
    @Published var path: [AppRoute] = []
}

struct RootView: View {
    @State private var phase: Phase = .signedOut
    @StateObject private var router = Router()

    var body: some View {
        switch phase {
        case .signedOut:
            SignInView { phase = .signedIn }
        case .signedIn:
            NavigationStack(path: $router.path) {
                DashboardView()
                    .navigationDestination(for: AppRoute.self) { route in
                        route.view()
                    }
            }
            .environmentObject(router)
        }
    }
}

struct SignInView: View {
    let onSignedIn: () -> Void
    var body: some View { Button("Sign in", action: onSignedIn) }
}

enum DashboardTab {
    case home, chats, profile
}

struct DashboardView: View {
    @State private var tab: DashboardTab = .home
    var body: some View {
        TabView(selection: $tab) {
            HomeView()
                .tabItem { Label("Home", systemImage: "house") }
                .tag(DashboardTab.home)
            ChatsView()
                .tabItem { Label("Chats", systemImage: "bubble.left") }
                .tag(DashboardTab.chats)
            ProfileView()
                .tabItem { Label("Profile", systemImage: "person") }
                .tag(DashboardTab.profile)
        }
    }
}

struct HomeView: View {
    var body: some View { Text("Home") }
}

struct ChatsView: View {
    @EnvironmentObject private var router: Router
    var body: some View {
        List {
            Button("Ann") { router.path.append(.conversation(id: "ann")) }
        }
    }
}

struct ConversationView: View {
    let id: String
    var body: some View { Text(id) }
}

struct ProfileView: View {
    var body: some View { Text("Profile") }
}
