import Observation

/// The router an app holds (`@State private var router = ShopRouter()`, where the generated file
/// declares `typealias ShopRouter = TypedRouter<ShopGraph>`): the engine over the app's schema,
/// observable, with every call of ``AppRouter`` typed by the app's graph.
@MainActor @Observable
public final class TypedRouter<Graph: NavigationGraph>: AppRouter {
    public typealias AppRoute = Graph.Route
    public typealias AppPresentedRoute = Graph.PresentedRoute
    public typealias AppTab = Graph.Tab
    public typealias AppFlag = Graph.Flag

    public var navigator: Navigator
    /// Told of every refused call: by default a warning in debug builds (``Refusal/warning``),
    /// nothing in release. Set it to log, or to assert.
    @ObservationIgnored public var onRefusal: (@MainActor (Refusal) -> Void)?

    /// A router at the app's start. The journal (`journal.script`, a navrepl script of every
    /// call) is kept in debug builds unless `journaling` says otherwise. SwiftPM and Xcode build
    /// a package's dependencies in the app's configuration, so "debug" is the app's.
    public init(
        journaling: Bool = TypedRouter.isDebugBuild,
        onRefusal: (@MainActor (Refusal) -> Void)? = TypedRouter.isDebugBuild ? Refusal.warning : nil
    ) {
        navigator = Navigator(schema: Graph.schema, journaling: journaling)
        self.onRefusal = onRefusal
    }

    /// The app's schema, as its graph declares it.
    public nonisolated static var schema: AppSchema { Graph.schema }

    public nonisolated static var isDebugBuild: Bool {
        #if DEBUG
        true
        #else
        false
        #endif
    }
}
