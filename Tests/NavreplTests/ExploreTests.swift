import Foundation
import NavreplKit
import Testing
import TestSupport

/// `navrepl explore` end to end: exit statuses, the covering suite it writes (which
/// `navrepl test` must pass for every built-in app), and the state graph Graphviz draws.
@Suite(.serialized)
struct ExploreTests {
    static let app = """
        app shop {
          flag signedIn = false
          tab main "Shop" {
            home
            cart
            checkout
          }
          redirect checkout -> home unless signedIn
        }

        """

    @Test func theCommandLineSaysWhatItFoundAndExitsByIt() throws {
        let folder = Binary.temporaryFolder()
        try Binary.write(Self.app, to: folder + "/shop.navapp")
        let clean = try Binary.run(["explore", folder + "/shop.navapp", "--max-depth", "1", "--max-modals", "0", "--link", "shop://main/home"])
        #expect(clean.status == 0, "\(clean.stderr)")
        #expect(clean.stdout.hasPrefix("explored 8 states, 20 moves, depth ≤ 1, modals ≤ 0, in "), "\(clean.stdout)")
        let check = try Binary.run([
            "explore", folder + "/shop.navapp", "--max-depth", "1", "--max-modals", "0", "--link", "shop://main/home",
            "--check", "not contains checkout",
        ])
        #expect(check.status == 1)
        #expect(check.stderr == "explore: 1 of 1 check failed\n")
        #expect(check.stdout.contains("check: 'not contains checkout' does not hold in shop://main/checkout\n  flag signedIn true\n  push checkout\n"), "\(check.stdout)")
        let strict = try Binary.run(["explore", folder + "/shop.navapp", "--max-depth", "1", "--max-modals", "0", "--strict"])
        #expect(strict.status == 1)
        let json = try Binary.run(["explore", "books", "--max-depth", "1", "--json"])
        #expect(json.status == 0)
        #expect(json.stdout.hasPrefix("{\"states\":"), "\(json.stdout)")
        for (arguments, message) in [
            (["explore", "nowhere"], "navrepl explore: unknown app 'nowhere'"),
            (["explore", "hospital", "--max-depth"], "navrepl explore: --max-depth needs a number"),
            (["explore", "hospital", "--check", "top nowhere"], "navrepl explore: --check or --when 'top nowhere': unknown route 'nowhere'"),
            (["explore", "none"], "navrepl explore: free mode declares no routes to explore"),
        ] {
            let run = try Binary.run(arguments)
            #expect(run.status == 2, "\(arguments)")
            #expect(run.stderr.hasPrefix(message), "\(run.stderr)")
            #expect(run.stdout.isEmpty)
        }
        let help = try Binary.run(["explore", "--help"])
        #expect(help.status == 0 && help.stdout.hasPrefix("usage: navrepl explore [APP] [--max-depth D]"))
    }

    /// For every built-in app, the emitted suite covers every route it can reach and passes.
    @Test(arguments: BuiltinApps.all.map(\.name))
    func theCoveringSuitePassesAndCoversEveryReachableRoute(app: String) throws {
        let folder = Binary.temporaryFolder() + "/suite-" + app
        // Routers' four tabs and nine-valued closed set make millions of states at depth 2.
        let depth = app == "routers" ? "1" : "2"
        let run = try Binary.run(["explore", app, "--max-depth", depth, "--max-modals", "1", "--emit", folder])
        #expect(run.status == 0, "\(run.stderr)")
        let summary = run.stdout.split(separator: "\n").last.map(String.init) ?? ""
        #expect(summary.hasPrefix("wrote "), "\(run.stdout)")
        // Every route is reachable in the built-in apps (books' sidebar route in a sheet).
        let routes = Set(BuiltinApps.named(app)!.tabs.flatMap(\.routes).map(\.name) + BuiltinApps.named(app)!.sharedRoutes.map(\.name))
        #expect(summary.contains("routes \(routes.count)/\(routes.count)"), "\(summary)")
        let suite = try Binary.run(["test", folder])
        #expect(suite.status == 0, "\(suite.stdout)\(suite.stderr)")
        #expect(suite.stdout.contains(" 0 failed"), "\(suite.stdout)")
    }

    @Test func graphvizDrawsTheStateGraph() throws {
        let dot = try StoryboardTests.tool("dot", package: "graphviz")
        let folder = Binary.temporaryFolder()
        let run = try Binary.run(["explore", "navigator", "--max-depth", "2", "--max-modals", "0", "--graph", folder + "/states.dot"])
        #expect(run.status == 0, "\(run.stderr)")
        let svg = try Binary.run(["-Tsvg", folder + "/states.dot"], program: dot)
        #expect(svg.status == 0 && svg.stderr.isEmpty, "\(svg.stderr)")
        #expect(svg.stdout.contains("main: root &gt; first &gt; second"))
        let mermaid = try Binary.run(["explore", "navigator", "--max-depth", "1", "--max-modals", "0", "--graph", folder + "/states.mmd"])
        #expect(mermaid.status == 0)
        let text = try String(contentsOfFile: folder + "/states.mmd", encoding: .utf8)
        #expect(text.hasPrefix("flowchart LR\n  s0[\"* main: root\"]\n"), "\(text)")
        let big = try Binary.run(["explore", "hospital", "--max-depth", "3", "--max-modals", "0", "--graph", folder + "/big.dot"])
        #expect(big.status == 2)
        #expect(big.stderr.hasPrefix("navrepl explore: --graph draws at most 500 states, and this walk has "))
    }
}
