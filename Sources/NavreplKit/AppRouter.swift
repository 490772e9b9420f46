/// What a router is to the app: an object that holds a ``Navigator`` and names the app's route,
/// tab and flag types. ``TypedRouter`` is the one an app holds. Every method here goes through the
/// engine, so a call from the app, a `NavigationLink`, the back button or a swiped-down sheet
/// follows the same rules as the navrepl prompt.
///
/// The methods do not throw: a refused call changes nothing, is kept as ``lastRefusal``, is
/// journalled, and is handed to ``onRefusal`` (log it, or assert in debug builds). Tests that
/// want the refusal thrown call ``perform(_:)``.
@MainActor
public protocol AppRouter: AnyObject {
    /// The app's routes: one enum, every route of every tab that a stack may hold.
    associatedtype AppRoute: TypedRoute
    /// The app's presented-only routes (``NoPresentedRoutes`` for an app without any): only
    /// ``present(_:)`` takes them.
    associatedtype AppPresentedRoute: TypedRoute = NoPresentedRoutes
    /// The app's tabs, raw values the names the app file gives them.
    associatedtype AppTab: RawRepresentable & CaseIterable & Hashable & Sendable where AppTab.RawValue == String
    /// The app's flags, raw values the names the app file gives them (``NoFlags`` for an app
    /// without any), so that a misspelt flag does not compile.
    associatedtype AppFlag: RawRepresentable & CaseIterable & Hashable & Sendable where AppFlag.RawValue == String

    /// The engine and its journal. Stored in the router class, so that observing views are
    /// told of every change.
    var navigator: Navigator { get set }
    /// Called with every refused call (after ``lastRefusal`` is set).
    var onRefusal: (@MainActor (Refusal) -> Void)? { get }
}

extension AppRouter {
    /// Performs a call; throws the refusal, with nothing changed, when the app's rules refuse it.
    public func perform(_ call: NavigationCall<AppRoute, AppTab, AppFlag, AppPresentedRoute>) throws(Refusal) {
        do throws(Refusal) {
            let operation: NavigationOperation
            do {
                operation = try call.operation(on: navigator)
            } catch {
                throw navigator.refuse(call.command(in: navigator.schema), error)
            }
            try navigator.perform(operation)
        } catch {
            throw saidAsCalled(error, call.swiftCall)
        }
    }

    /// The refusal with the app's own call in it, kept as ``lastRefusal`` too.
    private func saidAsCalled(_ refusal: Refusal, _ call: String) -> Refusal {
        var refusal = refusal
        refusal.call = call
        navigator.lastRefusal = refusal
        return refusal
    }

    /// Performs a call; a refusal goes to ``onRefusal``. Returns whether the call was accepted.
    @discardableResult
    public func attempt(_ call: NavigationCall<AppRoute, AppTab, AppFlag, AppPresentedRoute>) -> Bool {
        do {
            try perform(call)
            return true
        } catch {
            onRefusal?(error)
            return false
        }
    }

    /// The last call refused, nil again once one is accepted.
    public var lastRefusal: Refusal? { navigator.lastRefusal }

    /// The whole navigation state, as `state` prints it at the prompt.
    public var state: NavigationState { navigator.state }

    /// The journal of calls, readable as a navrepl script (`journal.script`).
    public var journal: Journal {
        get { navigator.journal }
        set { navigator.journal = newValue }
    }

    // MARK: Calls

    /// Pushes routes on the current stack: the top modal's, else the selected tab's.
    @discardableResult
    public func push(_ routes: AppRoute...) -> Bool { attempt(.push(routes)) }

    /// Pops `count` routes (one by default) off the current stack.
    @discardableResult
    public func pop(_ count: Int = 1) -> Bool { attempt(.pop(count)) }

    /// Pushes routes with Jetpack's options: pop to a route (or the root) first, and push only
    /// what is not already on top.
    @discardableResult
    public func push(_ routes: [AppRoute], options: PushOptions) -> Bool { attempt(.pushWith(routes, options)) }

    /// Replaces the route on top of the current stack by `routes` (go_router's pushReplacement).
    @discardableResult
    public func replaceTop(with routes: [AppRoute]) -> Bool { attempt(.replaceTop(routes)) }

    /// Pops to the topmost route of this name, whatever its arguments (`inclusive`: that route too).
    @discardableResult
    public func pop(toRouteNamed name: String, inclusive: Bool = false) -> Bool { attempt(.popToNamed(name, inclusive: inclusive)) }

    /// Selects a tab, as tapping it in the tab bar does (refused under a modal).
    @discardableResult
    public func select(tab: AppTab) -> Bool { attempt(.selectTab(tab)) }

    /// Pops the current stack to its root.
    @discardableResult
    public func popToRoot() -> Bool { attempt(.popToRoot) }

    /// Pops to the topmost `route` on the current stack (`inclusive`: that route too).
    @discardableResult
    public func pop(to route: AppRoute, inclusive: Bool = false) -> Bool { attempt(.popTo(route, inclusive: inclusive)) }

    /// Replaces the current stack.
    @discardableResult
    public func replace(with routes: [AppRoute]) -> Bool { attempt(.replace(routes)) }

    /// Selects `tab` and pushes `route` on its stack.
    @discardableResult
    public func navigate(to route: AppRoute, in tab: AppTab) -> Bool { attempt(.navigate(route, in: tab)) }

    /// A user's tap on `route`: made along the edge the app declares from the screen in front
    /// (a push, a sheet, a cover or another tab's push, as declared), refused where no edge
    /// leads to it. In a tab that declares no edges, a push.
    @discardableResult
    public func follow(_ route: AppRoute) -> Bool { attempt(.follow(route)) }

    /// A user's tap on a presented-only route: along the edge that presents it.
    @discardableResult
    public func follow(_ route: AppPresentedRoute) -> Bool { attempt(.followPresented(route)) }

    /// Presents `route` as a sheet.
    @discardableResult
    public func present(sheet route: AppRoute) -> Bool { attempt(.present(route, .sheet)) }

    /// Presents `route` as a full-screen cover.
    @discardableResult
    public func present(cover route: AppRoute) -> Bool { attempt(.present(route, .cover)) }

    /// Presents a presented-only route, as the sheet or the cover the app file declares it.
    @discardableResult
    public func present(_ route: AppPresentedRoute) -> Bool { attempt(.presentDeclared(route)) }

    /// Presents a presented-only route as a sheet, whatever the app file declares.
    @discardableResult
    public func present(sheet route: AppPresentedRoute) -> Bool { attempt(.presentDeclared(route, as: .sheet)) }

    /// Presents a presented-only route as a full-screen cover, whatever the app file declares.
    @discardableResult
    public func present(cover route: AppPresentedRoute) -> Bool { attempt(.presentDeclared(route, as: .cover)) }

    /// Dismisses the top modal.
    @discardableResult
    public func dismiss() -> Bool { attempt(.dismiss(all: false)) }

    /// Dismisses every modal.
    @discardableResult
    public func dismissAll() -> Bool { attempt(.dismiss(all: true)) }

    /// In a split tab: shows `route` in its column and clears the columns after it.
    @discardableResult
    public func select(_ route: AppRoute) -> Bool { attempt(.select(route)) }

    /// Dismisses every modal and pops every tab to its root.
    @discardableResult
    public func reset() -> Bool { attempt(.reset) }

    /// Sets one of the app's flags (what its redirects and guards read): `set(.signedIn, true)`.
    @discardableResult
    public func set(_ flag: AppFlag, _ value: Bool) -> Bool { attempt(.setFlag(flag, value)) }

    /// A flag's value.
    public func flag(_ flag: AppFlag) -> Bool { navigator.state.flags[flag.rawValue] ?? false }

    /// Opens a deep link in navrepl's format (`app://tab/route/arg?sheet=route`).
    @discardableResult
    public func open(_ link: String) -> Bool {
        do {
            try navigator.open(link)
            return true
        } catch {
            onRefusal?(saidAsCalled(error, "open(\(String(reflecting: link)))"))
            return false
        }
    }

    /// The link that opens the current state.
    public var url: String { navigator.url }

    // MARK: What views bind to

    /// The selected tab; setting it selects the tab as `tab` does (refused under a modal).
    public var selectedTab: AppTab {
        get { AppTab(rawValue: navigator.state.selectedTabName) ?? Array(AppTab.allCases)[0] }
        set { attempt(.selectTab(newValue)) }
    }

    /// The current stack, typed: the top modal's, else the selected tab's.
    public var currentPath: [AppRoute] { typed(navigator.state.currentStack) }

    /// The title a tab's bar item shows: its declared title, else its name.
    public func title(of tab: AppTab) -> String {
        navigator.schema.tab(named: tab.rawValue)?.title ?? tab.rawValue
    }

    /// Whether a tab is a split view (sidebar and columns) rather than one stack.
    public func isSplit(_ tab: AppTab) -> Bool {
        navigator.schema.tab(named: tab.rawValue)?.isSplit ?? false
    }

    /// The title a route's screen shows: its declared title, else the route as navrepl prints it.
    public func title(of route: AppRoute) -> String { title(ofRoute: route) }

    /// The title a presented-only route's screen shows.
    public func title(of route: AppPresentedRoute) -> String { title(ofRoute: route) }

    private func title(ofRoute route: some TypedRoute) -> String {
        guard let engineRoute = try? route.route else { return "\(route)" }
        let schema = navigator.schema
        let declaration = schema.tabs.lazy.compactMap { schema.declaration(named: engineRoute.name, in: $0.name) }.first
        return declaration?.title ?? engineRoute.description
    }

    /// A tab's stack, typed: what its `NavigationStack(path:)` shows.
    public func path(of tab: AppTab) -> [AppRoute] {
        guard let index = navigator.state.tabIndex(named: tab.rawValue) else { return [] }
        return typed(navigator.state.tabs[index].stack)
    }

    /// Sets a tab's stack as SwiftUI does when a `NavigationLink(value:)` pushes or the back
    /// button pops: through the rules, as a push, a pop or a replacement. Only the stack on
    /// screen can change this way; a set the rules refuse leaves the path as it was.
    public func setPath(_ path: [AppRoute], of tab: AppTab) {
        guard navigator.state.modals.isEmpty, navigator.state.selectedTabName == tab.rawValue else {
            report(navigator.refuse("# set the path of tab \(tab.rawValue)", .navigation(.modalInTheWay(command: "tab \(tab.rawValue)"))))
            return
        }
        setCurrentPath(path)
    }

    /// The presented modals, bottom first: each one's style, root and stack, typed.
    public var modals: [PresentedModal<AppRoute, AppPresentedRoute>] {
        navigator.state.modals.enumerated().compactMap { level, modal in
            let root: PresentedModal<AppRoute, AppPresentedRoute>.Root
            do throws(RouteCodingError) {
                root = navigator.schema.presentedOnly.contains(modal.root.name)
                    ? .presented(try AppPresentedRoute(modal.root))
                    : .route(try AppRoute(modal.root))
            } catch {
                report(Refusal(command: "# show the \(modal.style.rawValue) of \(modal.root)", reason: .routeCoding(error)))
                return nil
            }
            return PresentedModal(level: level, style: modal.style, root: root, path: typed(modal.stack))
        }
    }

    /// Sets the path of the modal at `level` (only the top one is on screen), through the rules.
    public func setModalPath(_ path: [AppRoute], level: Int) {
        guard level == navigator.state.modals.count - 1 else {
            report(navigator.refuse("# set the path of modal \(level)", .navigation(.noModal)))
            return
        }
        setCurrentPath(path)
    }

    /// Whether the back button may pop the current stack now: false while a guard holds on
    /// its top route (the generated views hide the back button then).
    public var canPop: Bool { navigator.allows(.pop(1)) }

    /// Whether the top modal may be dismissed now: false while a guard holds on a route in
    /// it (the generated views disable interactive dismissal then).
    public var canDismiss: Bool { navigator.allows(.dismiss(all: false)) }

    private func setCurrentPath(_ path: [AppRoute]) {
        var routes: [Route] = []
        for route in path {
            do {
                routes.append(try navigator.checked(try route.route))
            } catch let error as RouteCodingError {
                return report(navigator.refuse("# set the path to include \(route)", .routeCoding(error)))
            } catch let error as NavigationError {
                return report(navigator.refuse("push \((try? route.route.description) ?? "\(route)")", .navigation(error)))
            } catch {
                return
            }
        }
        guard let operation = navigator.operation(settingCurrentPathTo: routes) else { return }
        do {
            try navigator.perform(operation)
        } catch {
            report(error)
        }
    }

    private func report(_ refusal: Refusal) {
        onRefusal?(refusal)
    }

    /// The routes as the app's enum, each that the enum cannot hold (code generated from
    /// another version of the app) left out and reported: a view shows the rest of its path.
    private func typed(_ routes: [Route]) -> [AppRoute] {
        var typed: [AppRoute] = []
        typed.reserveCapacity(routes.count)
        for route in routes {
            do throws(RouteCodingError) {
                typed.append(try AppRoute(route))
            } catch {
                report(Refusal(command: "# show \(route) in a typed path", reason: .routeCoding(error)))
            }
        }
        return typed
    }
}

/// A presented modal as views show it: its place in the pile, its style, its root and the
/// path above that root, typed with the app's routes.
public struct PresentedModal<AppRoute: TypedRoute, AppPresentedRoute: TypedRoute>: Hashable, Sendable, Identifiable {
    /// What a modal was presented with: a route stacks hold too, or a presented-only one.
    public enum Root: Hashable, Sendable {
        case route(AppRoute)
        case presented(AppPresentedRoute)
    }

    /// 0 for the bottom modal.
    public let level: Int
    /// Sheet or cover.
    public let style: Modal.Style
    /// The route the modal was presented with.
    public let root: Root
    /// The routes pushed inside the modal, above its root.
    public let path: [AppRoute]

    /// Stable while the modal is up, so SwiftUI keeps the sheet rather than presenting it anew.
    public var id: Int { level }
}
