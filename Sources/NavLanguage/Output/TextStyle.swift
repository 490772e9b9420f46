import NavreplKit

/// ANSI colour for text output, or none. On a terminal prompt, readline needs the escape
/// sequences wrapped in its invisible-text markers, which `forPrompt` adds.
public struct TextStyle: Sendable {
    public let enabled: Bool
    let invisibleStart: String
    let invisibleEnd: String

    public static let plain = TextStyle(enabled: false, invisibleStart: "", invisibleEnd: "")
    public static let ansi = TextStyle(enabled: true, invisibleStart: "", invisibleEnd: "")
    /// Colour for a readline prompt: escapes between `\001` and `\002`.
    public static let prompt = TextStyle(enabled: true, invisibleStart: "\u{1}", invisibleEnd: "\u{2}")

    private func paint(_ text: String, _ code: String) -> String {
        guard enabled else { return text }
        return invisibleStart + "\u{1B}[" + code + "m" + invisibleEnd + text + invisibleStart + "\u{1B}[0m" + invisibleEnd
    }

    public func error(_ text: String) -> String { paint(text, "1;31") }
    public func caret(_ text: String) -> String { paint(text, "1;32") }
    public func tab(_ text: String) -> String { paint(text, "1;34") }
    public func dim(_ text: String) -> String { paint(text, "2") }
    public func routeName(_ text: String) -> String { paint(text, "36") }
    public func value(_ text: String) -> String { paint(text, "33") }
    public func modal(_ text: String) -> String { paint(text, "1;35") }
    /// A test report's passes and failures.
    public func success(_ text: String) -> String { paint(text, "32") }
    public func failure(_ text: String) -> String { paint(text, "31") }

    /// A route as `Route.description` writes it, with its name and values coloured.
    public func route(_ route: Route) -> String {
        guard enabled else { return route.description }
        return RoutePrinter.text(route, style: ColouredRoute(style: self))
    }
}

/// A route's name and values painted in a text style's colours.
private struct ColouredRoute: RouteStyle {
    let style: TextStyle

    func appendName(_ name: String, to text: inout some ByteSink) {
        text.append(utf8: style.routeName(name))
    }

    func appendValue(_ value: Value, bare: Bool, to text: inout some ByteSink) {
        text.append(utf8: style.value(bare ? value.plainText : value.literal))
    }
}
