import NavreplKit
import Testing

/// Universal links: patterns are checked when the app is made, URLs are matched in order, and
/// hostile patterns and URLs get clear errors.
struct UniversalLinkTests {
    static func schema(_ links: [AppSchema.LinkPattern]) throws -> AppSchema {
        try AppSchema(
            name: "shop",
            tabs: [AppSchema.TabDeclaration("main", routes: [
                AppSchema.RouteDeclaration("item", [AppSchema.Parameter(label: "id", type: .int)]),
                AppSchema.RouteDeclaration("any", [AppSchema.Parameter(label: "path", type: .string)]),
            ])],
            links: links)
    }

    @Test func theFirstMatchingPatternWinsAndItsParametersAreTyped() throws {
        let schema = try Self.schema([
            try AppSchema.LinkPattern("https://shop.example/item/:id", tab: "main", route: "item"),
            try AppSchema.LinkPattern("https://shop.example/:path", tab: "main", route: "any"),
        ])
        let item = try DeepLink.parse("https://shop.example/item/7", schema: schema)
        #expect(item.stack == [Route("item", [Route.Argument(label: "id", value: .int(7))])])
        // A pattern of one parameter segment takes any one segment, and only one.
        let any = try DeepLink.parse("https://shop.example/cart", schema: schema)
        #expect(any.stack.first?.name == "any")
        #expect(throws: DeepLink.ParseError.self) { try DeepLink.parse("https://shop.example/a/b/c", schema: schema) }
        // Navrepl's own links are read as before.
        #expect(try DeepLink.parse("shop://main/item/3", schema: schema).stack.first?.name == "item")
    }

    @Test func hostilePatternsAreRefusedWhenTheAppIsMade() throws {
        let long = "https://shop.example/" + Array(repeating: "a", count: 10_000).joined(separator: "/")
        #expect(throws: NavigationError.self) { try AppSchema.LinkPattern(long, tab: "main", route: "item") }
        #expect(throws: NavigationError.self) { try AppSchema.LinkPattern("https://shop.example/:id/:id", tab: "main", route: "item") }
        #expect(throws: NavigationError.self) { try AppSchema.LinkPattern("ftp://shop.example/x", tab: "main", route: "item") }
        // A pattern that gives no :id for a route that needs one.
        #expect(throws: NavigationError.self) { try Self.schema([try AppSchema.LinkPattern("https://shop.example/item", tab: "main", route: "item")]) }
        // A pattern naming a parameter the route does not have.
        #expect(throws: NavigationError.self) { try Self.schema([try AppSchema.LinkPattern("https://shop.example/:id/:size", tab: "main", route: "item")]) }
    }

    @Test func aStateOfOneRouteHasAUniversalLink() throws {
        let schema = try Self.schema([try AppSchema.LinkPattern("https://shop.example/item/:id", tab: "main", route: "item")])
        var router = Router(schema: schema)
        try router.perform(.push([Route("item", [Route.Argument(label: "id", value: .int(7))])]))
        #expect(try DeepLink.universalURL(for: router.state, schema: schema).get() == "https://shop.example/item/7")
        try router.perform(.push([Route("any", [Route.Argument(label: "path", value: .string("x"))])]))
        #expect(throws: DeepLink.UniversalLinkProblem.self) { try DeepLink.universalURL(for: router.state, schema: schema).get() }
    }
}
