/// Applies operations to a navigation state. Each operation is checked in full before
/// anything changes: it returns the change it made, or throws and leaves the state as it was.
public struct Router: Sendable {
    /// The app's declarations, whose rules every operation follows.
    public let schema: AppSchema
    /// The current state; changed only by `perform`, `revert` and `reapply`.
    public private(set) var state: NavigationState

    /// A router over `schema`, at `state` or the app's start.
    public init(schema: AppSchema, state: NavigationState? = nil) {
        self.schema = schema
        self.state = state ?? schema.initialState()
    }

    /// Performs `operation`; on error nothing has changed. With `singleTop` (Android's
    /// launchSingleTop), a push of the route already on top is skipped. `inPlace: false`
    /// plans every operation, as the differential tests do to check the in-place shortcut.
    @discardableResult
    public mutating func perform(_ operation: NavigationOperation, singleTop: Bool = false, inPlace: Bool = true) throws(NavigationError) -> Change {
        guard inPlace else { return try planAndApply(operation, singleTop: singleTop) }
        // Batch scripts are mostly pushes and pops of one route on a plain stack: made in
        // place, without planning a change and then applying it.
        let target = state.currentTarget
        switch operation {
        case .push(let routes) where routes.count == 1 && !singleTop && !schema.hasSplitTabs && !schema.hasRules && schema.presentedOnly.isEmpty:
            state.modifyStack(of: target) { $0.append(routes[0]) }
            return .push(routes[0], on: target)
        case .pop(1) where !schema.hasRules:
            var popped: Route?
            state.modifyStack(of: target) { popped = $0.popLast() }
            if let popped { return .pop(popped, from: target) }
        default:
            break
        }
        return try planAndApply(operation, singleTop: singleTop)
    }

    private mutating func planAndApply(_ operation: NavigationOperation, singleTop: Bool) throws(NavigationError) -> Change {
        let change = try plan(operation, singleTop: singleTop)
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

    /// The change `operation` would make, without making it: with the app's redirects
    /// followed, and refused if a guard holds.
    public func plan(_ operation: NavigationOperation, singleTop: Bool = false) throws(NavigationError) -> Change {
        guard schema.hasRules else { return try checkPresentedOnly(planWithoutRules(operation, singleTop: singleTop)) }
        let redirected = try redirected(operation)
        var change = Change.none
        if let operation = redirected.operation {
            change = try checkPresentedOnly(planWithoutRules(operation, singleTop: singleTop))
            try checkGuards(change)
        }
        // A redirect to a sheet, a root or a tab: what it does, planned where the rest left off.
        if !redirected.then.isEmpty {
            var steps = [change]
            var after = state
            after.apply(change)
            for operation in redirected.then {
                let router = Router(schema: schema, state: after)
                let next = try router.checkPresentedOnly(router.planWithoutRules(operation, singleTop: false))
                try router.checkGuards(next)
                steps.append(next)
                after.apply(next)
            }
            change = .sequence(steps)
        }
        return redirected.notes.isEmpty ? change : .sequence(redirected.notes + [change])
    }

    /// The call a tap on `route` makes: the edge from the screen in front to it, as the push,
    /// presentation or `go` it declares; a push in a tab without edges.
    public func followed(_ route: Route) throws(NavigationError) -> NavigationOperation {
        guard schema.tapEdges(in: state) != nil else { return .push([route]) }
        guard let edge = schema.edge(to: route.name, in: state) else { throw schema.noEdge(to: route.name, in: state) }
        switch edge.kind {
        case .push: return .push([route])
        case .present(let style): return .present(style, route)
        case .go(let tab):
            // Named as the user wrote it: a tap that selects another tab is refused under a
            // modal, as 'go' is.
            guard state.modals.isEmpty else { throw .modalInTheWay(command: "follow \(edge.targetSpelling)") }
            return .go(tab: tab, route: route)
        }
    }

    /// Refuses a change that would put a route declared `sheet NAME` or `cover NAME` on a
    /// stack: such a route is only ever presented, as an app's `.sheet(item:)` enum is apart
    /// from its path enum.
    // Inlined, so that an app without such routes (nearly every command of a batch) pays one
    // test and no call.
    @inline(__always)
    private func checkPresentedOnly(_ change: consuming Change) throws(NavigationError) -> Change {
        guard !schema.presentedOnly.isEmpty else { return change }
        return try checkEveryStepPresentedOnly(change)
    }

    private func checkEveryStepPresentedOnly(_ change: consuming Change) throws(NavigationError) -> Change {
        if let name = Router.presentedOnlyName(in: change, schema.presentedOnly) { throw .presentedOnly(name) }
        return change
    }

    /// The first route `change` puts on a stack that is in `presentedOnly`. Static, with the
    /// set alone: a closure over the router (its schema and state) cost a third of a walk of
    /// an app of 290 routes in retains and releases.
    private static func presentedOnlyName(in change: Change, _ presentedOnly: Set<String>) -> String? {
        func first(_ routes: [Route]) -> String? { routes.first { presentedOnly.contains($0.name) }?.name }
        switch change {
        case .push(let route, _): return presentedOnly.contains(route.name) ? route.name : nil
        case .pushAll(let routes, _): return first(routes)
        case .replace(_, let new, _): return first(new)
        case .present(let modal): return first(modal.stack)
        case .sequence(let steps):
            for step in steps { if let name = presentedOnlyName(in: step, presentedOnly) { return name } }
            return nil
        default: return nil
        }
    }

    private func planWithoutRules(_ operation: NavigationOperation, singleTop: Bool) throws(NavigationError) -> Change {
        let target = state.currentTarget
        switch operation {
        case .selectTab(let name):
            // Tapping the tab on screen again: back to its root where the app says so (`retap
            // root`); `go` and `open`, which select a tab on the way, do not.
            if schema.retapToRoot.contains(name), state.modals.isEmpty, let index = state.tabIndex(named: name), index == state.selectedTab {
                let stack = state.tabs[index].stack
                return stack.isEmpty ? .none : .popAll(stack, from: .tab(index))
            }
            return try planSelectTab(name)
        case .push(let routes):
            return try planPush(routes, on: target, singleTop: singleTop)
        case .pushWith(let routes, let options):
            var steps: [Change] = []
            var after = state
            switch options.popTo {
            case nil: break
            case .root: steps.append(try planWithoutRules(.popToRoot, singleTop: false))
            case .route(let match, let inclusive): steps.append(try planWithoutRules(.popTo(match, inclusive: inclusive), singleTop: false))
            }
            after.apply(.sequence(steps))
            steps.append(try Router(schema: schema, state: after)
                .planPush(routes, on: target, singleTop: singleTop || options.singleTop))
            return .sequence(steps)
        case .replaceTop(let routes):
            let stack = state.stack(of: target)
            guard let top = stack.last else { throw .nothingOnTop(stack: state.name(of: target)) }
            try checkColumns(routes, from: stack.count - 1, on: target)
            return .sequence([.pop(top, from: target), Router.push(routes, on: target)])
        case .pop(let count):
            // SwiftUI's removeLast(0) and FlowStacks' goBack(0): nothing to do.
            guard count >= 0 else { throw .invalidPopCount(count) }
            if count == 0 { return .none }
            let stack = state.stack(of: target)
            guard count <= stack.count else {
                if stack.isEmpty, case .modal(let index) = target { throw .popAtModalRoot(count: count, style: state.modals[index].style) }
                throw .popBeyondRoot(count: count, stack: state.name(of: target), depth: stack.count)
            }
            return count == 1 ? .pop(stack[stack.count - 1], from: target) : .popAll(Array(stack.suffix(count)), from: target)
        case .popToRoot:
            let stack = state.stack(of: target)
            return stack.isEmpty ? .none : .popAll(stack, from: target)
        case .popTo(let match, let inclusive):
            // A name the tab does not declare is a mistake in the call, not a route that is
            // merely not on the stack: say so as a push of it would.
            if !schema.isFree && schema.declaration(named: match.name, in: state.selectedTabName) == nil {
                throw schema.undeclared(match.name, in: state.selectedTabName)
            }
            let stack = state.stack(of: target)
            guard let index = stack.lastIndex(where: match.matches) else {
                throw .routeNotInStack(match, stack: state.name(of: target))
            }
            let keep = inclusive ? index : index + 1
            return keep == stack.count ? .none : .popAll(Array(stack[keep...]), from: target)
        case .replace(let routes):
            let stack = state.stack(of: target)
            try checkColumns(routes, from: 0, on: target)
            return stack == routes ? .none : .replace(old: stack, new: routes, on: target)
        case .go(let tab, let route):
            guard state.modals.isEmpty else { throw .modalInTheWay(command: "go") }
            let select = try planSelectTab(tab)
            var after = state
            after.apply(select)
            let push = try Router(schema: schema, state: after)
                .planPush([route], on: after.currentTarget, singleTop: singleTop)
            return .sequence([select, push])
        case .present(let style, let route):
            return .present(Modal(style: style, root: route))
        case .follow(let route):
            return try planWithoutRules(followed(route), singleTop: singleTop)
        case .dismiss(let all):
            // With none up, `dismiss all` has nothing to do (FlowStacks' dismissAll); a lone
            // `dismiss` has nothing to dismiss.
            guard let top = state.modals.last else {
                if all { return .none }
                throw .noModal
            }
            return .dismiss(all ? state.modals : [top])
        case .reset:
            var steps: [Change] = []
            if !state.modals.isEmpty { steps.append(.dismiss(state.modals)) }
            for (index, tab) in state.tabs.enumerated() where !tab.stack.isEmpty {
                steps.append(.popAll(tab.stack, from: .tab(index)))
            }
            return .sequence(steps)
        case .select(let route):
            return try planSelect(route)
        case .open(let destination):
            return try planOpen(destination)
        case .setFlag(let name, let value):
            guard let old = state.flags[name] else {
                if schema.flags.isEmpty { throw .noFlags(app: schema.name) }
                throw .unknownFlag(name, suggestion: Spelling.suggestion(for: name, among: schema.flags.map(\.name)))
            }
            return old == value ? .none : .setFlag(name, from: old, to: value)
        case .restore(let new):
            for (index, tab) in new.tabs.enumerated() {
                try Router(schema: schema, state: new).checkColumns(tab.stack, from: 0, on: .tab(index))
            }
            return new == state ? .none : .replaceState(old: state, new: new)
        }
    }

    /// Dismiss every modal, select the tab, set its stack, present the link's modals.
    private func planOpen(_ destination: DeepLink.Destination) throws(NavigationError) -> Change {
        var steps: [Change] = []
        if !state.modals.isEmpty { steps.append(.dismiss(state.modals)) }
        var after = state
        after.apply(.sequence(steps))
        let select = try Router(schema: schema, state: after).planSelectTab(destination.tab)
        steps.append(select)
        after.apply(select)
        let tab = Router(schema: schema, state: after)
        try tab.checkColumns(destination.stack, from: 0, on: after.currentTarget)
        let old = after.currentStack
        if old != destination.stack { steps.append(.replace(old: old, new: destination.stack, on: after.currentTarget)) }
        steps += destination.modals.map { .present($0) }
        return .sequence(steps)
    }

    /// The split tab a target's stack belongs to, if it is one (a modal's stack never is).
    private func splitTab(of target: NavigationState.Target) -> AppSchema.TabDeclaration? {
        guard schema.hasSplitTabs, case .tab(let index) = target, let tab = schema.tab(named: state.tabs[index].name), tab.isSplit else {
            return nil
        }
        return tab
    }

    /// In a split tab, each path entry must belong to the column it lands in; entries past
    /// the last column are pushed inside it and may be any route but the sidebar's.
    private func checkColumns(_ routes: [Route], from start: Int, on target: NavigationState.Target) throws(NavigationError) {
        guard let tab = splitTab(of: target) else { return }
        for (offset, route) in routes.enumerated() {
            let position = start + offset
            if tab.columnIndex(of: route.name) == 0 {
                throw .sidebarRoute(route.name, tab: tab.name)
            }
            guard position <= tab.columns.count - 2 else { continue }
            let column = tab.columns[position + 1]
            if !column.routes.contains(where: { $0.name == route.name }) {
                throw .wrongColumn(route.name, column: column.name, tab: tab.name, shows: column.routes.map(\.name))
            }
        }
    }

    /// `select`: the route goes in its own column, and the columns after it are cleared.
    private func planSelect(_ route: Route) throws(NavigationError) -> Change {
        guard state.modals.isEmpty else { throw .modalInTheWay(command: "select") }
        let target = state.currentTarget
        guard let tab = splitTab(of: target) else { throw .notSplit(tab: state.selectedTabName) }
        guard let column = tab.columnIndex(of: route.name) else {
            throw .notAColumnRoute(route.name, tab: tab.name)
        }
        let stack = state.stack(of: target)
        let keep = max(column - 1, 0)
        guard stack.count >= keep else {
            let empty = tab.columns[stack.count + 1]
            throw .columnEmpty(route.name, column: empty.name, tab: tab.name, needs: empty.routes.map(\.name))
        }
        if column > 0 && stack.count == column && stack[keep] == route { return .none }
        var steps: [Change] = []
        if stack.count > keep { steps.append(.popAll(Array(stack[keep...]), from: target)) }
        if column > 0 { steps.append(.push(route, on: target)) }
        return .sequence(steps)
    }

    private func planSelectTab(_ name: String) throws(NavigationError) -> Change {
        if let index = state.tabIndex(named: name) {
            if index == state.selectedTab { return .none }
            guard state.modals.isEmpty else { throw .modalInTheWay(command: "tab") }
            return .selectTab(from: state.selectedTab, to: index)
        }
        guard schema.isFree else {
            throw .unknownTab(name, suggestion: Spelling.suggestion(for: name, among: state.tabs.map(\.name)))
        }
        guard state.modals.isEmpty else { throw .modalInTheWay(command: "tab") }
        try FreeNames.checkTab(name)
        return .sequence([.addTab(name), .selectTab(from: state.selectedTab, to: state.tabs.count)])
    }

    private func planPush(_ routes: [Route], on target: NavigationState.Target, singleTop: Bool) throws(NavigationError) -> Change {
        if singleTop { return try planSingleTopPush(routes, on: target) }
        try checkColumns(routes, from: state.stack(of: target).count, on: target)
        return Router.push(routes, on: target)
    }

    private static func push(_ routes: [Route], on target: NavigationState.Target) -> Change {
        switch routes.count {
        case 0: return .none
        case 1: return .push(routes[0], on: target)
        default: return .pushAll(routes, on: target)
        }
    }

    /// Android's launchSingleTop: a route with the same name as the one on top (a modal's
    /// root when its stack is empty) is not pushed again; the top takes its arguments
    /// instead, by a pop and a push (for a modal's root, by presenting the modal again with
    /// the new root, as SwiftUI's `sheet(item:)` does when its item changes).
    private func planSingleTopPush(_ routes: [Route], on target: NavigationState.Target) throws(NavigationError) -> Change {
        let stack = state.stack(of: target)
        var replacedTop: Route?
        var newRoot: Route?
        var pushed: [Route] = []
        for route in routes {
            let top = pushed.last ?? newRoot ?? stack.last ?? modalRoot(of: target)
            guard let top, top.name == route.name else {
                pushed.append(route)
                continue
            }
            if top == route { continue }
            if !pushed.isEmpty {
                pushed[pushed.count - 1] = route
            } else if let onTop = stack.last {
                replacedTop = onTop
                pushed.append(route)
            } else {
                newRoot = route
            }
        }
        let kept = replacedTop == nil ? stack.count : stack.count - 1
        try checkColumns(pushed, from: kept, on: target)
        var steps: [Change] = []
        if let newRoot, case .modal(let index) = target, newRoot != state.modals[index].root {
            let modal = state.modals[index]
            steps += [.dismiss([modal]), .present(Modal(style: modal.style, root: newRoot))]
        }
        if let replacedTop {
            if pushed == [replacedTop] { return .none }
            steps.append(.pop(replacedTop, from: target))
        }
        if !pushed.isEmpty { steps.append(Router.push(pushed, on: target)) }
        return steps.count == 1 ? steps[0] : .sequence(steps)
    }

    /// The root of the modal `target` is, if it is one.
    private func modalRoot(of target: NavigationState.Target) -> Route? {
        guard case .modal(let index) = target else { return nil }
        return state.modals[index].root
    }
}
