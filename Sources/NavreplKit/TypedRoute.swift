/// A route type an app declares: an enum whose cases are the app's routes and whose
/// associated values, labelled as the parameters are, are the arguments. `navrepl export
/// swift` writes one per app. Its `Codable` conformance, synthesised by the compiler, is what
/// converts it to and from the engine's ``Route``: nothing else needs to be written by hand.
///
///     enum ClinicRoute: TypedRoute {
///         case list
///         case detail(name: String)
///     }
///     ClinicRoute.detail(name: "Ann").route   // detail(name: "Ann")
public protocol TypedRoute: Codable, Hashable, Sendable {}

extension TypedRoute {
    /// The engine's route for this value: its case's name, and one argument per associated
    /// value present, labelled with its label (an optional that is nil is left out).
    public var route: Route {
        get throws(RouteCodingError) { try RouteEncoder.route(for: self) }
    }

    /// The value of this type that `route` is.
    ///
    /// - Throws: ``RouteCodingError`` when this type has no case of the route's name, or the
    ///   arguments do not fit the case's associated values.
    public init(_ route: Route) throws(RouteCodingError) {
        self = try RouteDecoder.value(Self.self, from: route)
    }
}

/// Why a typed route and an engine route do not convert into each other.
public struct RouteCodingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What did not fit, in a sentence.
    public let reason: String

    /// An error with this reason.
    public init(_ reason: String) {
        self.reason = reason
    }

    /// The reason.
    public var description: String { reason }
}
