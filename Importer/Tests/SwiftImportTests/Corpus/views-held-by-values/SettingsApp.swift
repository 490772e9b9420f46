import SwiftUI

// A menu whose items each hold the screen they open, as a stored `AnyView` or as a value of a
// generic parameter that is a `View`: the views given for that property, wherever an item is
// made, are where a link through an item may go.
struct SettingsItem: Identifiable {
    let id = UUID()
    let title: String
    let icon: String
    let destination: AnyView
}

struct Shortcut<Screen: View>: Identifiable {
    let id = UUID()
    let title: String
    let screen: Screen
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
    private let help = Shortcut(title: "Help", screen: HelpView())

    var body: some View {
        NavigationStack {
            List {
                ForEach(items) { item in
                    NavigationLink(destination: item.destination) {
                        Label(item.title, systemImage: item.icon)
                    }
                }
                NavigationLink(destination: about.destination) { Text(about.title) }
                NavigationLink(destination: help.screen) { Text(help.title) }
            }
        }
    }
}

struct AccountView: View { var body: some View { Text("account") } }
struct NotificationsView: View { var body: some View { Text("notifications") } }
struct AboutView: View { var body: some View { Text("about") } }
struct HelpView: View { var body: some View { Text("help") } }
