import SwiftUI

// Navigation without a value: the view each link or modal shows is its route, named after
// the view's type. Where no view's type is written, the report says so instead.
enum SettingsRoute: Hashable {
    case account
    case privacy
}

struct SettingsView: View {
    @State private var path: [SettingsRoute] = []
    @State private var showsHelp = false
    @State private var showsOnboarding = false
    @State private var showsLicences = false
    @State private var showsLog = false

    var body: some View {
        NavigationStack(path: $path) {
            List {
                NavigationLink("Account", value: SettingsRoute.account)
                NavigationLink("Privacy", value: SettingsRoute.privacy)
                NavigationLink(destination: AboutView(version: "1.0")) { Text("About") }
                NavigationLink {
                    FeedbackView()
                } label: {
                    Text("Feedback")
                }
                // Not a view's type: a function's result, and SwiftUI's own Text.
                NavigationLink(destination: makeCredits()) { Text("Credits") }
                NavigationLink(destination: Text("Coming soon")) { Text("Sync") }
            }
            .navigationDestination(for: SettingsRoute.self) { route in
                Text("\(route)")
            }
            .navigationDestination(isPresented: $showsLicences) { LicencesView() }
            .sheet(isPresented: $showsHelp) { HelpView() }
            .fullScreenCover(isPresented: $showsOnboarding) { OnboardingView() }
            // Two views by a condition: each is a route.
            .sheet(isPresented: $showsLog) {
                if showsHelp { LogView() } else { HelpView() }
            }
        }
    }

    func makeCredits() -> some View { Text("Credits") }
}
