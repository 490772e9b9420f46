/// Redirects and guards: applied to every operation before it is planned (redirects) and to
/// the change it would make before it is made (guards), so that a refused one changes nothing.
extension Router {
    /// go_router's default `redirectLimit`.
    public static let redirectLimit = 5

    /// `operation` with every route it would put on a stack redirected, and the redirects
    /// that happened, in order.
    func redirected(_ operation: Operation) throws(NavigationError) -> (Operation, [Change]) {
        var notes: [Change] = []
        let tab = state.selectedTabName
        // A redirect ends a path of several routes (a link, `push a > b`): the target takes the
        // place of the route and of everything after it, as go_router redirects the whole
        // location rather than one of its segments; the note says what was dropped.
        func follow(_ routes: [Route], in tab: String) throws(NavigationError) -> [Route] {
            var result: [Route] = []
            result.reserveCapacity(routes.count)
            for (index, route) in routes.enumerated() {
                let redirects = notes.count
                result.append(try redirect(route, in: tab, notes: &notes))
                guard notes.count > redirects, index < routes.count - 1 else { continue }
                if case .redirect(let last) = notes[notes.count - 1] {
                    notes[notes.count - 1] = .redirect(Redirection(from: last.from, to: last.to, condition: last.condition, dropped: Array(routes[(index + 1)...])))
                }
                break
            }
            return result
        }
        let redirected: Operation
        switch operation {
        case .push(let routes): redirected = .push(try follow(routes, in: tab))
        case .pushWith(let routes, let options): redirected = .pushWith(try follow(routes, in: tab), options)
        case .replaceTop(let routes): redirected = .replaceTop(try follow(routes, in: tab))
        case .replace(let routes): redirected = .replace(try follow(routes, in: tab))
        case .go(let target, let route): redirected = .go(tab: target, route: try redirect(route, in: target, notes: &notes))
        case .present(let style, let route): redirected = .present(style, try redirect(route, in: tab, notes: &notes))
        case .open(let destination):
            var modals: [Modal] = []
            for modal in destination.modals {
                let routes = try follow([modal.root] + modal.stack, in: destination.tab)
                modals.append(Modal(style: modal.style, root: routes[0], stack: Array(routes.dropFirst())))
            }
            redirected = .open(DeepLink.Destination(
                tab: destination.tab, stack: try follow(destination.stack, in: destination.tab), modals: modals))
        case .selectTab, .pop, .popToRoot, .popTo, .dismiss, .reset, .select, .restore, .setFlag:
            redirected = operation
        }
        return (redirected, notes)
    }

    /// The route that goes on the stack in place of `route`: the target of the first rule
    /// whose source it is and whose condition holds, followed again, up to the limit.
    private func redirect(_ route: Route, in tab: String, notes: inout [Change]) throws(NavigationError) -> Route {
        var chain = [route]
        var current = route
        while let rule = schema.redirects.first(where: { $0.source == current.name && $0.condition.holds(in: state.flags) }) {
            let next = try schema.resolve(rule.target, in: tab)
            let looped = chain.contains { $0.name == next.name }
            chain.append(next)
            if looped { throw .redirectLoop(chain) }
            if chain.count > Router.redirectLimit + 1 { throw .tooManyRedirects(chain) }
            notes.append(.redirect(Redirection(from: current, to: next, condition: rule.condition)))
            current = next
        }
        return current
    }

    /// Refuses a change that would pop a route a guard holds on the stack.
    func checkGuards(_ change: Change) throws(NavigationError) {
        guard !schema.guards.isEmpty else { return }
        func check(_ route: Route) throws(NavigationError) {
            if let rule = schema.guards.first(where: { $0.route == route.name && $0.condition.holds(in: state.flags) }) {
                throw .guarded(route, by: rule)
            }
        }
        for step in change.steps {
            switch step {
            case .pop(let route, _): try check(route)
            case .popAll(let routes, _): for route in routes.reversed() { try check(route) }
            case .dismiss(let modals):
                for modal in modals.reversed() {
                    for route in modal.stack.reversed() { try check(route) }
                    try check(modal.root)
                }
            case .replace(let old, let new, _):
                for route in old[old.commonPrefixCount(with: new)...].reversed() { try check(route) }
            // A restored state is a saved state, not a navigation: no guard applies.
            case .push, .pushAll, .selectTab, .addTab, .removeTab, .present, .replaceState, .setFlag, .redirect, .sequence:
                break
            }
        }
    }
}
