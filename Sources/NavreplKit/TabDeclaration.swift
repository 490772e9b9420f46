extension AppSchema {
    /// One column of a split tab (seed 004's NavigationSplitView): its name, the text it shows
    /// while empty, and the routes it shows.
    public struct SplitColumn: Hashable, Sendable {
        /// Its name.
        public let name: String
        /// Shown while nothing is selected in the column, like seed 004's "select a book".
        public let placeholder: String?
        /// The routes it declares.
        public let routes: [RouteDeclaration]

        /// A split-view column and the routes it shows; `placeholder` is shown while it is empty.
        public init(_ name: String, placeholder: String? = nil, routes: [RouteDeclaration]) {
            self.name = name
            self.placeholder = placeholder
            self.routes = routes
        }
    }

    /// A tab an app schema declares: its name, optional title, and the routes only it accepts.
    /// A split tab shows its path as columns: the first column is the root (the sidebar),
    /// path entry 1 fills the second column, entry 2 the third, and further entries are
    /// pushed inside the last column.
    public struct TabDeclaration: Hashable, Sendable {
        /// Its name.
        public let name: String
        /// The title the tab bar shows, if the app gives one.
        public let title: String?
        /// The routes it declares.
        public let routes: [RouteDeclaration]
        /// The columns of a split tab, sidebar first; empty for a plain tab.
        public let columns: [SplitColumn]
        /// Where a user's taps lead from each screen, in the order declared; none: every route
        /// the tab accepts may follow every screen.
        public let edges: [RouteEdge]

        /// A tab with one stack of these routes, and the edges between its screens.
        public init(_ name: String, title: String? = nil, routes: [RouteDeclaration], edges: [RouteEdge] = []) {
            self.name = name
            self.title = title
            self.routes = routes
            self.columns = []
            self.edges = edges
        }

        /// A split tab of two or three columns.
        public init(_ name: String, title: String? = nil, columns: [SplitColumn], edges: [RouteEdge] = []) {
            self.name = name
            self.title = title
            self.routes = columns.flatMap(\.routes)
            self.columns = columns
            self.edges = edges
        }

        /// Whether the tab is a split view.
        public var isSplit: Bool { !columns.isEmpty }

        /// The column a route of this tab is shown in (0 is the sidebar), or nil when the
        /// route is not a column route (an app-level route).
        public func columnIndex(of routeName: String) -> Int? {
            columns.firstIndex { column in column.routes.contains { $0.name == routeName } }
        }

        /// The column path entry `position` (0-based) is shown in: entry 0 in the second column,
        /// and so on; entries past the last column stay in the last column.
        public func column(forPathPosition position: Int) -> Int {
            min(position + 1, columns.count - 1)
        }
    }
}
