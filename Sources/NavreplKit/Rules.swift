/// Flags and the rules that read them: go_router's redirects (top-level and per route, with
/// its limit of 5 and loop detection) and seed 003's hook that may refuse a change.
///
///     flag signedIn = false
///     redirect checkout -> login(next: "checkout") unless signedIn
///     guard pop cart unless signedIn

extension AppSchema {
    /// A boolean an app declares, part of the navigation state.
    public struct FlagDeclaration: Hashable, Sendable {
        /// The flag's name.
        public let name: String
        /// Its value when the app starts.
        public let initialValue: Bool
        /// The routes on whose screens a user can change it (`changes on signIn, settings`): the
        /// flag changes only while one of them is in front. Nil: anywhere. Code may still set it
        /// anywhere; this says where a user does, which is what `explore` walks.
        public let changesOn: [String]?

        /// A flag, its value at start, and the screens a user changes it on (nil: any).
        public init(_ name: String, initialValue: Bool = false, changesOn: [String]? = nil) {
            self.name = name
            self.initialValue = initialValue
            self.changesOn = changesOn
        }

        /// `flag signedIn = false changes on signIn, settings`.
        public var spelling: String {
            "flag \(name) = \(initialValue)" + (changesOn.map { " changes on " + $0.joined(separator: ", ") } ?? "")
        }
    }

    /// `when FLAG` or `unless FLAG`.
    public struct Condition: Hashable, Sendable {
        /// The flag the condition reads.
        public let flag: String
        /// True for `when`, false for `unless`: the flag's value that makes the condition hold.
        public let holdsWhenSet: Bool

        /// `when FLAG` (holdsWhenSet) or `unless FLAG`.
        public init(flag: String, holdsWhenSet: Bool) {
            self.flag = flag
            self.holdsWhenSet = holdsWhenSet
        }

        /// Whether the condition holds with these flag values.
        public func holds(in flags: [String: Bool]) -> Bool {
            flags[flag] == holdsWhenSet
        }

        /// `unless signedIn`.
        public var spelling: String { (holdsWhenSet ? "when " : "unless ") + flag }

        /// Why it holds: `signedIn is false`.
        public var reason: String { "\(flag) is \(holdsWhenSet)" }
    }

    /// `redirect SOURCE -> TARGET (when|unless) FLAG`: a route named SOURCE is not put on a
    /// stack while the condition holds; TARGET happens instead.
    public struct RedirectRule: Hashable, Sendable {
        /// The name of the route that is redirected.
        public let source: String
        /// What happens instead.
        public let target: RedirectTarget
        /// When the rule applies.
        public let condition: Condition

        /// A redirect from routes named `source` to `target` while `condition` holds.
        public init(source: String, target: RedirectTarget, condition: Condition) {
            self.source = source
            self.target = target
            self.condition = condition
        }

        /// A redirect from routes named `source` to the route `target` while `condition` holds.
        public init(source: String, target: RouteRequest, condition: Condition) {
            self.init(source: source, target: .route(target), condition: condition)
        }

        /// The rule as an app declares it.
        public var spelling: String {
            "redirect \(source) -> \(target.spelling) \(condition.spelling)"
        }
    }

    /// `guard pop ROUTE (when|unless) FLAG`: a route named ROUTE may not be popped (by any
    /// command that removes it from a stack) while the condition holds.
    public struct GuardRule: Hashable, Sendable {
        /// The name of the route that may not be popped.
        public let route: String
        /// When the rule applies.
        public let condition: Condition

        /// A guard on routes named `route` while `condition` holds.
        public init(route: String, condition: Condition) {
            self.route = route
            self.condition = condition
        }

        /// The rule as an app declares it.
        public var spelling: String { "guard pop \(route) \(condition.spelling)" }
    }
}

extension Change {
    /// One redirect that happened: the route asked for, what happened instead, and the rule's
    /// condition. It is a step of a change that changes nothing itself, so that the trace,
    /// `--explain`, the renderers and undo see it where it happened.
    public struct Redirection: Hashable, Sendable {
        /// The route asked for.
        public let from: Route
        /// What happened instead.
        public let to: Landing
        /// When the rule applies.
        public let condition: AppSchema.Condition
        /// The routes after it in a link or a path, which a redirect ends (go_router redirects the
        /// whole location): not put on the stack.
        public let dropped: [Route]

        /// Where a redirect sends the user: a route in place of the one asked for, the route
        /// presented instead, the current stack's root, or a tab (at its stack, or at its root).
        public enum Landing: Hashable, Sendable, CustomStringConvertible {
            case route(Route)
            case present(Modal.Style, Route)
            case root
            case tab(String, root: Bool)

            /// The route it puts on a stack or presents, if any.
            public var route: Route? {
                switch self {
                case .route(let route), .present(_, let route): return route
                case .root, .tab: return nil
                }
            }

            /// `login(next: "checkout")`, `sheet login`, `root`, `tab home root`.
            public var description: String {
                switch self {
                case .route(let route): return route.description
                case .present(let style, let route): return "\(style.rawValue) \(route)"
                case .root: return "root"
                case .tab(let name, let root): return "tab \(name)" + (root ? " root" : "")
                }
            }
        }

        /// A redirect that happened; `dropped` the routes after it that it ended.
        public init(from: Route, to: Landing, condition: AppSchema.Condition, dropped: [Route] = []) {
            self.from = from
            self.to = to
            self.condition = condition
            self.dropped = dropped
        }

        /// `redirected checkout -> login(next: "checkout"): signedIn is false; dropped shipping`.
        public var description: String {
            "redirected \(from) -> \(to): \(condition.reason)"
                + (dropped.isEmpty ? "" : "; dropped " + dropped.map(\.description).joined(separator: " > "))
        }
    }
}

extension AppSchema {
    /// What a redirect does instead of putting its route on a stack: `login(next: "checkout")`
    /// (that route, in its place), `sheet login` or `cover login` (presents it), `root` (pops the
    /// current stack to its root), `tab home` (selects the tab, at its stack) or `tab home root`.
    public enum RedirectTarget: Hashable, Sendable {
        case route(RouteRequest)
        case present(Modal.Style, RouteRequest)
        case root
        case tab(String, root: Bool)

        /// The route it names, bound in the tab where the redirect happens, if any.
        public var request: RouteRequest? {
            switch self {
            case .route(let request), .present(_, let request): return request
            case .root, .tab: return nil
            }
        }

        /// The target as an app declares it.
        public var spelling: String {
            switch self {
            case .route(let request): return request.spelling
            case .present(let style, let request): return "\(style.rawValue) \(request.spelling)"
            case .root: return "root"
            case .tab(let name, let root): return "tab \(name)" + (root ? " root" : "")
            }
        }
    }
}

extension AppSchema.RouteRequest {
    /// The route as written in a declaration: `login(next: "checkout")`.
    public var spelling: String {
        let name = (qualifier.map { $0 + "." } ?? "") + self.name
        guard !arguments.isEmpty else { return name }
        return name + "(" + arguments.map { argument in
            let value: String
            switch argument.value {
            case .word(let text): value = text
            case .quoted(let text): value = Value.quoted(text)
            }
            return (argument.label.map { $0 + ": " } ?? "") + value
        }.joined(separator: ", ") + ")"
    }
}
