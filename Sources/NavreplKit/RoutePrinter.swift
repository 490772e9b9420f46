/// The one printer of routes: `detail(name: "Mary Doe")`, `chat("Ann", 3)` in free mode, or a
/// bare `list`. A style writes the name and each value: the plain style makes the form each
/// route keeps, `Route.description`, which the parser reads back; a terminal's adds colour.
package enum RoutePrinter {
    /// `route` as `style` writes it.
    package static func text(_ route: Route, style: some RouteStyle) -> String {
        var bytes: [UInt8] = []
        write(route.name, route.arguments, bare: route.storage.bare, style: style, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A route's name and arguments as UTF-8 appended to `text`. Always inlined: every new
    /// route is written here, on the batch path, where a call cost reference counting.
    @inline(__always)
    static func write(_ name: String, _ arguments: [Route.Argument], bare: UInt64, style: some RouteStyle, to text: inout some ByteSink) {
        style.appendName(name, to: &text)
        guard !arguments.isEmpty else { return }
        text.append(UInt8(ascii: "("))
        for (index, argument) in arguments.enumerated() {
            if index > 0 { text.append(utf8: ", ") }
            if let label = argument.label {
                text.append(utf8: label)
                text.append(utf8: ": ")
            }
            style.appendValue(argument.value, bare: index < 64 && bare & (1 << UInt64(index)) != 0, to: &text)
        }
        text.append(UInt8(ascii: ")"))
    }
}

/// How the route printer writes a route's name and its values; the punctuation and labels
/// around them are the printer's.
package protocol RouteStyle {
    func appendName(_ name: String, to text: inout some ByteSink)
    /// Writes `value` as the command language does (`Value.literal`; a closed set's member,
    /// `bare`, without quotes), with any marks around it.
    func appendValue(_ value: Value, bare: Bool, to text: inout some ByteSink)
}

/// Names and values as they are: the form the parser reads back.
package struct PlainRouteStyle: RouteStyle {
    /// The plain style.
    package init() {}

    /// Writes a route name as it is.
    package func appendName(_ name: String, to text: inout some ByteSink) {
        text.append(utf8: name)
    }

    /// Writes a value as the command language writes it.
    package func appendValue(_ value: Value, bare: Bool, to text: inout some ByteSink) {
        if bare { text.append(utf8: value.plainText) } else { value.appendLiteral(to: &text) }
    }
}
