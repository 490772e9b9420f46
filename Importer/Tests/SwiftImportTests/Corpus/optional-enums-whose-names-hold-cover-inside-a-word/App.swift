import SwiftUI

// An optional enum a router holds is its modal routes when the property's name has "sheet"
// or "cover" for one of its words (`activeSheet: SheetRoute?`, `fullScreenCover`), not when
// the letters sit inside another word: `recoveryOffer` (re-cover-y) says why a restore is
// offered, `discoverFilter` filters a Discover list; both are the app's data, no screens.
@main
struct NotesApp: App {
    @State private var state = AppState()

    var body: some Scene {
        WindowGroup {
            RootView()
                .environment(state)
        }
    }
}

enum RecoveryOffer: Equatable {
    case belowRecord
    case nothingToLose
}

enum DiscoverFilter: Hashable {
    case popular
    case recent
}

enum SheetRoute: Hashable, Identifiable {
    case settings
    case share
    var id: Self { self }
}

@Observable
final class AppState {
    var recoveryOffer: RecoveryOffer?
    var discoverFilter: DiscoverFilter?
    var activeSheet: SheetRoute?
}

struct RootView: View {
    @Environment(AppState.self) private var state

    var body: some View {
        @Bindable var state = state
        VStack {
            if state.recoveryOffer != nil {
                Text("A backup holds more of your notes.")
            }
            Button("Popular") { state.discoverFilter = .popular }
            Button("Settings") { state.activeSheet = .settings }
        }
        .sheet(item: $state.activeSheet) { route in
            switch route {
            case .settings: SettingsView()
            case .share: ShareView()
            }
        }
    }
}

struct SettingsView: View {
    var body: some View { Text("Settings") }
}

struct ShareView: View {
    var body: some View { Text("Share") }
}
