/// A route argument's value: text, a whole number or a truth value.
public enum Value: Hashable, Sendable {
    /// Text.
    case string(String)
    /// A whole number.
    case int(Int)
    /// A truth value.
    case bool(Bool)

    /// The value as the command language writes it: strings quoted and escaped,
    /// so that printed routes can be pasted back.
    public var literal: String {
        switch self {
        case .string(let text): return Value.quoted(text)
        case .int(let number): return String(number)
        case .bool(let flag): return flag ? "true" : "false"
        }
    }

    /// The value without quotes, as a closed-set member or a deep-link segment shows it.
    public var plainText: String {
        switch self {
        case .string(let text): return text
        case .int(let number): return String(number)
        case .bool(let flag): return flag ? "true" : "false"
        }
    }

    /// `literal`, as UTF-8 appended to `bytes`: how a route's printed form is made.
    func appendLiteral(to bytes: inout some ByteSink) {
        switch self {
        case .string(let text): Escaper.literal.append(text, to: &bytes)
        case .int, .bool: bytes.append(utf8: plainText)
        }
    }

    /// `text` in double quotes with the language's escapes applied.
    public static func quoted(_ text: String) -> String {
        Escaper.literal.escaped(text)
    }
}

extension Value {
    /// The value as an argument type of the app's own that decodes itself from one value
    /// (`UUID`, a `RawRepresentable` ID, `Tagged`): how generated tests write an argument of a
    /// parameter mapped to such a type, `.patient(id: try Value.string("A1").decoded())`.
    public func decoded<T: Decodable>(as type: T.Type = T.self) throws(RouteCodingError) -> T {
        try RouteDecoder.value(type, from: self)
    }
}
