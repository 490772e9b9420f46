import NavreplKit
import Testing

/// Redirects whose target is not a route: a sheet or cover, the root, a tab. Each is a plan of
/// the router, so a refused one changes nothing and a chain ends where it should.
struct RedirectTargetTests {
    static func schema(_ redirects: [AppSchema.RedirectRule], flags: [AppSchema.FlagDeclaration] = [AppSchema.FlagDeclaration("on", initialValue: true)]) throws -> AppSchema {
        try AppSchema(
            name: "rules",
            tabs: [
                AppSchema.TabDeclaration("main", routes: [AppSchema.RouteDeclaration("a"), AppSchema.RouteDeclaration("b"), AppSchema.RouteDeclaration("c"), AppSchema.RouteDeclaration("d")]),
                AppSchema.TabDeclaration("other", routes: [AppSchema.RouteDeclaration("e")]),
            ],
            flags: flags,
            redirects: redirects)
    }

    static let on = AppSchema.Condition(flag: "on", holdsWhenSet: true)

    @Test func aSheetTargetPushesWhatCameBeforeThenPresents() throws {
        var router = Router(schema: try Self.schema([AppSchema.RedirectRule(source: "b", target: .present(.sheet, AppSchema.RouteRequest(name: "c")), condition: Self.on)]))
        let change = try router.perform(.push([Route("a"), Route("b"), Route("d")]))
        #expect(router.state.currentStack == [])
        #expect(router.state.tabs[0].stack == [Route("a")])
        #expect(router.state.modals == [Modal(style: .sheet, root: Route("c"))])
        #expect(change.redirections == [Change.Redirection(from: Route("b"), to: .present(.sheet, Route("c")), condition: Self.on, dropped: [Route("d")])])
    }

    @Test func rootAndTabTargetsEndTheChain() throws {
        var router = Router(schema: try Self.schema([
            AppSchema.RedirectRule(source: "c", target: .root, condition: Self.on),
            AppSchema.RedirectRule(source: "d", target: .tab("other", root: true), condition: Self.on),
        ]))
        try router.perform(.push([Route("a"), Route("b")]))
        try router.perform(.push([Route("c")]))
        #expect(router.state.currentStack == [])
        try router.perform(.go(tab: "other", route: Route("e")))
        try router.perform(.selectTab("main"))
        try router.perform(.push([Route("d")]))
        #expect(router.state.selectedTabName == "other")
        #expect(router.state.currentStack == [])
    }

    @Test func aChainThroughEveryKindOfTargetAndItsLimit() throws {
        // a -> sheet b -> c (still presented) -> root.
        var router = Router(schema: try Self.schema([
            AppSchema.RedirectRule(source: "a", target: .present(.cover, AppSchema.RouteRequest(name: "b")), condition: Self.on),
            AppSchema.RedirectRule(source: "b", target: .route(AppSchema.RouteRequest(name: "c")), condition: Self.on),
            AppSchema.RedirectRule(source: "c", target: .root, condition: Self.on),
        ]))
        try router.perform(.push([Route("d")]))
        let change = try router.perform(.push([Route("a")]))
        #expect(change.redirections.map(\.to) == [.present(.cover, Route("b")), .present(.cover, Route("c")), .root])
        #expect(router.state.currentStack == [] && router.state.modals.isEmpty)
        // A loop through a presentation is refused, and nothing changes.
        var looping = Router(schema: try Self.schema([
            AppSchema.RedirectRule(source: "a", target: .present(.sheet, AppSchema.RouteRequest(name: "b")), condition: Self.on),
            AppSchema.RedirectRule(source: "b", target: .route(AppSchema.RouteRequest(name: "a")), condition: Self.on),
        ]))
        let before = looping.state
        #expect(throws: NavigationError.self) { try looping.perform(.push([Route("d"), Route("a")])) }
        #expect(looping.state == before)
    }

    @Test func aTabTargetUnderAModalIsRefusedAndChangesNothing() throws {
        var router = Router(schema: try Self.schema([AppSchema.RedirectRule(source: "b", target: .tab("other", root: false), condition: Self.on)]))
        try router.perform(.present(.sheet, Route("a")))
        let before = router.state
        #expect(throws: NavigationError.self) { try router.perform(.push([Route("b")])) }
        #expect(router.state == before)
    }

    @Test func anUndeclaredTabIsAnInvalidApp() {
        #expect(throws: NavigationError.self) {
            try Self.schema([AppSchema.RedirectRule(source: "a", target: .tab("nowhere", root: false), condition: Self.on)])
        }
    }
}
