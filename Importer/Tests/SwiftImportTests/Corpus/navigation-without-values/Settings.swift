import SwiftUI

enum SettingsRoute: Hashable {
    case account
    case privacy
}

struct SettingsView: View {
    @State private var path: [SettingsRoute] = []
    @State private var showsHelp = false
    @State private var showsOnboarding = false
    @State private var showsLicences = false

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
            }
            .navigationDestination(for: SettingsRoute.self) { route in
                Text("\(route)")
            }
            .navigationDestination(isPresented: $showsLicences) { LicencesView() }
            .sheet(isPresented: $showsHelp) { HelpView() }
            .fullScreenCover(isPresented: $showsOnboarding) { OnboardingView() }
        }
    }
}
