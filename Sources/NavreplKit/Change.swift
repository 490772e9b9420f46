/// What one successful operation did to the state. A change holds only what it touched
/// (the routes pushed or popped, the tabs switched), so it can be applied again (redo),
/// reverted (undo) and described (trace) without a copy of the state.
public enum Change: Hashable, Sendable {
    /// One route pushed: the common case, kept apart so it needs no array.
    case push(Route, on: NavigationState.Target)
    /// Routes pushed, bottom first.
    case pushAll([Route], on: NavigationState.Target)
    /// One route popped from the top: the common case, kept apart so it needs no array.
    case pop(Route, from: NavigationState.Target)
    /// Routes popped from the top, bottom first.
    case popAll([Route], from: NavigationState.Target)
    /// Boxed, as it is rare: the common changes stay small, and so does the undo history.
    indirect case replace(old: [Route], new: [Route], on: NavigationState.Target)
    /// Another tab selected, by index.
    case selectTab(from: Int, to: Int)
    /// A free-mode tab made on first use, appended after the others.
    case addTab(String)
    /// The last tab removed (undoing `addTab`); it must be at its root.
    case removeTab(String)
    /// A modal presented over the others.
    case present(Modal)
    /// Modals dismissed from the top, bottom first.
    case dismiss([Modal])
    /// The whole state replaced (`restore`). Boxed, so that it does not make every change larger.
    indirect case replaceState(old: NavigationState, new: NavigationState)
    /// A flag set (`flag NAME true|false`).
    case setFlag(String, from: Bool, to: Bool)
    /// A redirect that happened: a step that changes nothing itself, kept where it happened
    /// for the trace and the renderers to show.
    case redirect(Redirection)
    /// Several changes applied in order as one step.
    case sequence([Change])

    /// The change that does nothing: a successful command that left the state as it was.
    public static let none = Change.sequence([])

    @inlinable
    /// Whether the change changes nothing (a command that left the state as it was).
    public var isEmpty: Bool {
        guard case .sequence(let steps) = self else { return false }
        return steps.allSatisfy { $0.isEmpty }
    }

    /// The change that undoes this one: applying it to the state after this change gives
    /// the state before. It holds the same routes, so it costs no more than this one.
    public var inverse: Change {
        switch self {
        case .push(let route, let target): return .pop(route, from: target)
        case .pushAll(let routes, let target): return .popAll(routes, from: target)
        case .pop(let route, let target): return .push(route, on: target)
        case .popAll(let routes, let target): return routes.count == 1 ? .push(routes[0], on: target) : .pushAll(routes, on: target)
        case .replace(let old, let new, let target): return .replace(old: new, new: old, on: target)
        case .selectTab(let from, let to): return .selectTab(from: to, to: from)
        case .addTab(let name): return .removeTab(name)
        case .removeTab(let name): return .addTab(name)
        case .present(let modal): return .dismiss([modal])
        case .dismiss(let modals): return .sequence(modals.map { .present($0) })
        case .replaceState(let old, let new): return .replaceState(old: new, new: old)
        case .setFlag(let name, let from, let to): return .setFlag(name, from: to, to: from)
        // Undone, the redirect did not happen: nothing to show.
        case .redirect: return .none
        case .sequence(let steps): return .sequence(steps.reversed().map(\.inverse))
        }
    }

    /// Calls `body` with each step of this change and the state that step left, walking
    /// forward from the state before the change (`after` is the state after it). Describing
    /// a step needs the state it left: a later step may dismiss a modal or remove a tab that
    /// an earlier one named.
    public func forEachStep(after: NavigationState, _ body: (Change, NavigationState) -> Void) {
        // A change of one step left `after` itself: no walk back to the state before it,
        // which would copy the stacks it touches.
        guard case .sequence = self else { return body(self, after) }
        var state = after
        state.revert(self)
        for step in steps {
            state.apply(step)
            body(step, state)
        }
    }

    /// The redirects that happened in this change, in order.
    public var redirections: [Redirection] {
        guard hasRedirects else { return [] }
        return steps.compactMap { step in
            if case .redirect(let redirection) = step { return redirection }
            return nil
        }
    }

    /// Whether a redirect happened in this change: a redirect is always a step of a sequence.
    @inlinable
    public var hasRedirects: Bool {
        guard case .sequence(let steps) = self else { return false }
        return steps.contains { step in
            if case .redirect = step { return true }
            return step.hasRedirects
        }
    }

    /// The steps of this change, flattened, in the order they apply.
    public var steps: [Change] {
        if case .sequence(let steps) = self { return steps.flatMap(\.steps) }
        return [self]
    }
}

extension NavigationState {
    /// Applies a change made against this state (or redoes it).
    public mutating func apply(_ change: Change) {
        switch change {
        case .push(let route, let target):
            modifyStack(of: target) { $0.append(route) }
        case .pushAll(let routes, let target):
            modifyStack(of: target) { $0.append(contentsOf: routes) }
        case .pop(_, let target):
            modifyStack(of: target) { $0.removeLast() }
        case .popAll(let routes, let target):
            // A pop of the whole stack shares its buffer with the change (which keeps the
            // routes for undo): the stack starts a new, empty buffer about as large, which
            // copies nothing and spares the pushes that follow growing it again.
            modifyStack(of: target) { stack in
                if routes.count == stack.count {
                    stack = []
                    stack.reserveCapacity(Swift.min(routes.count, 4096))
                } else {
                    stack.removeLast(routes.count)
                }
            }
        case .replace(_, let new, let target):
            modifyStack(of: target) { $0 = new }
        case .selectTab(_, let to):
            selectedTab = to
        case .addTab(let name):
            appendTab(name)
        case .removeTab:
            removeLastTab()
        case .present(let modal):
            modals.append(modal)
        case .dismiss(let dismissed):
            modals.removeLast(dismissed.count)
        case .replaceState(_, let new):
            self = new
        case .setFlag(let name, _, let to):
            flags[name] = to
        case .redirect:
            break
        case .sequence(let steps):
            for step in steps { apply(step) }
        }
    }

    /// Undoes a change: the state after `apply(change)` becomes the state before it.
    public mutating func revert(_ change: Change) {
        apply(change.inverse)
    }

    /// This state with a change made against it applied: what navrepl's `undo` and `redo`
    /// make, written in an exported test as `perform(.restore(router.state.applying(...)))`.
    public func applying(_ change: Change) -> NavigationState {
        var state = self
        state.apply(change)
        return state
    }
}
