import SwiftUI

@main
struct MailApp: App {
    var body: some Scene {
        WindowGroup {
            RootView()
        }
    }
}

struct RootView: View {
    @State private var router = Router()

    var body: some View {
        TabView(selection: $router.selectedTab) {
            NavigationStack(path: $router.inboxPath) {
                InboxView(router: router)
                    .navigationDestination(for: Destination.self) { destination in
                        DestinationScreen(destination: destination)
                    }
            }
            .tabItem { Label("Inbox", systemImage: "tray") }
            .tag(AppTab.inbox)

            ProfileTab(router: router)
                .tabItem { Label("Profile", systemImage: "person") }
                .tag(AppTab.profile)
        }
    }
}

// The profile tab's stack is in a view of its own.
struct ProfileTab: View {
    @Bindable var router: Router

    var body: some View {
        NavigationStack(path: $router.profilePath) {
            Button("Edit") { router.editProfile() }
                .navigationDestination(for: Destination.self) { destination in
                    DestinationScreen(destination: destination)
                }
        }
    }
}

struct InboxView: View {
    let router: Router

    var body: some View {
        List {
            Button("Thread") { router.openThread(1) }
            Button("Compose") { router.compose() }
        }
    }
}

struct DestinationScreen: View {
    let destination: Destination

    var body: some View {
        Text("\(destination)")
    }
}
