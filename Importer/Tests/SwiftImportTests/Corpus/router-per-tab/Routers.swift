import SwiftUI

protocol Destination: Hashable {}

@Observable class BaseRouter {
    var path = NavigationPath()
    func push(_ destination: some Destination) { path.append(destination) }
    func popToRoot() { path.removeLast(path.count) }
}

@Observable final class ShopRouter: BaseRouter {
    enum ShopDestination: String, Destination, CaseIterable {
        case catalogue
        case basket
    }
}

@Observable final class TravelRouter: BaseRouter {
    enum TravelDestination: Destination {
        case ticket(mode: TravelMode)
        case timetable(line: Int, night: Bool)
    }
}

enum TravelMode: String, CaseIterable, Identifiable, Codable {
    case train
    case tram
    case ferry
    var id: String { rawValue }
}

/// Shared by the messages tab and the profile tab.
enum MessageDestination: String, Destination {
    case thread
}
