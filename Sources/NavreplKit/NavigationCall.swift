/// A call on an app's router, typed with the app's own routes and tabs: what the generated
/// router's methods make, and what ``AppRouter/perform(_:)`` takes in tests that want a
/// refusal thrown.
public enum NavigationCall<AppRoute: TypedRoute, AppTab: RawRepresentable & Sendable, AppFlag: RawRepresentable & Sendable, AppPresentedRoute: TypedRoute>: Sendable
where AppTab.RawValue == String, AppFlag.RawValue == String {
    /// Push routes on the current stack (the top modal's, else the selected tab's).
    case push([AppRoute])
    /// Push routes with Jetpack's options (pop to a route first, push only what is not on top).
    case pushWith([AppRoute], PushOptions)
    /// Pop routes off the current stack.
    case pop(Int)
    /// Pop the current stack to its root.
    case popToRoot
    /// Pop to the topmost route equal to this one (`inclusive`: that route too).
    case popTo(AppRoute, inclusive: Bool)
    /// Pop to the topmost route of this case, whatever its arguments.
    case popToNamed(String, inclusive: Bool)
    /// Replace the whole current stack.
    case replace([AppRoute])
    /// Replace the route on top by these (go_router's pushReplacement).
    case replaceTop([AppRoute])
    /// Select a tab.
    case selectTab(AppTab)
    /// Select a tab, then push the route on it.
    case navigate(AppRoute, in: AppTab)
    /// A user's tap on `route`: along the edge from the screen in front, as it declares.
    case follow(AppRoute)
    /// A user's tap on a presented-only route: along the edge that presents it.
    case followPresented(AppPresentedRoute)
    /// Present a route as a sheet or a full-screen cover.
    case present(AppRoute, Modal.Style)
    /// Present a presented-only route: as the sheet or the cover the app file declares it, or
    /// (`as`) in the other style.
    case presentDeclared(AppPresentedRoute, as: Modal.Style? = nil)
    /// Dismiss the top modal, or (`all`) every modal.
    case dismiss(all: Bool)
    /// In a split tab: show the route in its column and clear the columns after it.
    case select(AppRoute)
    /// Set one of the app's flags.
    case setFlag(AppFlag, Bool)
    /// Dismiss every modal and pop every tab to its root.
    case reset
}

extension NavigationCall {
    /// The engine's operation, each typed route converted and checked as the current stack
    /// takes it (for `navigate`, as the tab it goes to does).
    func operation(on navigator: Navigator) throws(Refusal.Reason) -> NavigationOperation {
        func checked(_ route: some TypedRoute, in tab: String? = nil) throws(Refusal.Reason) -> Route {
            let engineRoute: Route
            do { engineRoute = try route.route } catch { throw .routeCoding(error) }
            do {
                if let tab { return try navigator.schema.check(engineRoute, in: tab) }
                return try navigator.checked(engineRoute)
            } catch {
                throw .navigation(error)
            }
        }
        // Checked where the edge leads: a `go` edge's route is another tab's.
        func followed(_ route: some TypedRoute) throws(Refusal.Reason) -> Route {
            let name: String
            do { name = try route.route.name } catch { throw .routeCoding(error) }
            var tab = navigator.state.selectedTabName
            let (schema, state) = (navigator.schema, navigator.state)
            switch schema.edge(to: name, in: state)?.kind {
            case .go(let target)?: tab = target
            // No edge leads there: refused as a tap, whichever tab declares the route.
            case nil where schema.tapEdges(in: state) != nil: throw .navigation(schema.noEdge(to: name, in: state))
            default: break
            }
            return try checked(route, in: navigator.state.modals.isEmpty || tab != navigator.state.selectedTabName ? tab : nil)
        }
        func all(_ routes: [AppRoute]) throws(Refusal.Reason) -> [Route] {
            var checkedRoutes: [Route] = []
            for route in routes { checkedRoutes.append(try checked(route)) }
            return checkedRoutes
        }
        switch self {
        case .push(let routes): return .push(try all(routes))
        case .pushWith(let routes, let options): return .pushWith(try all(routes), options)
        case .pop(let count): return .pop(count)
        case .popToRoot: return .popToRoot
        case .popTo(let route, let inclusive): return .popTo(.exactly(try checked(route)), inclusive: inclusive)
        case .popToNamed(let name, let inclusive): return .popTo(.named(name), inclusive: inclusive)
        case .replace(let routes): return .replace(try all(routes))
        case .replaceTop(let routes): return .replaceTop(try all(routes))
        case .selectTab(let tab): return .selectTab(tab.rawValue)
        case .navigate(let route, let tab): return .go(tab: tab.rawValue, route: try checked(route, in: tab.rawValue))
        case .present(let route, let style): return .present(style, try checked(route))
        case .presentDeclared(let route, let style):
            let engineRoute = try checked(route)
            return .present(style ?? navigator.schema.declaredStyle(of: engineRoute.name), engineRoute)
        case .follow(let route): return .follow(try followed(route))
        case .followPresented(let route): return .follow(try followed(route))
        case .dismiss(let all): return .dismiss(all: all)
        case .select(let route): return .select(try checked(route))
        case .setFlag(let flag, let value): return .setFlag(flag.rawValue, value)
        case .reset: return .reset
        }
    }

    /// The call as the navrepl command that makes it, for a refusal made before the engine
    /// saw it (a route that did not convert or that the stack does not take), in `schema`.
    func command(in schema: AppSchema) -> String {
        func text(_ route: some TypedRoute) -> String { (try? route.route.description) ?? "\(route)" }
        switch self {
        case .push(let routes): return "push " + routes.map(text).joined(separator: " > ")
        case .pushWith(let routes, let options): return "push " + routes.map(text).joined(separator: " > ") + options.commandWords
        case .popTo(let route, let inclusive): return "popto " + text(route) + (inclusive ? " --inclusive" : "")
        case .replace(let routes): return "replace " + routes.map(text).joined(separator: " > ")
        case .replaceTop(let routes): return "replace top " + routes.map(text).joined(separator: " > ")
        case .navigate(let route, let tab): return "go \(tab.rawValue).\(text(route))"
        case .present(let route, let style): return "\(style.rawValue) \(text(route))"
        case .presentDeclared(let route, let style):
            return "\((style ?? schema.declaredStyle(of: (try? route.route.name) ?? "")).rawValue) \(text(route))"
        case .follow(let route): return "follow " + text(route)
        case .followPresented(let route): return "follow " + text(route)
        case .select(let route): return "select " + text(route)
        case .pop(let count): return NavigationOperation.pop(count).command!
        case .popToRoot: return "root"
        case .popToNamed(let name, let inclusive):
            guard Identifier.isValid(name) else { return NavigationOperation.unwritable("popto", name: name) }
            return "popto " + name + (inclusive ? " --inclusive" : "")
        case .selectTab(let tab): return "tab " + tab.rawValue
        case .dismiss(let all): return all ? "dismiss all" : "dismiss"
        case .setFlag(let flag, let value):
            guard Identifier.isValid(flag.rawValue) else { return NavigationOperation.unwritable("flag", name: flag.rawValue) }
            return "flag \(flag.rawValue) \(value)"
        case .reset: return "reset"
        }
    }

    /// The call as the app's code makes it, for a refusal's message: `push(.detail(name: "Ann"))`,
    /// `popToRoot()`, `set(.signedIn, true)`. Each case is the ``AppRouter`` method that makes it.
    /// (NavScript's `SwiftCallFormatter` writes the same call for an operation, for `--explain`;
    /// `NavigationCallTextTests` holds the two to the same text for every case.)
    var swiftCall: String {
        func swift(_ route: some TypedRoute) -> String { "." + String(describing: route) }
        func list(_ routes: [AppRoute]) -> String { routes.map(swift).joined(separator: ", ") }
        func inclusive(_ inclusive: Bool) -> String { inclusive ? ", inclusive: true" : "" }
        switch self {
        case .push(let routes): return "push(\(list(routes)))"
        case .pushWith(let routes, let options): return "push([\(list(routes))], options: \(options.swiftText))"
        case .pop(let count): return count == 1 ? "pop()" : "pop(\(count))"
        case .popToRoot: return "popToRoot()"
        case .popTo(let route, let isInclusive): return "pop(to: \(swift(route))\(inclusive(isInclusive)))"
        case .popToNamed(let name, let isInclusive): return "pop(toRouteNamed: \(String(reflecting: name))\(inclusive(isInclusive)))"
        case .replace(let routes): return "replace(with: [\(list(routes))])"
        case .replaceTop(let routes): return "replaceTop(with: [\(list(routes))])"
        case .selectTab(let tab): return "select(tab: .\(tab))"
        case .navigate(let route, let tab): return "navigate(to: \(swift(route)), in: .\(tab))"
        case .follow(let route): return "follow(\(swift(route)))"
        case .followPresented(let route): return "follow(\(swift(route)))"
        case .present(let route, let style): return "present(\(style == .sheet ? "sheet" : "cover"): \(swift(route)))"
        case .presentDeclared(let route, nil): return "present(\(swift(route)))"
        case .presentDeclared(let route, let style?): return "present(\(style == .sheet ? "sheet" : "cover"): \(swift(route)))"
        case .dismiss(let all): return all ? "dismissAll()" : "dismiss()"
        case .select(let route): return "select(\(swift(route)))"
        case .setFlag(let flag, let value): return "set(.\(flag), \(value))"
        case .reset: return "reset()"
        }
    }
}

extension PushOptions {
    /// The options as Swift writes them: `PushOptions(popTo: .root, singleTop: true)`.
    var swiftText: String {
        var parts: [String] = []
        switch popTo {
        case nil: break
        case .root: parts.append("popTo: .root")
        case .route(.named(let name), let inclusive): parts.append("popTo: .route(.named(\(String(reflecting: name))), inclusive: \(inclusive))")
        case .route(.exactly(let route), let inclusive): parts.append("popTo: .route(.exactly(\(route)), inclusive: \(inclusive))")
        }
        if singleTop { parts.append("singleTop: true") }
        return "PushOptions(" + parts.joined(separator: ", ") + ")"
    }
}
