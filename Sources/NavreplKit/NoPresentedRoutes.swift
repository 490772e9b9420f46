/// The presented-only routes of an app that declares none (no `sheet NAME` or `cover NAME` in its
/// app block): the `PresentedRoute` of its graph, an enum no value can be made of.
public enum NoPresentedRoutes: TypedRoute {
    public init(from decoder: any Decoder) throws {
        throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "the app declares no presented-only routes"))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {}
    }

    /// There is none: as a key path, the screen NavreplSwiftUI's views take for this app's
    /// presented-only routes. (A function of one would warn that it never runs.)
    package var unreachable: Never {
        switch self {}
    }
}
