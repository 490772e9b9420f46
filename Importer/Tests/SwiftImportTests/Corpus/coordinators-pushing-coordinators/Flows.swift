import SwiftUI

// Coordinators that push and present coordinators onto a stack of type-erased modules: each
// coordinator so shown is a screen, named after its type (RoomDetailsScreenCoordinator is
// roomDetails), pushed, a sheet or a cover as the call says. The stack's root is set, not
// pushed, and a sheet dismissed (setSheetCoordinator(nil)) shows nothing.
protocol CoordinatorProtocol: AnyObject {
    func toPresentable() -> AnyView
}

struct NavigationModule: Hashable {
    let coordinator: any CoordinatorProtocol
    static func == (left: Self, right: Self) -> Bool { left.coordinator === right.coordinator }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(coordinator)) }
}

final class NavigationStackCoordinator {
    private(set) var stack: [NavigationModule] = []
    private(set) var root: NavigationModule?
    private(set) var sheet: NavigationModule?

    func setRootCoordinator(_ coordinator: (any CoordinatorProtocol)?) { root = coordinator.map(NavigationModule.init) }
    func push(_ coordinator: any CoordinatorProtocol, dismissed: (() -> Void)? = nil) { stack.append(NavigationModule(coordinator: coordinator)) }
    func setSheetCoordinator(_ coordinator: (any CoordinatorProtocol)?) { sheet = coordinator.map(NavigationModule.init) }
    func setFullScreenCoverCoordinator(_ coordinator: (any CoordinatorProtocol)?) {}
}

final class RoomFlowCoordinator {
    private let navigationStackCoordinator: NavigationStackCoordinator

    init(navigationStackCoordinator: NavigationStackCoordinator) {
        self.navigationStackCoordinator = navigationStackCoordinator
    }

    func start() {
        navigationStackCoordinator.setRootCoordinator(RoomListScreenCoordinator())
    }

    func showRoom(id: String) {
        let coordinator = RoomScreenCoordinator(roomID: id)
        navigationStackCoordinator.push(coordinator) { [weak self] in self?.start() }
    }

    func showDetails(id: String) {
        navigationStackCoordinator.push(RoomDetailsScreenCoordinator(roomID: id))
    }

    func showInvite() {
        navigationStackCoordinator.setSheetCoordinator(InviteUsersScreenCoordinator())
    }

    func showCall() {
        let call = CallScreenCoordinator()
        navigationStackCoordinator.setFullScreenCoverCoordinator(call)
    }

    func dismissInvite() {
        navigationStackCoordinator.setSheetCoordinator(nil)
    }
}

final class RoomListScreenCoordinator: CoordinatorProtocol { func toPresentable() -> AnyView { AnyView(Text("Rooms")) } }
final class RoomScreenCoordinator: CoordinatorProtocol {
    init(roomID: String) {}
    func toPresentable() -> AnyView { AnyView(Text("Room")) }
}
final class RoomDetailsScreenCoordinator: CoordinatorProtocol {
    init(roomID: String) {}
    func toPresentable() -> AnyView { AnyView(Text("Details")) }
}
final class InviteUsersScreenCoordinator: CoordinatorProtocol { func toPresentable() -> AnyView { AnyView(Text("Invite")) } }
final class CallScreenCoordinator: CoordinatorProtocol { func toPresentable() -> AnyView { AnyView(Text("Call")) } }
