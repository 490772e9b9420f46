/// The router an app holds: the engine's ``Router`` over the app's schema, the ``Journal`` of
/// what it did, and the last call it refused. The generated router keeps one of these and
/// every call, its own and SwiftUI's, goes through it, so the app follows the same rules as
/// the navrepl prompt.
public struct Navigator: Sendable {
    /// The engine: the schema and the state.
    public private(set) var router: Router
    /// What this router did, as a navrepl script.
    public var journal: Journal
    /// The last call refused, if any; nil again after the next accepted call.
    public internal(set) var lastRefusal: Refusal?
    /// Android's launchSingleTop for every push: a push of the route already on top is skipped
    /// (navrepl's `set singletop on`).
    public var singleTop = false

    /// A router at the app's start; `journaling` turns the journal on, keeping `journalLimit` entries.
    public init(schema: AppSchema, journaling: Bool = false, journalLimit: Int = 1_000) {
        router = Router(schema: schema)
        journal = Journal(app: schema.name, isEnabled: journaling, limit: journalLimit)
    }

    /// The app's declarations.
    public var schema: AppSchema { router.schema }
    /// Where the app stands: every stack, the modals, the flags.
    public var state: NavigationState { router.state }

    /// Performs `operation` by the app's rules. On a refusal nothing changes, the refusal is
    /// remembered as ``lastRefusal`` and journalled as `expect fail`, and thrown.
    ///
    /// - Parameters:
    ///   - operation: the call, as the engine reads it.
    ///   - command: how the journal writes the call when the operation has no command of its
    ///     own (`open` keeps the link as it came).
    @discardableResult
    public mutating func perform(_ operation: NavigationOperation, command: String? = nil) throws(Refusal) -> Change {
        let line = command ?? operation.command ?? "# restored a state"
        do {
            let change = try router.perform(operation, singleTop: singleTop)
            lastRefusal = nil
            journal.record(line)
            return change
        } catch {
            throw refuse(line, .navigation(error))
        }
    }

    /// Records a refusal made before the engine was asked (a typed route that did not
    /// convert), and returns it to throw.
    public mutating func refuse(_ command: String, _ reason: Refusal.Reason) -> Refusal {
        let refusal = Refusal(command: command, reason: reason)
        lastRefusal = refusal
        // A comment (a call no command can write) stays one: `expect fail #...` checks nothing.
        journal.record(command.hasPrefix("#") ? command : "expect fail " + command)
        return refusal
    }

    /// Whether the engine would accept `operation` now (nothing changes): what a view asks
    /// before it offers a back button or lets a sheet be swiped away.
    public func allows(_ operation: NavigationOperation) -> Bool {
        (try? router.plan(operation)) != nil
    }

    /// The route as the current stack takes it: accepted by the selected tab (a modal takes
    /// the routes of the tab it was presented from), its arguments in declaration order and
    /// its defaults filled in.
    public func checked(_ route: Route) throws(NavigationError) -> Route {
        try router.schema.check(route, in: router.state.selectedTabName)
    }

    /// The operation that takes the current stack from its routes to `path`, as SwiftUI sets a
    /// path binding: a push of what was added (so redirects apply), a pop of what was removed
    /// (so guards apply), or a replacement when the two differ below their tops.
    public func operation(settingCurrentPathTo path: [Route]) -> NavigationOperation? {
        let old = router.state.currentStack
        let kept = old.commonPrefixCount(with: path)
        if kept == old.count && kept == path.count { return nil }
        if kept == old.count { return .push(Array(path[kept...])) }
        if kept == path.count { return .pop(old.count - kept) }
        return .replace(path)
    }

    /// The URL of the current state, in navrepl's link format.
    public var url: String { DeepLink.url(for: router.state, schema: router.schema) }

    /// Opens a deep link as `open` does at the prompt: the modals dismissed, the link's tab
    /// selected with its stack, its modals presented.
    @discardableResult
    public mutating func open(_ link: String) throws(Refusal) -> Change {
        let command = "open " + Value.quoted(link)
        let destination: DeepLink.Destination
        do {
            destination = try DeepLink.parse(link, schema: router.schema)
        } catch {
            throw refuse(command, .link(error))
        }
        return try perform(.open(destination), command: command)
    }
}
