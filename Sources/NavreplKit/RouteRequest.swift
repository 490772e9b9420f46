extension AppSchema {
    /// An argument as the user wrote it, before the schema gives it a type.
    public enum RawValue: Hashable, Sendable {
        /// An unquoted word such as `42`, `true` or `car`.
        case word(String)
        /// A quoted string, always text.
        case quoted(String)

        /// The text as written, without quotes.
        public var text: String {
            switch self {
            case .word(let text), .quoted(let text): return text
            }
        }

        /// True for a bare word, whose type the schema decides; a quoted string is always text.
        public var isWord: Bool {
            if case .word = self { return true }
            return false
        }
    }

    /// One argument of a route request: an optional label and the value as written.
    public struct ArgumentRequest: Hashable, Sendable {
        /// The label written before the value, if any.
        public let label: String?
        /// The value as written.
        public let value: RawValue

        /// An argument as written.
        public init(label: String?, value: RawValue) {
            self.label = label
            self.value = value
        }
    }

    /// A route as written in a command (`doctors.detail "Ann"`), not yet checked against a schema.
    public struct RouteRequest: Hashable, Sendable {
        /// The tab named in a qualified route (`doctors` in `doctors.detail`).
        public let qualifier: String?
        /// The route name as written.
        public let name: String
        /// The arguments as written, in order.
        public let arguments: [ArgumentRequest]

        /// A route as written, with the tab it is qualified by, if any.
        public init(qualifier: String? = nil, name: String, arguments: [ArgumentRequest] = []) {
            self.qualifier = qualifier
            self.name = name
            self.arguments = arguments
        }
    }
}
