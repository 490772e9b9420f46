extension AppSchema {
    /// A route an app schema allows: its name, parameters and optional title.
    public struct RouteDeclaration: Hashable, Sendable {
        /// The route's name.
        public let name: String
        /// Its parameters, in order.
        public let parameters: [Parameter]
        /// The title its screen shows, if the app gives one.
        public let title: String?

        /// A route declaration; `title` is what its screen shows.
        public init(_ name: String, _ parameters: [Parameter] = [], title: String? = nil) {
            self.name = name
            self.parameters = parameters
            self.title = title
        }

        /// `detail(name: String)`, or the bare name when there are no parameters.
        /// A route of this declaration with `arguments` (bound, in declaration order): its
        /// closed sets' members print without quotes, `transportation(type: car)`, as they are typed.
        public func route(_ arguments: [Route.Argument]) -> Route {
            var bare: UInt64 = 0
            if hasClosedSets {
                for (index, argument) in arguments.enumerated() where index < 64 {
                    if case .oneOf? = parameters.first(where: { $0.label == argument.label })?.type { bare |= 1 << UInt64(index) }
                }
            }
            return Route(name, arguments, bare: bare)
        }

        /// Whether a parameter takes a closed set's members.
        private var hasClosedSets: Bool {
            parameters.contains { if case .oneOf = $0.type { return true } else { return false } }
        }

        public var signature: String {
            parameters.isEmpty
                ? name
                : name + "(" + parameters.map(\.spelling).joined(separator: ", ") + ")"
        }
    }
}
