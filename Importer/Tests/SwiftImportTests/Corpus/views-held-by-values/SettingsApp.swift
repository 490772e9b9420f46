import SwiftUI

// A menu whose items each hold the screen they open, as a stored `AnyView`: the views given
// for that property, wherever an item is made, are where a link through an item may go.
struct SettingsItem: Identifiable {
    let id = UUID()
    let title: String
    let icon: String
    let destination: AnyView
}

@main
struct SettingsApp: App {
    var body: some Scene {
        WindowGroup {
            SettingsView()
        }
    }
}

struct SettingsView: View {
    private let items = [
        SettingsItem(title: "Account", icon: "person", destination: AnyView(AccountView())),
        SettingsItem(title: "Notifications", icon: "bell", destination: AnyView(NotificationsView())),
    ]
    private let about = SettingsItem(title: "About", icon: "info", destination: AnyView(AboutView()))

    var body: some View {
        NavigationStack {
            List {
                ForEach(items) { item in
                    NavigationLink(destination: item.destination) {
                        Label(item.title, systemImage: item.icon)
                    }
                }
                NavigationLink(destination: about.destination) { Text(about.title) }
            }
        }
    }
}

struct AccountView: View { var body: some View { Text("account") } }
struct NotificationsView: View { var body: some View { Text("notifications") } }
struct AboutView: View { var body: some View { Text("about") } }
