import NavreplExplore
import NavreplKit
import Testing

/// `explore` reads a state's URL back from its parts once each part's own URL is known to read
/// back; counted here against the plain way, the text of every state's URL parsed and opened,
/// on apps whose values do not all survive a URL (an empty string, a slash, a percent sign).
struct URLReadBackTests {

    static func schema() throws -> AppSchema {
        try AppSchema(
            name: "enc",
            tabs: [
                AppSchema.TabDeclaration("main", routes: [
                    AppSchema.RouteDeclaration("detail", [AppSchema.Parameter(label: "name", type: .string)]),
                    AppSchema.RouteDeclaration("pair", [AppSchema.Parameter(label: "a", type: .string), AppSchema.Parameter(label: "b", type: .string, isOptional: true)]),
                ]),
                AppSchema.TabDeclaration("other", routes: [AppSchema.RouteDeclaration("flagged", [AppSchema.Parameter(label: "on", type: .bool)])]),
            ],
            sharedRoutes: [AppSchema.RouteDeclaration("note", [AppSchema.Parameter(label: "text", type: .string)])],
            flags: [AppSchema.FlagDeclaration("locked")],
            guards: [AppSchema.GuardRule(route: "detail", condition: AppSchema.Condition(flag: "locked", holdsWhenSet: true))],
            presentedOnly: ["note"])
    }

    /// The states whose URL, written and read as text and opened, does not give them back.
    static func plainFailures(_ explorer: Explorer) -> (count: Int, first: Int?) {
        var count = 0
        var first: Int?
        for index in 0..<explorer.stateCount {
            let state = explorer.state(index)
            var router = Router(schema: explorer.schema, state: state)
            let readsBack: Bool
            if let destination = try? DeepLink.parse(DeepLink.url(for: state, schema: explorer.schema), schema: explorer.schema),
               (try? router.perform(.open(destination))) != nil {
                readsBack = router.state == state
            } else {
                readsBack = false
            }
            if !readsBack {
                count += 1
                if first == nil { first = index }
            }
        }
        return (count, first)
    }

    // At depth 2, so that a stack is read back from the stack below it and its top.
    @Test(arguments: [["", "a/b"], ["%", "?", "&"], ["a", "#", "x y"]])
    func readingFromPartsFindsWhatReadingTheTextFinds(values: [String]) throws {
        var bounds = ExplorationBounds()
        bounds.maxDepth = 2
        bounds.limit = 20_000
        bounds.stringValues = values
        let explorer = try Explorer(schema: Self.schema(), bounds: bounds)
        explorer.walk()
        let plain = Self.plainFailures(explorer)
        let url = explorer.findings().first { $0.kind == .url }
        #expect(plain.count > 0, "the app is meant to have states whose URL does not read back")
        let subject = plain.first.map { DeepLink.url(for: explorer.state($0), schema: explorer.schema) }
        #expect(url?.subject == subject)
        #expect(url?.message.hasPrefix("\(Explorer.grouped(plain.count)) state") == true, "\(url?.message ?? "no url finding") against \(plain.count)")
    }

    /// An app whose modals are refused their dismissal by a guard and redirected inside, over
    /// a stack with a guard and a redirect of its own: the state's URL is read back from its
    /// stack and its modals apart, each part checked once.
    static func guardedModals() throws -> AppSchema {
        try AppSchema(
            name: "gm",
            tabs: [
                AppSchema.TabDeclaration("main", routes: [AppSchema.RouteDeclaration("list"), AppSchema.RouteDeclaration("detail"), AppSchema.RouteDeclaration("old")]),
                AppSchema.TabDeclaration("other", routes: [AppSchema.RouteDeclaration("page")]),
            ],
            sharedRoutes: [AppSchema.RouteDeclaration("editor"), AppSchema.RouteDeclaration("draft"), AppSchema.RouteDeclaration("login")],
            flags: [AppSchema.FlagDeclaration("locked"), AppSchema.FlagDeclaration("signedIn")],
            redirects: [
                AppSchema.RedirectRule(source: "old", target: AppSchema.RouteRequest(name: "detail"), condition: AppSchema.Condition(flag: "locked", holdsWhenSet: true)),
                AppSchema.RedirectRule(source: "draft", target: AppSchema.RouteRequest(name: "login"), condition: AppSchema.Condition(flag: "signedIn", holdsWhenSet: false)),
            ],
            guards: [
                AppSchema.GuardRule(route: "editor", condition: AppSchema.Condition(flag: "locked", holdsWhenSet: true)),
                AppSchema.GuardRule(route: "detail", condition: AppSchema.Condition(flag: "signedIn", holdsWhenSet: true)),
            ])
    }

    // With two modals, so that a modal is read back from the modals below it.
    @Test(arguments: ["hospital", "routers", "navigator", "books", "guarded modals"], [1, 2])
    func readingStacksAndModalsApartFindsWhatReadingEachStateFinds(app: String, modals: Int) throws {
        var bounds = ExplorationBounds()
        bounds.maxDepth = 2
        bounds.maxModals = modals
        bounds.limit = 20_000
        let schema = try BuiltinApps.named(app) ?? Self.guardedModals()
        let explorer = try Explorer(schema: schema, bounds: bounds)
        explorer.walk()
        let plain = Self.plainFailures(explorer)
        let url = explorer.findings().first { $0.kind == .url }
        let subject = plain.first.map { DeepLink.url(for: explorer.state($0), schema: schema) }
        #expect(url?.subject == subject)
        if plain.count > 0 {
            #expect(url?.message.hasPrefix("\(Explorer.grouped(plain.count)) state") == true, "\(url?.message ?? "no url finding") against \(plain.count)")
        }
        if app == "guarded modals" { #expect(plain.count > 0, "the app is meant to have states whose URL does not read back") }
    }
}
