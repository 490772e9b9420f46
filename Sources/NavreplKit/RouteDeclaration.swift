/// A route an app schema allows: its name, parameters and optional title.
public struct RouteDeclaration: Hashable, Sendable {
    public let name: String
    public let parameters: [Parameter]
    public let title: String?

    public init(_ name: String, _ parameters: [Parameter] = [], title: String? = nil) {
        self.name = name
        self.parameters = parameters
        self.title = title
    }

    /// `detail(name: String)`, or the bare name when there are no parameters.
    public var signature: String {
        parameters.isEmpty
            ? name
            : name + "(" + parameters.map(\.spelling).joined(separator: ", ") + ")"
    }
}
