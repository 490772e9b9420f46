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
    public var signature: String {
        parameters.isEmpty
            ? name
            : name + "(" + parameters.map(\.spelling).joined(separator: ", ") + ")"
    }
}
