extension NavigationOperation {
    /// Which routes `popto` looks for: any route of a name, or one route exactly.
    public enum RouteMatch: Hashable, Sendable {
        /// Any route of this name.
        case named(String)
        /// This route, arguments and all.
        case exactly(Route)

        /// Whether `route` is one this match looks for.
        public func matches(_ route: Route) -> Bool {
            switch self {
            case .named(let name): return route.name == name
            case .exactly(let wanted): return route == wanted
            }
        }

        /// The name of the routes this match looks for.
        public var name: String {
            switch self {
            case .named(let name): return name
            case .exactly(let route): return route.name
            }
        }
    }

    /// Where `push --popto` pops to before it pushes (Jetpack's `popUpTo`).
    public enum PopTarget: Hashable, Sendable {
        /// The stack's root: every route popped.
        case root
        /// The topmost route matching, popped too when `inclusive`.
        case route(RouteMatch, inclusive: Bool)
    }
}

/// Jetpack's NavOptions for one push: pop to a route first, and push only what is not
/// already on top. The whole push is one step, made in full or not at all.
public struct PushOptions: Hashable, Sendable {
    /// Where to pop to before pushing, if anywhere.
    public var popTo: NavigationOperation.PopTarget?
    /// Whether a route already on top is not pushed again.
    public var singleTop: Bool

    /// Options for one push: where to pop to first, and whether a route already on top is pushed again.
    public init(popTo: NavigationOperation.PopTarget? = nil, singleTop: Bool = false) {
        self.popTo = popTo
        self.singleTop = singleTop
    }

    /// The options as `push` writes them after its routes: ` --popto list --inclusive --singletop`.
    var commandWords: String {
        var words = ""
        switch popTo {
        case nil: break
        case .root: words += " --popto root"
        case .route(let match, let inclusive): words += " --popto " + NavigationOperation.spelling(match) + (inclusive ? " --inclusive" : "")
        }
        if singleTop { words += " --singletop" }
        return words
    }
}

/// A router call, with its routes already checked against the schema.
public enum NavigationOperation: Hashable, Sendable {
    /// Select the tab of this name.
    case selectTab(String)
    /// Push routes on the current stack, bottom first.
    case push([Route])
    /// `push ... --popto ROUTE [--inclusive] --singletop`.
    case pushWith([Route], PushOptions)
    /// `replace top`: go_router's pushReplacement, the route on top swapped for others.
    case replaceTop([Route])
    /// Pop this many routes off the current stack.
    case pop(Int)
    /// Pop the current stack to its root.
    case popToRoot
    /// Pop to the topmost matching route (and it, when `inclusive`).
    case popTo(RouteMatch, inclusive: Bool)
    /// Replace the whole current stack.
    case replace([Route])
    /// A user's tap: the edge from the screen in front to this route, made as the push,
    /// presentation or `go` it declares; refused where no edge leads to it. In a tab without
    /// edges, a push.
    case follow(Route)
    /// Seed 000's `navigate`: select the tab that accepts the route, then push it.
    case go(tab: String, route: Route)
    /// Present a route as a sheet or a cover.
    case present(Modal.Style, Route)
    /// Dismiss the top modal, or every modal.
    case dismiss(all: Bool)
    /// Dismiss every modal and pop every tab to its root.
    case reset
    /// In a split tab: put the route in its column and clear the columns after it.
    case select(Route)
    /// A deep link: dismiss the modals, select the tab, set its stack, present the link's modals.
    case open(DeepLink.Destination)
    /// Replace the whole state (a state file), checked against the schema.
    case restore(NavigationState)
    /// Set one of the app's flags.
    case setFlag(String, Bool)
}
