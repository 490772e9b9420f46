import SwiftUI

enum MailRoute: Hashable {
    case thread(id: Int)
    case contact(name: String)
}

enum ComposerSheet: Identifiable {
    case draft
    case attachments

    var id: Self { self }
}

struct MailView: View {
    let latest: MailRoute
    @State private var path = NavigationPath()
    @State private var composer: ComposerSheet?
    @State private var showsSettings = false
    @State private var showsOnboarding = false
    @State private var showsHelp = false
    @State private var showsLog = false
    @State private var looping = false

    var body: some View {
        NavigationStack(path: $path) {
            List {
                // The route type is written only where its destinations are registered.
                NavigationLink("Latest", value: latest)
            }
            .routeDestinations(for: MailRoute.self) { route in
                Text("\(route)")
            }
            .presentSheet(isPresented: $showsSettings) { SettingsView() }
            .presentCover($showsOnboarding) { OnboardingView() }
            .modifier(CoverModifier(isPresented: $showsLog) { LogView() })
            .composerSheet(item: $composer)
            .helpSheet(isPresented: $showsHelp)
            .ping($looping)
        }
    }
}
