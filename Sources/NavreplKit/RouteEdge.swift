extension AppSchema {
    /// One way a user moves on from a screen: a tap that pushes a route, presents it as a sheet or
    /// a cover, or goes to a route of another tab (Jetpack Navigation's action). An app declares
    /// them in its tabs (`featured -> product, sheet promo, cart.checkout`); a tab that declares
    /// none lets every route it accepts follow every screen, as before edges existed.
    public struct RouteEdge: Hashable, Sendable {
        /// Where an edge starts: a tab's root view, or a screen showing a route of this name.
        public enum Source: Hashable, Sendable {
            /// The tab's root view (`root -> ...`).
            case root
            /// A screen showing a route of this name, pushed or presented.
            case route(String)

            /// How the app language writes it: `root` or the route's name.
            public var name: String {
                switch self {
                case .root: return "root"
                case .route(let name): return name
                }
            }
        }

        /// How the tap shows its route.
        public enum Kind: Hashable, Sendable {
            /// Pushed on the stack the source is on.
            case push
            /// Presented over the source.
            case present(Modal.Style)
            /// Pushed on another tab's stack, that tab selected (`go TAB.ROUTE`).
            case go(tab: String)
        }

        /// The screen the edge leaves.
        public let source: Source
        /// How the route is shown.
        public let kind: Kind
        /// The name of the route the edge leads to.
        public let route: String

        /// An edge from `source` to `route`, shown by `kind`.
        public init(from source: Source, _ kind: Kind, _ route: String) {
            self.source = source
            self.kind = kind
            self.route = route
        }

        /// How the app language writes the target: `product`, `sheet promo`, `cart.checkout`.
        public var targetSpelling: String {
            switch kind {
            case .push: return route
            case .present(let style): return "\(style.rawValue) \(route)"
            case .go(let tab): return "\(tab).\(route)"
            }
        }

        /// `featured -> sheet promo`.
        public var spelling: String { "\(source.name) -> \(targetSpelling)" }
    }
}
