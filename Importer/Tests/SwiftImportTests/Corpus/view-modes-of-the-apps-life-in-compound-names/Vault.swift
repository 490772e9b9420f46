import SwiftUI

// A root that switches over where the app is in its life, the cases named by compound words
// (`welcomeTour`, `lockScreen`, `authLaunch`, `onboardingProfile`): setting up, unlocking,
// then the app. Each stage replaces the one before; none is a mode a user picks from a bar,
// so none is a tab, as a switch over `loading` and `signedIn` is none. The vault list that
// follows pushes its own screens.
@main
struct VaultApp: App {
    @State private var session = Session()

    var body: some Scene {
        WindowGroup { RootView(session: session) }
    }
}

enum Stage {
    case welcomeTour
    case onboardingProfile
    case lockScreen
    case vault
}

@Observable
final class Session {
    var stage: Stage = .welcomeTour
}

struct RootView: View {
    let session: Session

    var body: some View {
        switch session.stage {
        case .welcomeTour:
            WelcomeTourView { session.stage = .onboardingProfile }
        case .onboardingProfile:
            ProfileSetupView { session.stage = .lockScreen }
        case .lockScreen:
            UnlockView { session.stage = .vault }
        case .vault:
            VaultListView()
        }
    }
}

struct WelcomeTourView: View {
    let onDone: () -> Void
    var body: some View { Button("Start", action: onDone) }
}

struct ProfileSetupView: View {
    let onDone: () -> Void
    var body: some View { Button("Save", action: onDone) }
}

struct UnlockView: View {
    let onUnlock: () -> Void
    var body: some View { Button("Unlock", action: onUnlock) }
}

struct Secret: Identifiable, Hashable {
    let id: Int
    let name: String
}

struct VaultListView: View {
    let secrets = [Secret(id: 1, name: "Mail")]

    var body: some View {
        NavigationStack {
            List(secrets) { secret in
                NavigationLink(secret.name) { SecretDetailView(secret: secret) }
            }
        }
    }
}

struct SecretDetailView: View {
    let secret: Secret
    var body: some View { Text(secret.name) }
}
