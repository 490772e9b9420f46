@testable import NavreplExplore
import NavreplKit
@testable import NavLanguage
@testable import NavScript
import Testing

/// The walk on two threads (``PipelinedWalk``) keeps what the walk on one keeps: every state's
/// row, the state and move that first reached it, and its successors; and the same findings.
/// On walks of 60,000 states (stopped at that limit), so that the expander runs well ahead of the storer and
/// the ring of buffers wraps many times: the rules app of the memo tests (every rule kind),
/// and the same app with edges, `changes on` and a link as a move.
struct PipelinedWalkTests {
    static let edges = """
        app edges {
          flag signedIn = false changes on login, profile
          flag banned = false
          tab main {
            root -> home, cart, sheet prefs
            home -> cart, detail, account.profile
            cart -> checkout, review
            checkout -> login, cart
            login(next: String? = nil) -> home
            review -> detail
            detail(id: Int) -> detail, cart
          }
          tab account { profile; settings; orders }
          sheet prefs(section: String?)
          redirect checkout -> login(next: "checkout") unless signedIn
          redirect review -> root when banned
          redirect settings -> tab main when banned
          guard pop cart unless signedIn
          guard pop login when banned
          link "https://edges.example/detail/:id" -> main.detail
        }
        """

    static func apps() throws -> [(AppSchema, ExplorationBounds)] {
        var rules = ExplorationBounds()
        rules.maxDepth = 3
        rules.maxModals = 1
        rules.intValues = [0, 1]
        rules.limit = 60_000
        var edges = rules
        edges.maxDepth = 4
        edges.links = ["https://edges.example/detail/1"]
        return [
            (try AppFile.parse(StringLineSource(MoveMemoTests.rules), file: "<test>", named: "rules"), rules),
            (try AppFile.parse(StringLineSource(Self.edges), file: "<test>", named: "edges"), edges),
        ]
    }

    @Test func twoThreadsKeepWhatOneKeeps() throws {
        for (app, bounds) in try Self.apps() {
            let alone = try Explorer(schema: app, bounds: bounds)
            let pipelined = try Explorer(schema: app, bounds: bounds)
            alone.walk()
            #expect(PipelinedWalk.walk(pipelined))
            #expect(alone.stateCount > 50_000, "\(app.name): \(alone.stateCount) states")
            try #require(pipelined.stateCount == alone.stateCount, "\(app.name)")
            #expect(pipelined.moveCount == alone.moveCount, "\(app.name)")
            #expect(pipelined.isLimited == alone.isLimited, "\(app.name)")
            let (kept, expected) = (MoveMemoTests.kept(by: pipelined), MoveMemoTests.kept(by: alone))
            let differing = kept.indices.first { kept[$0] != expected[$0] }
            #expect(differing == nil, "\(app.name): state \(differing ?? 0) is kept as \(kept[differing ?? 0]), not \(expected[differing ?? 0])")
            #expect(pipelined.findings() == alone.findings(), "\(app.name)")
        }
    }

    /// Where a walk stops at its limit of moves is decided by the moves alone: the expander,
    /// running ahead of the storer, stops at the same state as one thread does.
    @Test func twoThreadsStopAtTheSameMoveAsOne() throws {
        for (app, bounds) in try Self.apps() {
            var bounds = bounds
            bounds.moveLimit = 40_000
            let alone = try Explorer(schema: app, bounds: bounds)
            let pipelined = try Explorer(schema: app, bounds: bounds)
            alone.walk()
            #expect(PipelinedWalk.walk(pipelined))
            #expect(alone.isOutOfMoves && pipelined.isOutOfMoves, "\(app.name)")
            #expect(pipelined.stateCount == alone.stateCount, "\(app.name)")
            #expect(pipelined.moveCount == alone.moveCount, "\(app.name)")
            #expect(pipelined.findings() == alone.findings(), "\(app.name)")
        }
    }
}
