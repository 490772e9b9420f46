import SwiftUI

enum AppTab: Hashable {
    case inbox
    case profile
}

// One route enum for both tabs, each tab on a path of its own: which cases a tab pushes is
// what the router writes onto that tab's path. `search` is written onto none, so both keep it.
enum Destination: Hashable {
    case thread(id: Int)
    case compose
    case editProfile
    case privacy
    case search
}

@Observable
final class Router {
    var selectedTab: AppTab = .inbox
    var inboxPath: [Destination] = []
    var profilePath: [Destination] = []

    func openThread(_ id: Int) {
        inboxPath.append(.thread(id: id))
    }

    func compose() {
        inboxPath = [.compose]
    }

    func editProfile() {
        profilePath.append(.editProfile)
    }

    func showPrivacy() {
        profilePath.append(.privacy)
    }
}
