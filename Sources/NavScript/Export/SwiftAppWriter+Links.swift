import NavreplKit

/// The deep links `export swift` writes, in navrepl's format, and the text helpers the route
/// enums share (navrepl's quoting, percent-encoding).
extension SwiftAppWriter {
    func writeDeepLink(_ source: inout SwiftSource) {
        let scheme = Value.quoted(schema.name)
        let firstTab = DeepLink.encode(schema.tabs[0].name)
        source.append(
            """
            /// A deep link in navrepl's format: `\(schema.name)://TAB/ROUTE/ARG.../ROUTE/ARG...?sheet=ROUTE/ARG...&cover=...`,
            /// the selected tab, its path and the presented modals. Each route is followed by one segment per
            /// parameter (`~` leaves out an optional one); everything but letters, digits, `-`, `.` and `_` is
            /// percent-encoded. `DeepLink(url: link.url) == link` for every link.
            struct DeepLink: Hashable, Sendable {
                static let scheme = \(scheme)

                var tab: Tab
                var path: [\(appRouteType)] = []
                var modals: [Modal] = []

                init(tab: Tab, path: [\(appRouteType)] = [], modals: [Modal] = []) {
                    self.tab = tab
                    self.path = path
                    self.modals = modals
                }

                /// Reads a link; nil when it is not one of this app's, or names what the app does not have.
                init?(url: URL) {
                    guard let link = try? DeepLink(reading: url.absoluteString) else { return nil }
                    self = link
                }

                /// Reads a link, refusing it as navrepl's `open` does, with navrepl's message.
                init(reading link: String) throws(NavigationError) {
                    guard let separator = link.range(of: "://") else {
                        throw .badLink("malformed link: a link starts with the app's name and '://', e.g. '\\(Self.scheme)://\(firstTab)'")
                    }
                    let scheme = String(link[..<separator.lowerBound])
                    guard scheme == Self.scheme else {
                        throw .badLink("the link is for app '\\(scheme)', but app '\\(Self.scheme)' is loaded (use 'app \\(scheme)' first, or a '\\(Self.scheme)://' link)")
                    }
                    var rest = link[separator.upperBound...]
                    if let hash = rest.firstIndex(of: "#") {
                        throw .badLink("malformed link: a navrepl link has no '#' fragment (found '\\(rest[hash...])')")
                    }
                    var query: Substring?
                    if let question = rest.firstIndex(of: "?") {
                        query = rest[rest.index(after: question)...]
                        rest = rest[..<question]
                    }
                    let segments = RouteText.segments(of: rest)
                    guard let first = segments.first, !first.isEmpty else { throw .badLink("malformed link: the link names no tab after '://'") }
                    guard let name = RouteText.decode(first) else { throw LinkReader.badEncoding(first, at: 1) }
                    guard let tab = Tab(rawValue: name) else {
                        throw .badLink("the link names an unknown tab '\\(name)'" + LinkReader.hint(name, among: Tab.allCases.map(\\.rawValue)))
                    }
                    var reader = LinkReader(segments: segments.dropFirst(), firstPosition: 2, tab: tab.rawValue, place: "path")
                    let path = try reader.routes()
                    var modals: [Modal] = []
                    for item in query?.split(separator: "&", omittingEmptySubsequences: false) ?? [] {
                        guard let equals = item.firstIndex(of: "="), let style = Modal.Style(rawValue: String(item[..<equals])) else {
                            throw .badLink("malformed link: '\\(item)' is not a modal: write '?sheet=ROUTE/...' or '&cover=ROUTE/...'")
                        }
                        let segments = RouteText.segments(of: item[item.index(after: equals)...])
                        var reader = LinkReader(segments: segments, firstPosition: 1, tab: tab.rawValue, place: style.rawValue)
                        let routes = try reader.routes()
                        guard let root = routes.first else { throw .badLink("malformed link: '\\(item)' names no route for the \\(style.rawValue)") }
                        modals.append(Modal(style: style, root: root, path: Array(routes.dropFirst())))
                    }
                    self.init(tab: tab, path: path, modals: modals)
                }

                /// The link, as navrepl's `url` writes it.
                var url: URL {
                    var link = Self.scheme + "://" + RouteText.encode(tab.rawValue)
                    for route in path { link += "/" + route.segments.joined(separator: "/") }
                    RouteText.keepLastSegment(of: &link)
                    for (index, modal) in modals.enumerated() {
                        let routes = [modal.root] + modal.path
                        link += (index == 0 ? "?" : "&") + modal.style.rawValue + "="
                            + routes.map { $0.segments.joined(separator: "/") }.joined(separator: "/")
                        RouteText.keepLastSegment(of: &link)
                    }
                    // Every character that could make the text no URL is percent-encoded.
                    return URL(string: link)!
                }
            }


            """)
    }

    func writeRouteText(_ source: inout SwiftSource) {
        source.append(
            #"""
            /// How navrepl writes routes and the segments of deep links.
            enum RouteText {
                /// `name(label: value, ...)`, or the bare name when no argument is given.
                static func route(_ name: String, _ arguments: [String?]) -> String {
                    let given = arguments.compactMap { $0 }
                    return given.isEmpty ? name : name + "(" + given.joined(separator: ", ") + ")"
                }

                /// Text in double quotes, with navrepl's escapes (which are Swift's).
                static func quoted(_ text: String) -> String {
                    var result = "\""
                    for scalar in text.unicodeScalars {
                        switch scalar {
                        case "\\": result += "\\\\"
                        case "\"": result += "\\\""
                        case "\n": result += "\\n"
                        case "\t": result += "\\t"
                        case "\r": result += "\\r"
                        case "\0": result += "\\0"
                        case "\u{01}"..."\u{1F}", "\u{7F}": result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                        default: result.unicodeScalars.append(scalar)
                        }
                    }
                    return result + "\""
                }

                /// Percent-encodes everything but ASCII letters, digits, `-`, `.` and `_`.
                static func encode(_ text: String) -> String {
                    var result = ""
                    for byte in text.utf8 {
                        switch byte {
                        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"):
                            result.unicodeScalars.append(Unicode.Scalar(byte))
                        default:
                            let hex = String(byte, radix: 16, uppercase: true)
                            result += "%" + (hex.count == 1 ? "0" : "") + hex
                        }
                    }
                    return result
                }

                /// Percent-decodes a segment; nil for a bad escape or bytes that are not UTF-8.
                static func decode(_ segment: Substring) -> String? {
                    var bytes: [UInt8] = []
                    var utf8 = segment.utf8[...]
                    while let byte = utf8.popFirst() {
                        guard byte == UInt8(ascii: "%") else {
                            bytes.append(byte)
                            continue
                        }
                        guard let high = utf8.popFirst().flatMap(hexDigit), let low = utf8.popFirst().flatMap(hexDigit) else { return nil }
                        bytes.append(high << 4 | low)
                    }
                    return String(bytes: bytes, encoding: .utf8)
                }

                private static func hexDigit(_ byte: UInt8) -> UInt8? {
                    UInt8(String(Unicode.Scalar(byte)), radix: 16)
                }

                /// The segments of a path or a modal, without the one empty segment a trailing slash makes.
                static func segments(of text: Substring) -> ArraySlice<Substring> {
                    var segments = text.split(separator: "/", omittingEmptySubsequences: false)
                    if segments.count > 1 && segments[segments.count - 1].isEmpty { segments.removeLast() }
                    return segments[...]
                }

                /// A reader drops one trailing slash (go_router does), so a link whose last segment is
                /// empty (an empty string argument) gets a second slash to keep it.
                static func keepLastSegment(of link: inout String) {
                    if link.hasSuffix("/") { link += "/" }
                }
            }

            /// Reads the routes of a deep link's path or of one of its modals, segment by segment, as
            /// navrepl's `open` does: each route's name, then one segment per parameter.
            struct LinkReader {
                let segments: ArraySlice<Substring>
                /// The position navrepl's messages give the first segment (the tab is segment 1).
                let firstPosition: Int
                /// The tab whose routes these are.
                let tab: String
                /// `path`, or the modal's style.
                let place: String
                private var index = 0
                private var routePosition = 0

                init(segments: ArraySlice<Substring>, firstPosition: Int, tab: String, place: String) {
                    self.segments = segments
                    self.firstPosition = firstPosition
                    self.tab = tab
                    self.place = place
                }

                private var position: Int { firstPosition + index }
                private var segment: Substring? { index < segments.count ? segments[segments.startIndex + index] : nil }

                mutating func routes() throws(NavigationError) -> [AppRoute] {
                    var routes: [AppRoute] = []
                    while segment != nil { routes.append(try AppRoute(reading: &self, in: Tab(rawValue: tab)!)) }
                    return routes
                }

                /// Takes a route's name: not empty, and without a `:` (a free-mode argument).
                mutating func routeName() throws(NavigationError) -> String {
                    let segment = segment!
                    let name = place == "path" ? "segment \(position)" : "\(place) segment \(position)"
                    if segment.contains(":") { throw .badLink("malformed link: \(name) '\(segment)' is an argument, but a route name was expected") }
                    if segment.isEmpty { throw .badLink("malformed link: \(name) is empty, but a route name was expected") }
                    guard let decoded = RouteText.decode(segment) else { throw Self.badEncoding(segment, at: position) }
                    routePosition = position
                    index += 1
                    return decoded
                }

                func unknownRoute(_ name: String, among names: [String]) -> NavigationError {
                    .badLink("segment \(routePosition) of the link names an unknown route '\(name)' in tab \(tab)" + Self.hint(name, among: names))
                }

                /// Takes a parameter's segment and reads it.
                mutating func argument<Value>(_ parameter: String, of route: String, _ read: (String) -> Value?) throws(NavigationError) -> Value {
                    try take(parameter, of: route, leftOut: nil, read)
                }

                /// Takes a defaulted parameter's segment: `~` gives the default.
                mutating func argument<Value>(or value: Value, _ parameter: String, of route: String, _ read: (String) -> Value?) throws(NavigationError) -> Value {
                    try take(parameter, of: route, leftOut: value, read)
                }

                /// Takes an optional parameter's segment: `~` leaves it out.
                mutating func optionalArgument<Value>(_ parameter: String, of route: String, _ read: (String) -> Value?) throws(NavigationError) -> Value? {
                    try take(parameter, of: route, leftOut: .some(nil)) { read($0).map { .some($0) } }
                }

                /// The parameter's value; `leftOut` is what `~` gives, nil when it may not be left out.
                private mutating func take<Value>(
                    _ parameter: String, of route: String, leftOut: Value?, _ read: (String) -> Value?
                ) throws(NavigationError) -> Value {
                    guard let segment else {
                        throw .badLink("the link ends at segment \(position), but route '\(route)' needs '\(parameter)' there")
                    }
                    let bad = NavigationError.badLink(
                        "segment \(position) of the link, '\(segment)', is not a valid '\(parameter)' for route '\(route)'"
                            + (parameter.hasSuffix("?") ? "" : (segment == "~" ? " (it cannot be left out)" : "")))
                    if segment == "~" {
                        guard let leftOut else { throw bad }
                        index += 1
                        return leftOut
                    }
                    guard let text = RouteText.decode(segment) else { throw Self.badEncoding(segment, at: position) }
                    guard let value = read(text) else { throw bad }
                    index += 1
                    return value
                }

                static func badEncoding(_ segment: Substring, at position: Int) -> NavigationError {
                    .badLink("segment \(position) of the link, '\(segment)', has a bad percent-escape or is not UTF-8")
                }

                /// ` (did you mean 'list'?)` for a close name, as navrepl suggests one.
                static func hint(_ word: String, among candidates: [String]) -> String {
                    let limit = max(1, min(3, word.count / 3))
                    var best: (name: String, distance: Int)?
                    for candidate in candidates where candidate != word {
                        let distance = editDistance(word.lowercased(), candidate.lowercased())
                        if distance <= limit, distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
                    }
                    return best.map { " (did you mean '\($0.name)'?)" } ?? ""
                }

                /// Levenshtein distance, a swap of neighbouring letters counting as one edit.
                private static func editDistance(_ a: String, _ b: String) -> Int {
                    let a = Array(a.unicodeScalars), b = Array(b.unicodeScalars)
                    if a.isEmpty { return b.count }
                    if b.isEmpty { return a.count }
                    var previousRow: [Int] = []
                    var row = Array(0...b.count)
                    for i in 1...a.count {
                        let rowBefore = previousRow
                        previousRow = row
                        row = [i] + Array(repeating: 0, count: b.count)
                        for j in 1...b.count {
                            let cost = a[i - 1] == b[j - 1] ? 0 : 1
                            row[j] = min(previousRow[j] + 1, row[j - 1] + 1, previousRow[j - 1] + cost)
                            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                                row[j] = min(row[j], rowBefore[j - 2] + 1)
                            }
                        }
                    }
                    return row[b.count]
                }
            }

            """#)
    }
}
