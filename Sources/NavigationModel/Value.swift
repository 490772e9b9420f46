/// A route argument's value: text, a whole number or a truth value.
public enum Value: Hashable, Sendable {
    case string(String)
    case int(Int)
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
    func appendLiteral(to bytes: inout [UInt8]) {
        switch self {
        case .string(let text) where Value.needsNoEscapes(text):
            bytes.append(UInt8(ascii: "\""))
            bytes.append(utf8: text)
            bytes.append(UInt8(ascii: "\""))
        default:
            bytes.append(utf8: literal)
        }
    }

    /// True when no character of `text` is escaped in a literal: the common case, copied as it is.
    private static func needsNoEscapes(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { utf8 in
            utf8.allSatisfy { $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") && $0 != 0x7F }
        }
    }

    /// `text` in double quotes with the language's escapes applied.
    public static func quoted(_ text: String) -> String {
        if needsNoEscapes(text) { return "\"" + text + "\"" }
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            case "\0": result += "\\0"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
