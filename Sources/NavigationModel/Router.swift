/// Applies operations to a navigation state. Each operation is checked in full before
/// anything changes: it returns the change it made, or throws and leaves the state as it was.
public struct Router: Sendable {
    public let schema: AppSchema
    public private(set) var state: NavigationState
    /// Android's launchSingleTop: a push of the route already on top is skipped.
    public var singleTop = false

    public init(schema: AppSchema, state: NavigationState? = nil) {
        self.schema = schema
        self.state = state ?? schema.initialState()
    }

    /// Performs `operation`; on error nothing has changed.
    @discardableResult
    public mutating func perform(_ operation: Operation) throws(NavigationError) -> Change {
        let change = try plan(operation)
        state.apply(change)
        return change
    }

    /// Undoes a change this router made (the latest one not yet undone).
    public mutating func revert(_ change: Change) {
        state.revert(change)
    }

    /// Applies a change again after it was reverted.
    public mutating func reapply(_ change: Change) {
        state.apply(change)
    }

    /// The change `operation` would make, without making it.
    public func plan(_ operation: Operation) throws(NavigationError) -> Change {
        let target = state.currentTarget
        switch operation {
        case .selectTab(let name):
            return try planSelectTab(name)
        case .push(let routes):
            return planPush(routes, on: target)
        case .pop(let count):
            guard count >= 1 else { throw .invalidPopCount(count) }
            let stack = state.stack(of: target)
            guard count <= stack.count else {
                throw .popBeyondRoot(count: count, stack: state.name(of: target), depth: stack.count)
            }
            return .pop(Array(stack.suffix(count)), from: target)
        case .popToRoot:
            let stack = state.stack(of: target)
            return stack.isEmpty ? .none : .pop(stack, from: target)
        case .popTo(let match, let inclusive):
            let stack = state.stack(of: target)
            guard let index = stack.lastIndex(where: match.matches) else {
                throw .routeNotInStack(match, stack: state.name(of: target))
            }
            let keep = inclusive ? index : index + 1
            return keep == stack.count ? .none : .pop(Array(stack[keep...]), from: target)
        case .replace(let routes):
            let stack = state.stack(of: target)
            return stack == routes ? .none : .replace(old: stack, new: routes, on: target)
        case .go(let tab, let route):
            guard state.modals.isEmpty else { throw .modalInTheWay(command: "go") }
            let select = try planSelectTab(tab)
            var after = state
            after.apply(select)
            let push = Router(schema: schema, state: after, singleTop: singleTop)
                .planPush([route], on: after.currentTarget)
            return .sequence([select, push])
        case .present(let style, let route):
            return .present(Modal(style: style, root: route))
        case .dismiss(let all):
            guard let top = state.modals.last else { throw .noModal }
            return .dismiss(all ? state.modals : [top])
        case .reset:
            var steps: [Change] = []
            if !state.modals.isEmpty { steps.append(.dismiss(state.modals)) }
            for (index, tab) in state.tabs.enumerated() where !tab.stack.isEmpty {
                steps.append(.pop(tab.stack, from: .tab(index)))
            }
            return .sequence(steps)
        }
    }

    private init(schema: AppSchema, state: NavigationState, singleTop: Bool) {
        self.schema = schema
        self.state = state
        self.singleTop = singleTop
    }

    private func planSelectTab(_ name: String) throws(NavigationError) -> Change {
        if let index = state.tabs.firstIndex(where: { $0.name == name }) {
            if index == state.selectedTab { return .none }
            guard state.modals.isEmpty else { throw .modalInTheWay(command: "tab") }
            return .selectTab(from: state.selectedTab, to: index)
        }
        guard schema.isFree else {
            throw .unknownTab(name, suggestion: Spelling.suggestion(for: name, among: state.tabs.map(\.name)))
        }
        guard state.modals.isEmpty else { throw .modalInTheWay(command: "tab") }
        return .sequence([.addTab(name), .selectTab(from: state.selectedTab, to: state.tabs.count)])
    }

    private func planPush(_ routes: [Route], on target: Target) -> Change {
        var pushed = routes
        if singleTop {
            var top = state.stack(of: target).last
            pushed = routes.filter { route in
                defer { top = route }
                return route != top
            }
        }
        switch pushed.count {
        case 0: return .none
        case 1: return .push(pushed[0], on: target)
        default: return .pushAll(pushed, on: target)
        }
    }
}
