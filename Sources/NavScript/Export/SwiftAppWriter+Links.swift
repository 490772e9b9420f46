import NavigationModel

/// The deep links `export swift` writes, in navrepl's format, and the text helpers the route
/// enums share (navrepl's quoting, percent-encoding).
extension SwiftAppWriter {
    func writeDeepLink(_ source: inout SwiftSource) {
        let scheme = Value.quoted(schema.name)
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
                    let link = url.absoluteString
                    guard let separator = link.range(of: "://"), link[..<separator.lowerBound] == Self.scheme else { return nil }
                    var rest = link[separator.upperBound...]
                    guard !rest.contains("#") else { return nil }
                    var query: Substring?
                    if let question = rest.firstIndex(of: "?") {
                        query = rest[rest.index(after: question)...]
                        rest = rest[..<question]
                    }
                    var segments = RouteText.segments(of: rest)
                    guard let first = segments.popFirst(), let name = RouteText.decode(first), let tab = Tab(rawValue: name),
                        let path = Self.routes(&segments, in: tab)
                    else { return nil }
                    var modals: [Modal] = []
                    for item in query?.split(separator: "&", omittingEmptySubsequences: false) ?? [] {
                        guard let equals = item.firstIndex(of: "="), let style = Modal.Style(rawValue: String(item[..<equals])) else {
                            return nil
                        }
                        var segments = RouteText.segments(of: item[item.index(after: equals)...])
                        guard let routes = Self.routes(&segments, in: tab), let root = routes.first else { return nil }
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

                private static func routes(_ segments: inout ArraySlice<Substring>, in tab: Tab) -> [\(appRouteType)]? {
                    var routes: [\(appRouteType)] = []
                    while !segments.isEmpty {
                        guard let route = \(appRouteType)(segments: &segments, in: tab) else { return nil }
                        routes.append(route)
                    }
                    return routes
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

                /// A route's name segment: not empty, and without a `:` (a free-mode argument).
                static func routeName(_ segment: Substring) -> String? {
                    segment.isEmpty || segment.contains(":") ? nil : decode(segment)
                }

                /// Takes a parameter's segment and reads it; nil when there is none or it does not read.
                static func argument<Value>(_ segments: inout ArraySlice<Substring>, _ read: (String) -> Value?) -> Value? {
                    guard let segment = segments.first, segment != "~", let text = decode(segment), let value = read(text) else { return nil }
                    segments.removeFirst()
                    return value
                }

                /// Takes a defaulted parameter's segment: `~` gives the default.
                static func argument<Value>(_ segments: inout ArraySlice<Substring>, or value: Value, _ read: (String) -> Value?) -> Value? {
                    guard segments.first == "~" else { return argument(&segments, read) }
                    segments.removeFirst()
                    return value
                }

                /// Takes an optional parameter's segment: `.some(nil)` for `~`, nil when it does not read.
                static func optionalArgument<Value>(_ segments: inout ArraySlice<Substring>, _ read: (String) -> Value?) -> Value?? {
                    if segments.first == "~" {
                        segments.removeFirst()
                        return .some(nil)
                    }
                    return argument(&segments, read).map { .some($0) }
                }
            }

            """#)
    }
}
