/// The type a route parameter accepts.
public enum ParameterType: Hashable, Sendable {
    case string
    case int
    case bool
    /// A closed set of words, written `airplane|car|bus`.
    case oneOf([String])

    /// The type as a schema writes it.
    public var spelling: String {
        switch self {
        case .string: return "String"
        case .int: return "Int"
        case .bool: return "Bool"
        case .oneOf(let members): return members.joined(separator: "|")
        }
    }
}

/// One labelled parameter of a route declaration, e.g. `name: String`.
public struct Parameter: Hashable, Sendable {
    public let label: String
    public let type: ParameterType
    public let isOptional: Bool

    public init(label: String, type: ParameterType, isOptional: Bool = false) {
        self.label = label
        self.type = type
        self.isOptional = isOptional
    }

    /// `name: String` or `name: String?`.
    public var spelling: String {
        "\(label): \(type.spelling)\(isOptional ? "?" : "")"
    }
}
