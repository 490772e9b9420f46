import NavLanguage
import NavreplKit

/// What a change did, as a picture highlights it: how many routes it pushed on each stack,
/// the routes it popped (top first), the modals it presented or dismissed, the flags it set,
/// and whether it switched tabs. A route pushed and popped by the same change is neither.
struct ChangeMarks {
    private(set) var pushed: [NavigationState.Target: Int] = [:]
    private(set) var popped: [NavigationState.Target: [Route]] = [:]
    /// Indices (in the state after) of the modals presented.
    private(set) var presented: Set<Int> = []
    private(set) var dismissed: [Modal] = []
    private(set) var switchedTab = false
    /// The whole state was replaced (`open`, `restore`): nothing in particular moved.
    private(set) var replacedState = false
    /// The flags the change set (`flag NAME true|false`).
    private(set) var flags: Set<String> = []

    static let none = ChangeMarks()

    private init() {}

    init(_ change: Change, after: NavigationState) {
        change.forEachStep(after: after) { step, state in mark(step, state) }
    }

    private mutating func mark(_ step: Change, _ state: NavigationState) {
        switch step {
        case .push(_, let target): pushed[target, default: 0] += 1
        case .pushAll(let routes, let target): pushed[target, default: 0] += routes.count
        case .pop(let route, let target): pop(route, from: target)
        case .popAll(let routes, let target): for route in routes.reversed() { pop(route, from: target) }
        case .replace(let old, let new, let target):
            for route in old.reversed() { pop(route, from: target) }
            pushed[target] = new.count
        case .selectTab: switchedTab = true
        case .setFlag(let name, _, _): flags.insert(name)
        case .addTab, .removeTab, .redirect: break
        case .present: presented.insert(state.modals.count - 1)
        case .dismiss(let modals):
            dismissed += modals.reversed()
            presented = presented.filter { $0 < state.modals.count }
        case .replaceState: replacedState = true
        case .sequence(let steps): for inner in steps { mark(inner, state) }
        }
    }

    private mutating func pop(_ route: Route, from target: NavigationState.Target) {
        if let count = pushed[target], count > 0 {
            pushed[target] = count - 1
        } else {
            popped[target, default: []].append(route)
        }
    }
}
