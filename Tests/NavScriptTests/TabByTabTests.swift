import NavLanguage
import NavScript
import TestSupport
@testable import NavreplExplore
import NavreplKit
import Testing

/// An app whose tabs do not read one another is judged from one walk of each tab
/// (``TabByTabExplorer``). These tests walk every such app small enough both ways and compare:
/// the states and moves counted (the whole product's, worked out from the tabs' walks, against
/// the product walked), and every finding: the same kinds and subjects, the same counts, the
/// same rules, and scripts as short as the whole walk's that show the same thing when replayed.
struct TabByTabTests {
    /// Rules of every kind that keeps to a tab: ``MoveMemoTests/rules`` (redirects to a
    /// route, a sheet, a cover and the root; guards; flags; presented-only and app-level
    /// routes; a retap to the root; a split tab; parameters) with its redirect to a tab made
    /// one to a route, which makes a redirect loop, and a flag, a route and a guard more.
    static let rules = MoveMemoTests.rules
        .replacing("flag banned = false", with: "flag banned = false\n  flag unused = true")
        .replacing("tab account { profile; settings; orders }", with: "tab account { profile; settings; orders; never }")
        .replacing("redirect settings -> tab main when banned", with: """
            redirect settings -> profile when banned
              redirect never -> settings unless unused
              guard pop orders when unused
            """)

    /// A store whose tabs declare edges (none to another tab), with a trap, a dead end, an
    /// orphan and an unused edge.
    static let edges = """
        app edges {
          flag signedIn = false
          tab home {
            root -> featured, sheet promo
            featured -> product, sheet promo
            product(id: Int) -> reviews, cover gallery
            reviews -> product
            promo -> product
            gallery
            lost
          }
          tab cart {
            root -> cart
            cart -> checkout
            checkout -> payment
            payment -> done
            done
          }
          redirect done -> cart unless signedIn
          guard pop payment unless signedIn
          guard pop checkout when signedIn
        }
        """

    /// Two traps with two causes, one in each tab: two findings, whichever way it is walked.
    static let twoTraps = """
        app twoTraps {
          tab main {
            root -> a
            a -> b
            b
          }
          tab other {
            root -> x
            x -> y
            y -> z
            z
          }
          flag f = false
          guard pop b when f
          guard pop b unless f
          guard pop y when f
          guard pop y unless f
        }
        """

    /// A shop of three tabs, each stack walked to a depth of two.
    static let shop = """
        app shop {
          flag signedIn = false
          tab home { featured; product(id: Int); reviews }
          tab search { results; product(id: Int); filters }
          tab cart { cart; checkout; receipt }
          sheet login
          redirect checkout -> sheet login unless signedIn
          redirect receipt -> cart unless signedIn
          guard pop checkout when signedIn
        }
        """

    static func apps() throws -> [(AppSchema, ExplorationBounds)] {
        func bounds(_ depth: Int, _ modals: Int, links: [String] = []) -> ExplorationBounds {
            var bounds = ExplorationBounds()
            bounds.maxDepth = depth
            bounds.maxModals = modals
            bounds.links = links
            return bounds
        }
        let rules = try AppFile.parse(StringLineSource(Self.rules), file: "<test>", named: "rules")
        let edges = try AppFile.parse(StringLineSource(Self.edges), file: "<test>", named: "edges")
        let shop = try AppFile.parse(StringLineSource(Self.shop), file: "<test>", named: "shop")
        let twoTraps = try AppFile.parse(StringLineSource(Self.twoTraps), file: "<test>", named: "twoTraps")
        // Nothing to push: its modals' walk over the root is most of its states.
        let sheetOnly = try AppFile.parse(StringLineSource("app sheetOnly { sheet b }"), file: "<test>", named: "sheetOnly")
        var banned = bounds(1, 1)
        banned.fixedFlags = ["banned": true]
        var deeper = bounds(2, 0)
        deeper.fixedFlags = ["banned": true, "unused": false]
        return [
            (BuiltinApps.hospital, bounds(2, 1)),
            (BuiltinApps.hospital, bounds(3, 0)),
            (BuiltinApps.routers, bounds(1, 0)),
            (BuiltinApps.navigator, bounds(3, 1)),
            (BuiltinApps.books, bounds(2, 1)),
            (rules, bounds(1, 0)),
            (rules, banned),
            (rules, deeper),
            (edges, bounds(3, 1)),
            (shop, bounds(1, 1, links: ["shop://cart/checkout", "shop://home/product?id=1", "shop://search/filters"])),
            (sheetOnly, bounds(3, 1)),
            (twoTraps, bounds(3, 0)),
        ]
    }

    @Test(arguments: try apps())
    func theTabsWalkedAloneJudgeWhatTheWholeWalkJudges(app: AppSchema, bounds: ExplorationBounds) throws {
        #expect(TabByTabExplorer.coupling(in: app, bounds: bounds) == nil)
        let whole = try Explorer(schema: app, bounds: bounds)
        whole.walk()
        #expect(!whole.isLimited)
        let tabs = try TabByTabExplorer(schema: app, bounds: bounds)
        tabs.walk()
        #expect(!tabs.isLimited)
        #expect(tabs.stateCount == StateCount(whole.stateCount), "\(app.name)")
        #expect(tabs.moveCount == StateCount(whole.moveCount), "\(app.name)")
        // The states walked are the app's, each counted once: a tab's root without a modal is
        // in its modals' walk too.
        #expect(tabs.walkedStates <= whole.stateCount, "\(app.name)")

        let checks = [
            Explorer.Check(name: "not contains checkout", holds: { !$0.currentStack.contains { $0.name == "checkout" } }),
            Explorer.Check(name: "depth 1", when: { $0.modals.isEmpty }, holds: { $0.depth <= 1 }),
        ]
        let expected = whole.findings(checks: checks, links: bounds.links.isEmpty ? nil : bounds.links)
        let found = tabs.findings(checks: checks, links: bounds.links.isEmpty ? nil : bounds.links)
        #expect(found.map(\.kind) == expected.map(\.kind), "\(app.name): \(found.map(\.message)) against \(expected.map(\.message))")
        for (finding, wanted) in zip(found, expected) {
            // Which of several states at one distance a walk names first is the order it walks
            // them in: the rest is the same.
            switch finding.kind {
            case .trap, .url:
                #expect(finding.message.prefix { $0 != ";" } == wanted.message.prefix { $0 != ";" }, "\(app.name)")
            case .deadEnd, .unusedEdge, .check, .cycle:
                #expect(finding.subject == wanted.subject, "\(app.name)")
            case .link:
                #expect(finding.subject == wanted.subject && finding.scripts.count == wanted.scripts.count, "\(app.name): \(finding.message) against \(wanted.message)")
            default:
                #expect(finding == wanted, "\(app.name)")
            }
            if finding.kind != .link {
                #expect(finding.scripts.map(\.count) == wanted.scripts.map(\.count), "\(app.name): \(finding.message): \(finding.scripts) against \(wanted.scripts)")
            }
            // Every script replays to a state of the whole walk.
            for script in finding.scripts where finding.kind != .orphan {
                #expect(replayed(script, in: app, bounds: bounds).map { whole.index(of: $0) != nil } ?? false, "\(app.name): \(script)")
            }
        }
    }

    /// The state a script reaches from the app's start, run as a script is.
    func replayed(_ script: [String], in app: AppSchema, bounds: ExplorationBounds) -> NavigationState? {
        let interpreter = Interpreter(schema: app, sink: TextRenderer(channel: OutputCapture()), commands: .navrepl)
        interpreter.run(script.joined(separator: "\n"), file: "<script>")
        return interpreter.state
    }

    @Test func aWalkPastEveryLimitIsJudgedWhole() throws {
        // Four tabs of 1 + 9 + 81 + 729 stacks: a product of 443 billion states.
        let app = try AppFile.parse(StringLineSource("""
            app big {
              tab a { r(x: a|b|c|d|e|f|g|h|i) }
              tab b { r(x: a|b|c|d|e|f|g|h|i) }
              tab c { r(x: a|b|c|d|e|f|g|h|i) }
              tab d { r(x: a|b|c|d|e|f|g|h|i) }
            }
            """), file: "<test>", named: "big")
        var bounds = ExplorationBounds()
        bounds.maxModals = 0
        let tabs = try TabByTabExplorer(schema: app, bounds: bounds)
        tabs.walk()
        #expect(!tabs.isLimited)
        #expect(tabs.unjudgedKinds.isEmpty)
        #expect(tabs.stateCount == StateCount(4 * 820 * 820 * 820 * 820))
        #expect(tabs.findings().isEmpty)
    }

    @Test func tabsThatReadOneAnotherAreWalkedWhole() throws {
        let app = try AppFile.parse(StringLineSource(MoveMemoTests.rules), file: "<test>", named: "rules")
        #expect(TabByTabExplorer.coupling(in: app, bounds: ExplorationBounds()) == "'redirect settings -> tab main when banned' selects another tab")
        var noModals = ExplorationBounds()
        noModals.maxModals = 0
        #expect(TabByTabExplorer.coupling(in: BuiltinApps.navigator, bounds: noModals) == "the app has one tab, and its modals are not walked apart (it has edges, or no modals)")
        #expect(TabByTabExplorer.coupling(in: BuiltinApps.navigator, bounds: ExplorationBounds()) == nil)
    }
}
