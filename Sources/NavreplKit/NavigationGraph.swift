/// An app's navigation as its app file declares it: the Swift types of its routes, tabs and
/// flags, and the schema whose rules the engine runs. `navrepl export swift` (or the
/// NavreplGenerator build plugin) writes one for each app; ``TypedRouter`` is the router over it.
public protocol NavigationGraph {
    /// Every route of every tab, one case each: what stacks hold.
    associatedtype Route: TypedRoute
    /// The routes only ever presented (`sheet NAME`, `cover NAME` in the app block), apart from
    /// ``Route`` so that pushing one does not compile: ``AppRouter/present(_:)`` takes them.
    /// ``NoPresentedRoutes`` for an app without any.
    associatedtype PresentedRoute: TypedRoute = NoPresentedRoutes
    /// The tabs, raw values the names the app file gives them.
    associatedtype Tab: RawRepresentable & CaseIterable & Hashable & Sendable where Tab.RawValue == String
    /// The flags, raw values the names the app file gives them (``NoFlags`` for an app without
    /// any), so that a misspelt flag does not compile.
    associatedtype Flag: RawRepresentable & CaseIterable & Hashable & Sendable where Flag.RawValue == String

    /// The app as data: what the engine's rules read.
    static var schema: AppSchema { get }
}

extension AppSchema {
    /// The schema a generated file declares. Generated code is the engine's own output, so a
    /// schema it cannot build is a bug in navrepl, not in the app: this stops with the reason.
    public static func generated(_ declare: () throws -> AppSchema) -> AppSchema {
        do {
            return try declare()
        } catch {
            fatalError("navrepl generated an app its own engine refuses: \(error)")
        }
    }
}
