import SwiftUI

@main
struct BankApp: App {
    var body: some Scene {
        WindowGroup { MainView() }
    }
}

enum AppTab: Hashable { case accounts, cards }
enum Route: Hashable { case account(Int), transfer }
enum Cover: Identifiable, Hashable {
    case locked, upgrade
    var id: Self { self }
}

struct MainView: View {
    @State private var tab: AppTab = .accounts

    var body: some View {
        TabView(selection: $tab) {
            AccountsTab().tabItem { Label("Accounts", systemImage: "banknote") }.tag(AppTab.accounts)
            Text("Cards").tabItem { Label("Cards", systemImage: "creditcard") }.tag(AppTab.cards)
        }
    }
}

// The root covers `upgrade`; the pushed account, given the binding, covers `locked`.
struct AccountsTab: View {
    @State private var path: [Route] = []
    @State private var cover: Cover?

    var body: some View {
        NavigationStack(path: $path) {
            List {
                Button("Checking") { path.append(.account(1)) }
                Button("Upgrade") { cover = .upgrade }
            }
            .navigationDestination(for: Route.self) { route in
                switch route {
                case .account(let id): AccountView(id: id, path: $path, cover: $cover)
                case .transfer: TransferView()
                }
            }
            .fullScreenCover(item: $cover) { cover in
                switch cover {
                case .locked: LockedView()
                case .upgrade: UpgradeView()
                }
            }
        }
    }
}

struct AccountView: View {
    let id: Int
    @Binding var path: [Route]
    @Binding var cover: Cover?

    var body: some View {
        VStack {
            Button("Transfer") { path.append(.transfer) }
            Button("Too many attempts") { cover = .locked }
        }
    }
}

struct TransferView: View {
    var body: some View { Text("Transfer") }
}

struct LockedView: View {
    var body: some View { Text("Locked") }
}

struct UpgradeView: View {
    var body: some View { Text("Upgrade") }
}
