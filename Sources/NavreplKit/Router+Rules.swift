/// Redirects and guards: applied to every operation before it is planned (redirects) and to
/// the change it would make before it is made (guards), so that a refused one changes nothing.
extension Router {
    /// go_router's default `redirectLimit`.
    public static let redirectLimit = 5

    /// An operation with its redirects applied: what is planned in its place, what happens
    /// after it (a redirect to a sheet, a root or a tab ends the operation there), and the
    /// redirects that happened, in order.
    struct Redirected {
        /// What is planned in place of the operation; nil when a redirect took its place whole.
        var operation: NavigationOperation?
        /// What a redirect that is not to a route does afterwards: present, pop to the root,
        /// select a tab.
        var then: [NavigationOperation] = []
        var notes: [Change] = []
    }

    /// `operation` with every route it would put on a stack redirected.
    func redirected(_ operation: NavigationOperation) throws(NavigationError) -> Redirected {
        var result = Redirected(operation: operation)
        let tab = state.selectedTabName
        // A redirect ends a path of several routes (a link, `push a > b`): the target takes the
        // place of the route and of everything after it, as go_router redirects the whole
        // location rather than one of its segments; the note says what was dropped. A redirect
        // that is not to a route (a sheet, a root, a tab) ends the path too: what it does comes
        // after the routes before it.
        func follow(_ routes: [Route], in tab: String) throws(NavigationError) -> [Route] {
            var kept: [Route] = []
            kept.reserveCapacity(routes.count)
            for (index, route) in routes.enumerated() {
                let redirects = result.notes.count
                let landing = try redirect(route, in: tab, notes: &result.notes)
                if case .route(let next) = landing { kept.append(next) } else { result.then = Self.operations(for: landing) }
                guard result.notes.count > redirects, index < routes.count - 1 else { continue }
                if case .redirect(let last) = result.notes[result.notes.count - 1] {
                    result.notes[result.notes.count - 1] = .redirect(Change.Redirection(
                        from: last.from, to: last.to, condition: last.condition, dropped: Array(routes[(index + 1)...])))
                }
                break
            }
            return kept
        }
        switch operation {
        case .push(let routes): result.operation = .push(try follow(routes, in: tab))
        case .pushWith(let routes, let options): result.operation = .pushWith(try follow(routes, in: tab), options)
        case .replaceTop(let routes): result.operation = .replaceTop(try follow(routes, in: tab))
        case .replace(let routes): result.operation = .replace(try follow(routes, in: tab))
        case .go(let target, let route):
            switch try redirect(route, in: target, notes: &result.notes) {
            case .route(let next): result.operation = .go(tab: target, route: next)
            case let landing:
                result.operation = .selectTab(target)
                result.then = Self.operations(for: landing)
            }
        case .present(let style, let route):
            switch try redirect(route, in: tab, notes: &result.notes) {
            case .route(let next): result.operation = .present(style, next)
            case let landing:
                result.operation = nil
                result.then = Self.operations(for: landing)
            }
        case .follow(let route):
            return try redirected(followed(route))
        case .open(let destination):
            let stack = try follow(destination.stack, in: destination.tab)
            var modals: [Modal] = []
            // A link's modals come after its stack: a redirect that ended it drops them.
            if result.then.isEmpty {
                for modal in destination.modals {
                    let routes = try follow([modal.root] + modal.stack, in: destination.tab)
                    if let root = routes.first { modals.append(Modal(style: modal.style, root: root, stack: Array(routes.dropFirst()))) }
                    if !result.then.isEmpty { break }
                }
            }
            result.operation = .open(DeepLink.Destination(tab: destination.tab, stack: stack, modals: modals))
        case .selectTab, .pop, .popToRoot, .popTo, .dismiss, .reset, .select, .restore, .setFlag:
            break
        }
        return result
    }

    /// What a redirect that is not to a route does, as operations.
    private static func operations(for landing: Change.Redirection.Landing) -> [NavigationOperation] {
        switch landing {
        case .route: return []
        case .present(let style, let route): return [.present(style, route)]
        case .root: return [.popToRoot]
        case .tab(let name, let root): return root ? [.selectTab(name), .popToRoot] : [.selectTab(name)]
        }
    }

    /// Where `route` lands: the target of the first rule whose source it is and whose
    /// condition holds, followed again, up to the limit. Once a redirect presents, what it
    /// presents is followed on as a presentation; a root or a tab ends the chain.
    private func redirect(_ route: Route, in tab: String, notes: inout [Change]) throws(NavigationError) -> Change.Redirection.Landing {
        var chain = [route]
        var current = route
        var presented: Modal.Style?
        var steps = 0
        while let rule = schema.redirects.first(where: { $0.source == current.name && $0.condition.holds(in: state.flags) }) {
            let landing: Change.Redirection.Landing
            switch rule.target {
            case .route(let request):
                let next = try schema.resolve(request, in: tab)
                landing = presented.map { .present($0, next) } ?? .route(next)
            case .present(let style, let request):
                presented = style
                landing = .present(style, try schema.resolve(request, in: tab))
            case .root:
                landing = .root
            case .tab(let name, let root):
                landing = .tab(name, root: root)
            }
            if let next = landing.route {
                let looped = chain.contains { $0.name == next.name }
                chain.append(next)
                if looped { throw .redirectLoop(chain) }
            }
            steps += 1
            if steps > Router.redirectLimit { throw .tooManyRedirects(chain) }
            notes.append(.redirect(Change.Redirection(from: current, to: landing, condition: rule.condition)))
            guard let next = landing.route else { return landing }
            current = next
        }
        return presented.map { .present($0, current) } ?? .route(current)
    }

    /// Refuses a change that would pop a route a guard holds on the stack.
    // `package`: explore decides a link's refusal by the modals it dismisses apart from the
    // rest of its change, as this checks the steps in order.
    package func checkGuards(_ change: Change) throws(NavigationError) {
        guard !schema.guards.isEmpty else { return }
        if let (route, rule, dismissing) = Router.heldGuard(in: change, schema.guards, flags: state.flags) {
            throw .guarded(route, by: rule, dismissing: dismissing)
        }
    }

    /// The first route `change` pops, in the order it pops them, that a guard of `guards`
    /// holds with `flags`, that guard, and the style of the modal whose dismissal pops it
    /// (nil for a pop of a stack). Static, as ``presentedOnlyName(in:_:)`` is: a
    /// closure over the router cost a tenth of a walk in retains and releases.
    private static func heldGuard(in change: Change, _ guards: [AppSchema.GuardRule], flags: [String: Bool]) -> (Route, AppSchema.GuardRule, Modal.Style?)? {
        func held(_ routes: some Sequence<Route>, dismissing: Modal.Style? = nil) -> (Route, AppSchema.GuardRule, Modal.Style?)? {
            for route in routes {
                if let rule = guards.first(where: { $0.route == route.name && $0.condition.holds(in: flags) }) { return (route, rule, dismissing) }
            }
            return nil
        }
        switch change {
        case .pop(let route, _): return held(CollectionOfOne(route))
        case .popAll(let routes, _): return held(routes.reversed())
        case .dismiss(let modals):
            for modal in modals.reversed() {
                if let found = held(modal.stack.reversed(), dismissing: modal.style) ?? held(CollectionOfOne(modal.root), dismissing: modal.style) { return found }
            }
            return nil
        case .replace(let old, let new, _): return held(old[old.commonPrefixCount(with: new)...].reversed())
        case .sequence(let steps):
            for step in steps { if let found = heldGuard(in: step, guards, flags: flags) { return found } }
            return nil
        // A restored state is a saved state, not a navigation: no guard applies.
        case .push, .pushAll, .selectTab, .addTab, .removeTab, .present, .replaceState, .setFlag, .redirect:
            return nil
        }
    }
}
