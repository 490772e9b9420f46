/// Universal links: `https://` URLs read through the app's link patterns (``AppSchema/LinkPattern``),
/// beside navrepl's own `APP://` links, which stay as they are. A URL opens the route of the
/// first pattern it matches, alone on its tab's stack.
extension DeepLink {
    /// Whether `link` is an `http(s)://` URL rather than one of navrepl's own links.
    static func isUniversal(_ link: String) -> Bool {
        let lower = link.prefix(8).lowercased()
        return lower.hasPrefix("https://") || lower.hasPrefix("http://")
    }

    /// What an `https://` URL opens, through the first of the app's patterns it matches.
    static func parseUniversal(_ link: String, schema: AppSchema) throws(ParseError) -> Destination {
        guard !schema.links.isEmpty else { throw .noLinkPatterns(app: schema.name) }
        let url = UniversalURL(link)
        var closest: (pattern: AppSchema.LinkPattern, score: Int, reason: String)?
        for pattern in schema.links {
            switch match(url, pattern, schema: schema) {
            case .success(let route):
                return Destination(tab: pattern.tab, stack: [route], modals: [])
            case .failure(let miss):
                if closest == nil || miss.score > closest!.score { closest = (pattern, miss.score, miss.reason) }
            }
        }
        throw .noMatchingPattern(link, closest: closest.map { "\($0.pattern.spelling): \($0.reason)" })
    }

    /// A URL cut into the parts a pattern is matched against.
    private struct UniversalURL {
        let scheme: String
        let host: String
        let path: [Substring]
        let query: [(key: Substring, value: Substring)]

        init(_ link: String) {
            let separator = link.firstRange(of: "://")!
            scheme = link[..<separator.lowerBound].lowercased()
            var rest = link[separator.upperBound...]
            if let hash = rest.firstIndex(of: "#") { rest = rest[..<hash] }
            var queryText: Substring = ""
            if let question = rest.firstIndex(of: "?") {
                queryText = rest[rest.index(after: question)...]
                rest = rest[..<question]
            }
            let parts = rest.split(separator: "/", omittingEmptySubsequences: false)
            host = parts[0].lowercased()
            path = parts.dropFirst().filter { !$0.isEmpty }
            query = queryText.split(separator: "&").map { item in
                let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                return (pair[0], pair.count > 1 ? pair[1] : "")
            }
        }
    }

    /// Why a URL is not a pattern's, and how near it came (the host, then each segment).
    private struct Miss: Error {
        let score: Int
        let reason: String
    }

    private static func match(_ url: UniversalURL, _ pattern: AppSchema.LinkPattern, schema: AppSchema) -> Result<Route, Miss> {
        guard url.host == pattern.host else { return .failure(Miss(score: 0, reason: "the host is \(url.host), not \(pattern.host)")) }
        var texts: [String: String] = [:]
        for (index, segment) in pattern.path.enumerated() {
            guard index < url.path.count else {
                return .failure(Miss(score: 1 + index, reason: "the URL has \(url.path.count) path segment\(url.path.count == 1 ? "" : "s"), the pattern \(pattern.path.count)"))
            }
            guard let text = decode(url.path[index]) else {
                return .failure(Miss(score: 1 + index, reason: "segment \(index + 1), '\(url.path[index])', has a bad percent-escape"))
            }
            switch segment {
            case .literal(let literal):
                guard text == literal else { return .failure(Miss(score: 1 + index, reason: "segment \(index + 1) is '\(text)', not '\(literal)'")) }
            case .parameter(let label):
                texts[label] = text
            }
        }
        let matched = 1 + pattern.path.count
        guard url.path.count == pattern.path.count else {
            return .failure(Miss(score: matched, reason: "the URL has \(url.path.count) path segments, the pattern \(pattern.path.count)"))
        }
        for (key, label) in pattern.query {
            // Keys are compared as they read: `my%20key` is the pattern's `my key`.
            if let item = url.query.first(where: { decode($0.key.replacing("+", with: " ")) == key }) {
                guard let text = decode(item.value.replacing("+", with: " ")) else {
                    return .failure(Miss(score: matched, reason: "query item '\(key)' has a bad percent-escape"))
                }
                texts[label] = text
            }
        }
        guard let declaration = schema.declaration(named: pattern.route, in: pattern.tab) else {
            return .failure(Miss(score: 0, reason: "route \(pattern.route) is not in tab \(pattern.tab)"))
        }
        var arguments: [Route.Argument] = []
        for parameter in declaration.parameters {
            guard let text = texts[parameter.label] else {
                if let value = parameter.defaultValue { arguments.append(Route.Argument(label: parameter.label, value: value)) }
                else if !parameter.isOptional {
                    return .failure(Miss(score: matched, reason: "the URL gives no '\(parameter.label)', which route \(pattern.route) needs"))
                }
                continue
            }
            do {
                arguments.append(Route.Argument(label: parameter.label, value: try ValueCodec.decode(.string(text), untyped: true, as: parameter.type)))
            } catch {
                return .failure(Miss(score: matched, reason: "'\(text)' is not a valid '\(parameter.label)'"))
            }
        }
        return .success(declaration.route(arguments))
    }

    /// The state's universal link: the first pattern of the one route on the selected tab's
    /// stack whose parameters it can write; nil with the reason when the state has none.
    public static func universalURL(for state: NavigationState, schema: AppSchema) -> Result<String, UniversalLinkProblem> {
        guard !schema.links.isEmpty else { return .failure(UniversalLinkProblem(description: "app \(schema.name) declares no universal links ('link \"https://...\" -> TAB.ROUTE')")) }
        guard state.modals.isEmpty else { return .failure(UniversalLinkProblem(description: "a universal link opens one screen, and a modal is presented")) }
        let stack = state.tabs[state.selectedTab].stack
        guard stack.count == 1, let route = stack.first else {
            return .failure(UniversalLinkProblem(description: "a universal link opens one route on a tab's stack, and the \(state.selectedTabName) stack holds \(stack.count)"))
        }
        var emptySegment: String?
        patterns: for pattern in schema.links where pattern.tab == state.selectedTabName && pattern.route == route.name {
            var values: [String: String] = [:]
            for argument in route.arguments { if let label = argument.label { values[label] = argument.value.plainText } }
            var link = pattern.scheme + "://" + pattern.host
            for segment in pattern.path {
                switch segment {
                case .literal(let text): link += "/" + encode(text)
                case .parameter(let label):
                    guard let value = values[label] else { continue patterns }
                    // An empty path segment does not read back (the URL would end in '/').
                    guard !value.isEmpty else {
                        emptySegment = label
                        continue patterns
                    }
                    link += "/" + encode(value)
                }
            }
            let items = pattern.query.compactMap { item in values[item.label].map { encode(item.key) + "=" + encode($0) } }
            if !items.isEmpty { link += "?" + items.joined(separator: "&") }
            return .success(link)
        }
        let empty = emptySegment.map { ": its '\($0)' is empty, which a path segment cannot hold" } ?? ""
        return .failure(UniversalLinkProblem(description: "no link pattern of app \(schema.name) writes \(route) on tab \(state.selectedTabName)" + empty))
    }

    /// Why a state has no universal link.
    public struct UniversalLinkProblem: Error, Sendable, CustomStringConvertible {
        public let description: String
    }
}
