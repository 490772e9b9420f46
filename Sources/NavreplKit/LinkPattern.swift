extension AppSchema {
    /// A universal link an app declares: `link "https://shop.example/product/:id" -> main.item`.
    /// A URL of the pattern's host and shape opens the route alone on the tab's stack, its
    /// parameters taken from the `:name` segments and from query items (`?q=:query`); several
    /// patterns may lead to one route, and the first that matches a URL wins.
    public struct LinkPattern: Hashable, Sendable {
        /// The pattern as declared.
        public let pattern: String
        /// The tab whose stack the link sets.
        public let tab: String
        /// The route it opens.
        public let route: String

        /// `http` or `https`, and the host, in lower case.
        let scheme: String
        let host: String
        let path: [Segment]
        /// `key=:label` query items.
        let query: [(key: String, label: String)]

        enum Segment: Hashable, Sendable {
            case literal(String)
            case parameter(String)
        }

        /// The most path segments and query items a pattern may have.
        public static let maximumParts = 64

        /// A pattern for `route` on `tab`; refuses one that is not `http(s)://HOST/PATH[?QUERY]`.
        public init(_ pattern: String, tab: String, route: String) throws(NavigationError) {
            let spelling = "link \(Value.quoted(pattern)) -> \(tab).\(route)"
            func invalid(_ reason: String) -> NavigationError { .invalidSchema("'\(spelling)': \(reason)") }
            guard let separator = pattern.firstRange(of: "://") else {
                throw invalid("a link pattern is a whole URL, such as \"https://shop.example/product/:id\"")
            }
            let scheme = pattern[..<separator.lowerBound].lowercased()
            guard scheme == "https" || scheme == "http" else { throw invalid("a universal link is https:// (or http://), not \(scheme)://") }
            var rest = pattern[separator.upperBound...]
            guard !rest.contains("#") else { throw invalid("a link pattern has no '#' fragment") }
            var queryText: Substring?
            if let question = rest.firstIndex(of: "?") {
                queryText = rest[rest.index(after: question)...]
                rest = rest[..<question]
            }
            let parts = rest.split(separator: "/", omittingEmptySubsequences: false)
            let host = parts[0].lowercased()
            guard !host.isEmpty, !host.contains(":") || host.split(separator: ":").count == 2 else { throw invalid("the pattern names no host after '://'") }
            var path: [Segment] = []
            var labels = Set<String>()
            for part in parts.dropFirst() where !part.isEmpty {
                if part.hasPrefix(":") {
                    let label = String(part.dropFirst())
                    guard Identifier.isValid(label) else { throw invalid("':\(label)' is not a parameter name") }
                    guard labels.insert(label).inserted else { throw invalid("':\(label)' appears twice") }
                    path.append(.parameter(label))
                } else {
                    guard let text = DeepLink.decode(part) else { throw invalid("'\(part)' is not valid percent-encoded text") }
                    path.append(.literal(text))
                }
            }
            var query: [(key: String, label: String)] = []
            for item in queryText?.split(separator: "&") ?? [] {
                let pair = item.split(separator: "=", maxSplits: 1)
                guard pair.count == 2, pair[1].hasPrefix(":"), Identifier.isValid(String(pair[1].dropFirst())) else {
                    throw invalid("a query item of a pattern is KEY=:PARAMETER, not '\(item)'")
                }
                let label = String(pair[1].dropFirst())
                guard labels.insert(label).inserted else { throw invalid("':\(label)' appears twice") }
                // Kept as it reads (`my%20key` is `my key`): compared decoded, written encoded.
                guard let key = DeepLink.decode(pair[0].replacing("+", with: " ")), !key.isEmpty else {
                    throw invalid("'\(pair[0])' is not a query key of valid percent-encoded text")
                }
                query.append((key, label))
            }
            guard path.count + query.count <= LinkPattern.maximumParts else {
                throw invalid("a pattern has at most \(LinkPattern.maximumParts) segments and query items, not \(path.count + query.count)")
            }
            self.pattern = pattern
            self.tab = tab
            self.route = route
            self.scheme = scheme
            self.host = host
            self.path = path
            self.query = query
        }

        /// The labels the pattern binds, in order.
        var labels: [String] {
            path.compactMap { if case .parameter(let label) = $0 { return label } else { return nil } } + query.map(\.label)
        }

        /// The rule as an app declares it.
        public var spelling: String { "link \(Value.quoted(pattern)) -> \(tab).\(route)" }

        public static func == (lhs: LinkPattern, rhs: LinkPattern) -> Bool {
            lhs.pattern == rhs.pattern && lhs.tab == rhs.tab && lhs.route == rhs.route
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(pattern)
            hasher.combine(tab)
            hasher.combine(route)
        }
    }
}
