extension AppSchema {
    /// The type a route parameter accepts.
    public enum ParameterType: Hashable, Sendable {
        /// Text.
        case string
        /// A whole number.
        case int
        /// `true` or `false`.
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
        /// The argument label, also its name in deep links and state files.
        public let label: String
        /// What values it takes.
        public let type: ParameterType
        /// Whether the argument may be left out (or given as `nil`): the route then has none.
        public let isOptional: Bool
        /// What a route gets when the argument is left out, as Swift's `tab: Int = 0`: the route
        /// then holds this value, as if it had been given. Never set for an optional parameter,
        /// whose default is to be absent.
        public let defaultValue: Value?

        /// A parameter; an optional one may be left out, one with a default takes it when left out.
        public init(label: String, type: ParameterType, isOptional: Bool = false, defaultValue: Value? = nil) {
            self.label = label
            self.type = type
            self.isOptional = isOptional
            self.defaultValue = defaultValue
        }

        /// `name: String`, `name: String?` or `tab: Int = 0`.
        public var spelling: String {
            "\(label): \(type.spelling)\(isOptional ? "?" : "")" + (defaultValue.map { " = " + written($0) } ?? "")
        }

        /// A value as a declaration writes it: a closed set's member as the bare word it lists.
        private func written(_ value: Value) -> String {
            if case .oneOf = type { return value.plainText }
            return value.literal
        }

        /// Whether a route may be written without this argument.
        public var mayBeLeftOut: Bool { isOptional || defaultValue != nil }
    }
}
