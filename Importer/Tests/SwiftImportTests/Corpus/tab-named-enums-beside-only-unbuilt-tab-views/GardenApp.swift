import SwiftUI

// An enum named for tabs that no view uses (kept from a draft, its titles and icons still
// switched over), beside a TabView in a view nothing the scene reaches builds (a scratch view
// only its preview shows): the app is a welcome screen pushing a sign-in, and has no tabs.
@main
struct GardenApp: App {
    var body: some Scene {
        WindowGroup { WelcomeView() }
    }
}

struct WelcomeView: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Sign in") { SignInView() }
        }
    }
}

struct SignInView: View {
    var body: some View { Text("Sign in") }
}

enum GardenTab: Int, CaseIterable {
    case beds, seeds, harvest
    var title: String {
        switch self {
        case .beds: return "Beds"
        case .seeds: return "Seeds"
        case .harvest: return "Harvest"
        }
    }
}

struct DraftTabsView: View {
    var body: some View {
        TabView {
            Text("Beds").tabItem { Label("Beds", systemImage: "leaf") }
            Text("Seeds").tabItem { Label("Seeds", systemImage: "circle.grid.3x3") }
        }
    }
}

struct DraftTabsView_Previews: PreviewProvider {
    static var previews: some View { DraftTabsView() }
}
