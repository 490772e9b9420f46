import NavreplKit

/// Something `explore` found, with the shortest scripts that show it.
public struct Finding: Hashable, Sendable {
    /// What kind of thing was found; the raw value is how JSON names it.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// A declared route on no reachable stack.
        case unreachable
        /// A reachable state from which the app's start cannot be reached again.
        case trap
        /// A redirect chain that loops or passes the limit.
        case cycle
        /// A flag no rule reads.
        case unusedFlag = "unused-flag"
        /// A redirect that never fired, or a guard that never held, in any reachable state.
        case deadRule = "dead-rule"
        /// A route no edge (nor redirect) leads to: reached by a deep link, or not at all.
        case orphan
        /// A pushed screen with no way on and its back refused.
        case deadEnd = "dead-end"
        /// An edge that never shows its route: a rule refuses or redirects every tap on it.
        case unusedEdge = "unused-edge"
        /// A state whose URL does not open back to it.
        case url
        /// A deep link that lands in different places from different states.
        case link
        /// A `--check` that does not hold.
        case check
    }

    /// The subjects findings of `kind` can carry in an app of `schema`, so that `--ignore
    /// KIND:SUBJECT` with a misspelt subject is refused rather than matching nothing; nil for
    /// the kinds whose subjects are what the walk met (a URL, a link, a command, a check).
    public static func subjects(of kind: Kind, in schema: AppSchema) -> [String]? {
        let routes = schema.tabs.flatMap { $0.routes.map(\.name) } + schema.sharedRoutes.map(\.name)
        switch kind {
        case .unreachable, .deadEnd: return routes
        case .orphan:
            let several = routesOfSeveralTabs(in: schema)
            return schema.tabs.flatMap { tab in tab.routes.map { orphanSubject($0.name, in: tab.name, several) } } + schema.sharedRoutes.map(\.name)
        case .trap: return routes + schema.tabs.map(\.name)
        case .unusedFlag: return schema.flags.map(\.name)
        case .deadRule: return schema.redirects.map(\.spelling) + schema.guards.map(\.spelling)
        case .unusedEdge: return schema.tabs.flatMap { tab in tab.edges.map { "\(tab.name): \($0.spelling)" } }
        case .cycle, .url, .link, .check: return nil
        }
    }

    /// The names of routes several tabs declare, counted once for an app (an app of
    /// thousands of routes has each one's subject).
    static func routesOfSeveralTabs(in schema: AppSchema) -> Set<String> {
        var seen = Set<String>(), several = Set<String>()
        for name in schema.tabs.flatMap({ $0.routes.map(\.name) }) where !seen.insert(name).inserted { several.insert(name) }
        return several
    }

    /// How an orphan finding names `route` of `tab`: alone, or with its tab where several
    /// tabs declare a route of that name (`several`, ``routesOfSeveralTabs(in:)``).
    static func orphanSubject(_ route: String, in tab: String, _ several: Set<String>) -> String {
        several.contains(route) ? "\(tab).\(route)" : route
    }

    /// What kind of finding it is.
    public let kind: Kind
    /// The route, flag, rule, link or check it is about.
    public let subject: String
    /// What was found, in a sentence.
    public let message: String
    /// The commands from the app's start that show it, shortest first (none for what the
    /// app's declarations alone show).
    public let scripts: [[String]]
    /// For a route the app's edges show only past the walk's bounds, the way they show it: a
    /// report of many such routes (an app of a thousand screens in chains) folds them.
    public let pastBounds: EdgeWay?

    /// A finding with the scripts that show it.
    public init(kind: Kind, subject: String, message: String, scripts: [[String]] = [], pastBounds: EdgeWay? = nil) {
        self.kind = kind
        self.subject = subject
        self.message = message
        self.scripts = scripts
        self.pastBounds = pastBounds
    }
}

/// Why an app cannot be explored.
public struct ExplorationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The reason, with what to do.
    public let description: String

    /// An error with this reason.
    public init(_ description: String) {
        self.description = description
    }
}
