/// Deep links: `SCHEME://TAB/ROUTE/ARG.../ROUTE/ARG...?sheet=ROUTE/ARG...&cover=...`, with the
/// app's name as scheme. A link carries the selected tab, its stack and the modals; other
/// tabs are not part of it.
///
/// With a schema, each route is followed by one segment per parameter; an optional
/// parameter left out is written `~`. In free mode there is no schema to say how many
/// segments a route takes, so each argument carries its type and label:
/// `TYPE:VALUE` or `TYPE:LABEL=VALUE`, TYPE being `s`, `i` or `b` (String, Int, Bool).
/// Route names never hold a bare `:` (it is percent-encoded), so a segment with one is an
/// argument. Everything but letters, digits, `-`, `.` and `_` is percent-encoded as UTF-8.
/// One trailing slash after a path or a modal's routes is allowed, as go_router allows it.
public enum DeepLink {
    /// What a link names.
    public struct Destination: Hashable, Sendable {
        /// The tab the link selects.
        public let tab: String
        /// The tab's stack the link sets.
        public let stack: [Route]
        /// The modals the link presents, bottom first.
        public let modals: [Modal]

        /// A destination as a link that reads back states it (`explore`'s check of each
        /// state's URL, made without the text once its parts are known to read back).
        package init(tab: String, stack: [Route], modals: [Modal]) {
            self.tab = tab
            self.stack = stack
            self.modals = modals
        }
    }

    /// The link for the selected tab's stack and the presented modals.
    public static func url(for state: NavigationState, schema: AppSchema) -> String {
        let tab = state.selectedTabName
        var link = schema.name + "://" + encode(tab)
        for route in state.tabs[state.selectedTab].stack { link += "/" + segments(route, schema: schema, tab: tab) }
        keepLastSegment(of: &link)
        for (index, modal) in state.modals.enumerated() {
            link += (index == 0 ? "?" : "&") + modal.style.rawValue + "="
            link += ([modal.root] + modal.stack).map { segments($0, schema: schema, tab: tab) }.joined(separator: "/")
            keepLastSegment(of: &link)
        }
        return link
    }

    /// A reader drops one trailing slash (go_router does), so a run of segments whose last
    /// one is empty (an empty string argument) gets a second slash to keep it.
    private static func keepLastSegment(of link: inout String) {
        if link.hasSuffix("/") { link += "/" }
    }

    /// The segments of a path or a modal, without the one empty segment a trailing slash makes.
    private static func segments(of path: Substring) -> [Substring] {
        var segments = path.split(separator: "/", omittingEmptySubsequences: false)
        if segments.count > 1 && segments.last!.isEmpty { segments.removeLast() }
        return segments
    }

    /// Reads a link against `schema`, checking every segment.
    public static func parse(_ link: String, schema: AppSchema) throws(ParseError) -> Destination {
        if isUniversal(link) && schema.name != "http" && schema.name != "https" { return try parseUniversal(link, schema: schema) }
        guard let separator = link.firstRange(of: "://") else {
            throw .malformed("a link starts with the app's name and '://', e.g. '\(schema.name)://\(schema.tabs.first?.name ?? "main")'")
        }
        let scheme = String(link[..<separator.lowerBound])
        guard scheme == schema.name else { throw .wrongScheme(scheme, expected: schema.name) }
        var rest = Substring(link[separator.upperBound...])
        if let hash = rest.firstIndex(of: "#") {
            throw .malformed("a navrepl link has no '#' fragment (found '\(rest[hash...])')")
        }
        var query: Substring?
        if let question = rest.firstIndex(of: "?") {
            query = rest[rest.index(after: question)...]
            rest = rest[..<question]
        }
        let path = segments(of: rest)
        guard let tabSegment = path.first, !tabSegment.isEmpty else { throw .malformed("the link names no tab after '://'") }
        guard let tab = decode(tabSegment) else { throw .badEncoding(String(tabSegment), position: 1) }
        if schema.isFree {
            do { try FreeNames.checkTab(tab) } catch { throw .refused(error) }
        }
        if !schema.isFree && schema.tabIndex(named: tab) == nil {
            throw .unknownTab(tab, suggestion: Spelling.suggestion(for: tab, among: schema.tabs.map(\.name)))
        }
        var reader = SegmentReader(segments: Array(path.dropFirst()), firstPosition: 2, schema: schema, tab: tab)
        let stack = try reader.routes()
        var modals: [Modal] = []
        if let query {
            for item in query.split(separator: "&", omittingEmptySubsequences: false) {
                guard let equals = item.firstIndex(of: "="),
                    let style = Modal.Style(rawValue: String(item[..<equals]))
                else {
                    throw .malformed("'\(item)' is not a modal: write '?sheet=ROUTE/...' or '&cover=ROUTE/...'")
                }
                let value = item[item.index(after: equals)...]
                var modalReader = SegmentReader(
                    segments: segments(of: value), firstPosition: 1,
                    schema: schema, tab: tab, place: style.rawValue)
                let routes = try modalReader.routes()
                guard let root = routes.first else { throw .malformed("'\(item)' names no route for the \(style.rawValue)") }
                modals.append(Modal(style: style, root: root, stack: Array(routes.dropFirst())))
            }
        }
        return Destination(tab: tab, stack: stack, modals: modals)
    }

    // MARK: Writing

    private static func segments(_ route: Route, schema: AppSchema, tab: String) -> String {
        var text = encode(route.name)
        if schema.isFree {
            for argument in route.arguments {
                let type: String
                switch argument.value {
                case .string: type = "s"
                case .int: type = "i"
                case .bool: type = "b"
                }
                text += "/" + type + ":" + (argument.label.map { encode($0) + "=" } ?? "") + encode(argument.value.plainText)
            }
            return text
        }
        let parameters = schema.declaration(named: route.name, in: tab)?.parameters ?? []
        for parameter in parameters {
            let value = route.arguments.first { $0.label == parameter.label }?.value
            text += "/" + (value.map { encode($0.plainText) } ?? absent)
        }
        return text
    }

    /// The segment for an optional parameter left out.
    static let absent = "~"

    /// Percent-encodes everything but ASCII letters, digits, `-`, `.` and `_`.
    public static func encode(_ text: String) -> String {
        var result = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = Array("0123456789ABCDEF".unicodeScalars)
                result.unicodeScalars.append("%")
                result.unicodeScalars.append(hex[Int(byte >> 4)])
                result.unicodeScalars.append(hex[Int(byte & 0xF)])
            }
        }
        return result
    }

    /// Percent-decodes a segment; nil for a bad `%` escape or bytes that are not UTF-8.
    public static func decode<S: StringProtocol>(_ segment: S) -> String? {
        var bytes: [UInt8] = []
        var iterator = segment.utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else { return nil }
            bytes.append(high << 4 | low)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}

/// Reads routes from a run of path segments, each route followed by its arguments.
private struct SegmentReader {
    let segments: [Substring]
    let firstPosition: Int
    let schema: AppSchema
    let tab: String
    var place = "path"
    var index = 0

    init(segments: [Substring], firstPosition: Int, schema: AppSchema, tab: String, place: String = "path") {
        self.segments = segments
        self.firstPosition = firstPosition
        self.schema = schema
        self.tab = tab
        self.place = place
    }

    var position: Int { firstPosition + index }

    mutating func routes() throws(DeepLink.ParseError) -> [Route] {
        var routes: [Route] = []
        while index < segments.count { routes.append(try route()) }
        return routes
    }

    private mutating func route() throws(DeepLink.ParseError) -> Route {
        let segment = segments[index]
        guard !segment.isEmpty, !segment.contains(":"), let name = DeepLink.decode(segment) else {
            throw segment.contains(":")
                ? .malformed("\(segmentName) '\(segment)' is an argument, but a route name was expected")
                : segment.isEmpty ? .malformed("\(segmentName) is empty, but a route name was expected")
                : .badEncoding(String(segment), position: position)
        }
        let routePosition = position
        index += 1
        if schema.isFree { return try freeArguments(of: name) }
        guard let declaration = schema.declaration(named: name, in: tab) else {
            let known = schema.routes(acceptedIn: tab).map(\.name)
            throw .unknownRoute(name, position: routePosition, tab: tab, suggestion: Spelling.suggestion(for: name, among: known))
        }
        var arguments: [Route.Argument] = []
        for parameter in declaration.parameters {
            guard index < segments.count else {
                throw .missingArgument(parameter.spelling, route: name, position: position)
            }
            let segment = segments[index]
            if segment == Substring(DeepLink.absent) {
                guard parameter.mayBeLeftOut else {
                    throw .badArgument(String(segment), position: position, parameter: parameter.spelling, route: name)
                }
                if let value = parameter.defaultValue { arguments.append(Route.Argument(label: parameter.label, value: value)) }
                index += 1
                continue
            }
            guard let text = DeepLink.decode(segment) else { throw .badEncoding(String(segment), position: position) }
            let value: Value
            do {
                value = try ValueCodec.decode(.string(text), untyped: true, as: parameter.type)
            } catch {
                throw .badArgument(String(segment), position: position, parameter: parameter.spelling, route: name)
            }
            arguments.append(Route.Argument(label: parameter.label, value: value))
            index += 1
        }
        return declaration.route(arguments)
    }

    private mutating func freeArguments(of name: String) throws(DeepLink.ParseError) -> Route {
        var arguments: [Route.Argument] = []
        while index < segments.count, let colon = segments[index].firstIndex(of: ":") {
            let segment = segments[index]
            let letter = segment[..<colon]
            var body = segment[segment.index(after: colon)...]
            var label: String?
            if let equals = body.firstIndex(of: "=") {
                guard let decoded = DeepLink.decode(body[..<equals]), !decoded.isEmpty else {
                    throw .badEncoding(String(segment), position: position)
                }
                label = decoded
                body = body[body.index(after: equals)...]
            }
            guard let text = DeepLink.decode(body) else { throw .badEncoding(String(segment), position: position) }
            let type: AppSchema.ParameterType
            switch letter {
            case "s": type = .string
            case "i": type = .int
            case "b": type = .bool
            default:
                throw .badFreeArgument(String(segment), position: position, reason: "the type must be s, i or b, not '\(letter)'")
            }
            let value: Value
            do {
                value = try ValueCodec.decode(.string(text), untyped: true, as: type)
            } catch {
                let reason = type == .int ? "'\(text)' is not an Int" : "'\(text)' is not true or false"
                throw .badFreeArgument(String(segment), position: position, reason: reason)
            }
            arguments.append(Route.Argument(label: label, value: value))
            index += 1
        }
        let route = Route(name, arguments)
        do { try FreeNames.check(route) } catch { throw .refused(error) }
        return route
    }

    private var segmentName: String {
        place == "path" ? "segment \(position)" : "\(place) segment \(position)"
    }
}

extension DeepLink {
    /// Why a deep link was refused; each message names the bad segment.
    public enum ParseError: Error, Hashable, Sendable, CustomStringConvertible {
        /// The link is not of the form `APP://TAB/...`; the text says what is wrong.
        case malformed(String)
        /// The link's scheme is not the app's name.
        case wrongScheme(String, expected: String)
        /// The link names a tab the app does not have.
        case unknownTab(String, suggestion: String?)
        /// A segment names a route the tab does not take.
        case unknownRoute(String, position: Int, tab: String, suggestion: String?)
        /// A route lacks a segment for one of its parameters.
        case missingArgument(String, route: String, position: Int)
        /// A segment is not a value of its parameter's type.
        case badArgument(String, position: Int, parameter: String, route: String)
        /// A free-mode argument segment is not `TYPE:VALUE` or `TYPE:LABEL=VALUE`.
        case badFreeArgument(String, position: Int, reason: String)
        /// A segment is not valid percent-encoded UTF-8.
        case badEncoding(String, position: Int)
        /// A free-mode name or label the one rule for names refuses.
        case refused(NavigationError)
        /// An `https://` URL, and the app declares no link patterns.
        case noLinkPatterns(app: String)
        /// An `https://` URL no pattern matches; the nearest pattern and why it does not.
        case noMatchingPattern(String, closest: String?)

        /// Why the link does not read, and how to write it.
        public var description: String {
            switch self {
            case .malformed(let reason):
                return "malformed link: \(reason)"
            case .wrongScheme(let scheme, let expected):
                return "the link is for app '\(scheme)', but app '\(expected)' is loaded (use 'app \(scheme)' first, or a '\(expected)://' link)"
            case .unknownTab(let tab, let suggestion):
                return "the link names an unknown tab '\(tab)'" + Spelling.hint(suggestion)
            case .unknownRoute(let name, let position, let tab, let suggestion):
                return "segment \(position) of the link names an unknown route '\(name)' in tab \(tab)"
                    + Spelling.hint(suggestion)
            case .missingArgument(let parameter, let route, let position):
                return "the link ends at segment \(position), but route '\(route)' needs '\(parameter)' there"
            case .badArgument(let segment, let position, let parameter, let route):
                return "segment \(position) of the link, '\(segment)', is not a valid '\(parameter)' for route '\(route)'"
                    + (parameter.hasSuffix("?") ? "" : (segment == DeepLink.absent ? " (it cannot be left out)" : ""))
            case .badFreeArgument(let segment, let position, let reason):
                return "segment \(position) of the link, '\(segment)', is not a valid argument: \(reason)"
            case .refused(let error):
                return "the link is refused: \(error.description)"
            case .noLinkPatterns(let app):
                return "app \(app) declares no universal links (declare one in the app: link \"https://example.com/item/:id\" -> TAB.ROUTE), so only \(app):// links open"
            case .noMatchingPattern(let link, let closest):
                return "no link pattern matches \(link)" + (closest.map { "; the closest, \($0)" } ?? "")
            case .badEncoding(let segment, let position):
                return "segment \(position) of the link, '\(segment)', has a bad percent-escape or is not UTF-8"
            }
        }
    }
}
