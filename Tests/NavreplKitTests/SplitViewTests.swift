import NavreplKit
import Testing

/// Split tabs (seed 004): the path fills columns; `select` sets a column and clears the rest.
struct SplitViewTests {
    func details(_ book: String) -> Route { Route("details", [Route.Argument(label: "book", value: .string(book))]) }
    func description(_ book: String) -> Route { Route("description", [Route.Argument(label: "book", value: .string(book))]) }


    @Test func selectFillsAColumnAndClearsTheOnesAfterIt() throws {
        var router = Router(schema: BuiltinApps.books)
        try router.perform(.select(details("Dune")))
        try router.perform(.select(description("Dune")))
        #expect(router.state.currentStack == [details("Dune"), description("Dune")])
        let change = try router.perform(.select(details("Emma")))
        #expect(change == .sequence([.popAll([details("Dune"), description("Dune")], from: .tab(0)), .push(details("Emma"), on: .tab(0))]))
        #expect(router.state.currentStack == [details("Emma")])
        try router.perform(.select(Route("list")))
        #expect(router.state.currentStack == [])
    }

    @Test func selectingWhatIsAlreadySelectedChangesNothing() throws {
        var router = Router(schema: BuiltinApps.books)
        try router.perform(.select(details("Dune")))
        #expect(try router.perform(.select(details("Dune"))).isEmpty)
    }

    @Test func selectNeedsTheColumnsBeforeItFilled() {
        let router = Router(schema: BuiltinApps.books)
        #expect(refuse(.select(description("Dune")), on: router)
            == .columnEmpty("description", column: "content", tab: "library", needs: ["details"]))
    }

    @Test func pushesMustLandInTheirColumnsThenStayInTheLast() throws {
        var router = Router(schema: BuiltinApps.books)
        #expect(refuse(.push([description("Dune")]), on: router)
            == .wrongColumn("description", column: "content", tab: "library", shows: ["details"]))
        #expect(refuse(.push([Route("list")]), on: router) == .sidebarRoute("list", tab: "library"))
        try router.perform(.push([details("Dune"), description("Dune"), description("Notes"), details("Emma")]))
        #expect(router.state.depth == 4)
        try router.perform(.pop(3))
        #expect(router.state.currentStack == [details("Dune")])
        #expect(refuse(.replace([description("x")]), on: router) != nil)
    }

    @Test func selectIsForSplitTabsOnly() throws {
        let hospital = Router(schema: BuiltinApps.hospital)
        #expect(refuse(.select(Route("list")), on: hospital) == .notSplit(tab: "patients"))
        var books = Router(schema: BuiltinApps.books)
        try books.perform(.present(.sheet, details("Dune")))
        #expect(refuse(.select(details("Emma")), on: books) == .modalInTheWay(command: "select"))
    }

    @Test func aModalOverASplitTabIsAPlainStack() throws {
        var router = Router(schema: BuiltinApps.books)
        try router.perform(.present(.sheet, description("Dune")))
        try router.perform(.push([description("More"), details("Any")]))
        #expect(router.state.depth == 2)
        #expect(router.state.tabs[0].stack.isEmpty)
    }

    @Test func splitTabsNeedTwoOrThreeColumnsWithRoutes() {
        #expect(throws: NavigationError.self) {
            try AppSchema(name: "one", tabs: [AppSchema.TabDeclaration("t", columns: [AppSchema.SplitColumn("only", routes: [AppSchema.RouteDeclaration("a")])])])
        }
        #expect(throws: NavigationError.self) {
            try AppSchema(name: "empty", tabs: [AppSchema.TabDeclaration("t", columns: [
                AppSchema.SplitColumn("side", routes: [AppSchema.RouteDeclaration("a")]), AppSchema.SplitColumn("detail", routes: []),
            ])])
        }
    }
}
