/// A tab an app schema declares: its name, optional title, and the routes only it accepts.
public struct TabDeclaration: Hashable, Sendable {
    public let name: String
    public let title: String?
    public let routes: [RouteDeclaration]

    public init(_ name: String, title: String? = nil, routes: [RouteDeclaration]) {
        self.name = name
        self.title = title
        self.routes = routes
    }
}
