import NavLanguage
import NavScript
@testable import NavreplExplore
import NavreplKit
import Testing

/// The walk plans a context's moves once (``MoveMemo``) and replays them for every state with
/// that context. These tests walk apps with every kind of rule twice, with the memo and with
/// every move planned, and compare all the walk keeps: states, moves, shortest paths, edges,
/// the rules seen to act and every finding. (In a debug build the walk also checks, for each
/// move it plans, that no stack outside the context changed.)
struct MoveMemoTests {
    /// Rules of every kind the memo may meet: redirects to a route, a sheet, a cover, the
    /// root and a tab (not its root), guards, flags, a presented-only route, a retap to the
    /// root, a split tab, and routes with parameters.
    static let rules = """
        app rules {
          flag signedIn = false
          flag banned = false
          tab main {
            home
            cart
            checkout
            login(next: String? = nil)
            review
            detail(id: Int)
          }
          tab account { profile; settings; orders }
          split inbox {
            column folders { mailboxes }
            column message { message(id: Int) }
          }
          sheet prefs(section: String?)
          help
          redirect checkout -> sheet login(next: "checkout") unless signedIn
          redirect orders -> cover help when banned
          redirect review -> root when banned
          redirect settings -> tab main when banned
          redirect profile -> settings unless signedIn
          guard pop cart unless signedIn
          guard pop login when banned
          retap root main
        }
        """

    static func apps() throws -> [AppSchema] {
        try BuiltinApps.all + [AppFile.parse(StringLineSource(rules), file: "<test>", named: "rules")]
    }

    static let bounds: [(depth: Int, modals: Int)] = [(2, 0), (2, 1), (3, 1), (2, 2)]

    /// Everything a walk keeps of each state, in order: its row, the state and move that first
    /// reached it, and its successors.
    static func kept(by explorer: Explorer) -> [[Int32]] {
        (0 ..< explorer.stateCount).map { index in
            Array(explorer.rows[index]) + [explorer.parent(of: index), explorer.ordinal(of: index)] + Array(explorer.successors(of: index))
        }
    }

    @Test(arguments: try apps())
    func theWalkWithTheMemoKeepsWhatTheWalkWithoutItKeeps(app: AppSchema) throws {
        for (depth, modals) in Self.bounds {
            var bounds = ExplorationBounds()
            bounds.maxDepth = depth
            bounds.maxModals = modals
            bounds.intValues = [0, 1]
            bounds.limit = 5_000
            let remembering = try Explorer(schema: app, bounds: bounds)
            let planning = try Explorer(schema: app, bounds: bounds)
            planning.memoizes = false
            #expect(remembering.memoizes)
            remembering.walk()
            planning.walk()
            let name = "\(app.name) depth \(depth) modals \(modals)"
            try #require(remembering.stateCount == planning.stateCount, "\(name)")
            #expect(remembering.moveCount == planning.moveCount, "\(name)")
            #expect(remembering.isLimited == planning.isLimited, "\(name)")
            #expect(remembering.rulesThatActed == planning.rulesThatActed, "\(name)")
            let (kept, expected) = (Self.kept(by: remembering), Self.kept(by: planning))
            let differing = kept.indices.first { kept[$0] != expected[$0] }
            #expect(differing == nil, "\(name): state \(differing ?? 0) is kept as \(kept[differing ?? 0]), not \(expected[differing ?? 0])")
            #expect(remembering.findings() == planning.findings(), "\(name)")
            // With several tabs, states share a context with one met before, and are replayed.
            if app.tabs.count > 1 { #expect(remembering.memo.count < remembering.stateCount, "\(name)") }
            // With one tab, a context is a whole state, never met twice: the memo gives up.
            if app.tabs.count == 1 && remembering.stateCount > 2048 { #expect(!remembering.memoizes, "\(name)") }
        }
    }

    /// A redirect to a tab's root changes that tab's stack, outside the context: such an app
    /// is walked with every move planned, and the tab's stack is popped as at the prompt.
    @Test func aRedirectToATabsRootIsPlannedEveryTime() throws {
        let app = try AppFile.parse(StringLineSource("""
            app shop {
              flag signedIn = false
              tab main { home; orders }
              tab account { profile }
              redirect orders -> tab account root unless signedIn
            }
            """), file: "<test>", named: "shop")
        var bounds = ExplorationBounds()
        bounds.maxModals = 0
        bounds.maxDepth = 1
        let explorer = try Explorer(schema: app, bounds: bounds)
        #expect(!explorer.memoizes)
        explorer.walk()
        // A state with `profile` on account's stack, main selected: `push orders` lands on account at its root.
        var state = app.initialState()
        state.tabs[1].stack = [try app.check(Route("profile", []), in: "account")]
        let start = try #require(explorer.index(of: state))
        var landed = state
        landed.selectedTab = 1
        landed.tabs[1].stack = []
        #expect(explorer.successors(of: start).contains(Int32(try #require(explorer.index(of: landed)))))
    }
}
