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

    /// A walk stopped short by --limit or --time-limit says which kinds it did not judge, in
    /// the totals and the JSON (with the limit that stopped it, and where), and --strict fails
    /// on them even with nothing found.
    @Test func aWalkStoppedShortSaysWhatItDidNotJudgeAndStrictFailsOnIt() throws {
        let limited = try Binary.run(["explore", "routers", "--limit", "1000"])
        #expect(limited.status == 0)
        #expect(limited.stdout.contains("; stopped at the limit of 1,000 states in tab b (raise it with --limit); not judged: unreachable, trap, dead-rule; the others judged on the states walked\n"), "\(limited.stdout)")
        #expect(!limited.stdout.contains("\nno findings\n"))
        let strict = try Binary.run(["explore", "routers", "--limit", "1000", "--strict"])
        #expect(strict.status == 1)
        #expect(strict.stderr == "explore --strict: the walk stopped short, and unreachable, trap, dead-rule were not judged\n", "\(strict.stderr)")
        let json = try Binary.run(["explore", "routers", "--limit", "1000", "--json"])
        #expect(json.stdout.contains("\"limited\":true,\"stoppedBy\":[\"states\"],\"stoppedTab\":\"b\",\"unjudged\":[\"unreachable\",\"trap\",\"dead-rule\"]"), "\(json.stdout.prefix(200))")
        let timed = try Binary.run(["explore", "routers", "--whole", "--time-limit", "0.2", "--json"])
        #expect(timed.status == 0)
        #expect(timed.stdout.contains("\"limited\":true,\"stoppedBy\":[\"time\"],\"unjudged\":[\"unreachable\",\"trap\",\"dead-rule\"]"), "\(timed.stdout.prefix(200))")
        let whole = try Binary.run(["explore", "hospital", "--max-depth", "1", "--strict", "--json"])
        #expect(whole.stdout.contains("\"limited\":false,\"stoppedBy\":[],\"unjudged\":[]"))
        let bad = try Binary.run(["explore", "hospital", "--time-limit", "forever"])
        #expect(bad.status == 2 && bad.stderr.hasPrefix("navrepl explore: --time-limit takes seconds from 0.1 to 86400 (a day), not 'forever'"), "\(bad.stderr)")
    }

    /// The links one guard refuses are one finding; --ignore (and navrepl.toml's `ignore`)
    /// marks findings intended: left out of the report and of --strict, and counted.
    @Test func findingsWithOneCauseAreOneAndIgnoredOnesAreCounted() throws {
        let folder = Binary.temporaryFolder()
        try Binary.write(try String(contentsOfFile: Repository.root.appendingPathComponent("scripts/store.navapp").path, encoding: .utf8), to: folder + "/store.navapp")
        let plain = try Binary.run(["explore", "store.navapp"], directory: folder)
        #expect(plain.stdout.contains("link: 4 links land differently as 'guard pop payment when signedIn' refuses them where it holds (store://cart/cart, store://cart/checkout, store://cart/payment and 1 more); the first: "), "\(plain.stdout)")
        #expect(plain.stdout.components(separatedBy: "\nlink: ").count == 2)
        let ignored = try Binary.run(["explore", "store.navapp", "--strict", "--ignore", "trap", "--ignore", "unreachable",
                                      "--ignore", "orphan:receipt", "--ignore", "link:guard pop payment when signedIn"], directory: folder)
        #expect(ignored.status == 0, "\(ignored.stdout)")
        // A kind ignored whole is not judged at all; a subject's findings are judged and counted.
        #expect(ignored.stdout.hasSuffix("; 2 findings ignored (--ignore); not judged (--ignore): unreachable, trap\nno findings\n"), "\(ignored.stdout)")
        try Binary.write("ignore = [\"trap\", \"unreachable\", \"orphan\", \"link\"]\n", to: folder + "/navrepl.toml")
        let suite = try Binary.run(["explore", "store.navapp", "--strict", "--json"], directory: folder)
        #expect(suite.status == 0)
        #expect(suite.stdout.contains("\"ignored\":0,\"ignoredKinds\":[\"unreachable\",\"trap\",\"orphan\",\"link\"],"), "\(suite.stdout)")
        let wrong = try Binary.run(["explore", "store.navapp", "--ignore", "check"], directory: folder)
        #expect(wrong.status == 2 && wrong.stderr.hasPrefix("navrepl explore: --ignore cannot mark a failed --check intended"), "\(wrong.stderr)")
        // A misspelt subject would match nothing, and the finding it meant would stay: it is
        // refused before the walk, from the command line and from navrepl.toml alike.
        let misspelt = try Binary.run(["explore", "store.navapp", "--ignore", "orphan:reciept"], directory: folder)
        #expect(misspelt.status == 2 && misspelt.stderr.hasPrefix("navrepl explore: --ignore orphan:reciept: no orphan finding of this app can be about 'reciept' (did you mean 'receipt'?)"), "\(misspelt.stderr)")
        try Binary.write("ignore = [\"unused-flag:signdIn\"]\n", to: folder + "/navrepl.toml")
        let suiteMisspelt = try Binary.run(["explore", "store.navapp"], directory: folder)
        #expect(suiteMisspelt.status == 2 && suiteMisspelt.stderr.contains("no unused-flag finding of this app can be about 'signdIn' (did you mean 'signedIn'?)"), "\(suiteMisspelt.stderr)")
    }

    /// A route two tabs declare is an orphan of each, named with its tab; --ignore takes that
    /// name, and refuses the bare one, which no finding carries.
    @Test func anOrphanOfSeveralTabsIsNamedWithItsTab() throws {
        let folder = Binary.temporaryFolder()
        try Binary.write("app two {\n tab a { root -> x\n x\n d }\n tab b { root -> y\n y\n d }\n}\n", to: folder + "/two.navapp")
        let plain = try Binary.run(["explore", "two.navapp"], directory: folder)
        #expect(plain.stdout.contains("orphan: no edge, redirect or link leads to a.d:") && plain.stdout.contains("orphan: no edge, redirect or link leads to b.d:"), "\(plain.stdout)")
        let ignored = try Binary.run(["explore", "two.navapp", "--ignore", "orphan:a.d"], directory: folder)
        #expect(!ignored.stdout.contains("leads to a.d") && ignored.stdout.contains("leads to b.d"), "\(ignored.stdout)")
        let bare = try Binary.run(["explore", "two.navapp", "--ignore", "orphan:d"], directory: folder)
        #expect(bare.status == 2 && bare.stderr.contains("no orphan finding of this app can be about 'd'"), "\(bare.stderr)")
    }

    /// A check names a route of any tab, bare or qualified, whichever tab the state selects;
    /// a name no tab declares gets the closest of every tab's.
    /// Each run hashes with a seed of its own, so a script chosen in a dictionary's order
    /// would differ from run to run: the shop's link finding did, by its guarded modal. The
    /// report, but for its timings, is the same every time.
    @Test func theReportIsTheSameEveryRun() throws {
        let shop = Repository.root.appendingPathComponent("scripts/shop.navapp").path
        let reports = try (0 ..< 4).map { _ in
            let run = try Binary.run(["explore", shop])
            #expect(run.status == 0, "\(run.stderr)")
            return run.stdout.split(separator: "\n").dropFirst().joined(separator: "\n")
        }
        #expect(reports[0].contains("# script 2\n  tab cart\n"), "\(reports[0])")
        #expect(Set(reports).count == 1, "\(reports)")
    }

    @Test func aCheckNamesARouteOfAnyTab() throws {
        let store = Repository.root.appendingPathComponent("scripts/store.navapp").path
        for route in ["checkout", "cart.checkout"] {
            let run = try Binary.run(["explore", store, "--max-depth", "2", "--check", "not contains \(route)"])
            #expect(run.status == 1, "\(route): \(run.stderr)")
            #expect(run.stdout.contains("check: 'not contains \(route)' does not hold in store://cart/cart/checkout\n  tab cart\n  follow cart\n  follow checkout\n"), "\(run.stdout)")
        }
        let typo = try Binary.run(["explore", store, "--check", "not contains chekout"])
        #expect(typo.status == 2)
        #expect(typo.stderr.hasPrefix("navrepl explore: --check or --when 'not contains chekout': unknown route 'chekout' (did you mean 'checkout'?)"), "\(typo.stderr)")
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

    /// The suite --emit writes starts where the walk started (the flags it held) and loads
    /// the app from its file, so that it replays what was explored and follows the app.
    @Test func theEmittedSuiteHoldsTheFlagsAndRefersToTheAppFile() throws {
        let folder = Binary.temporaryFolder()
        try Binary.write(Self.app, to: folder + "/shop.navapp")
        let run = try Binary.run(["explore", "shop.navapp", "--max-depth", "2", "--max-modals", "1", "--flag", "signedIn=true", "--emit", "Suite"],
                                 directory: folder)
        #expect(run.status == 0, "\(run.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder + "/Suite").sorted()
        #expect(names.count > 5)
        for name in names {
            let lines = try String(contentsOfFile: folder + "/Suite/" + name, encoding: .utf8).split(separator: "\n")
            #expect(lines[1] == "app \"../shop.navapp\"", "\(name)")
            #expect(lines[3] == "flag signedIn true", "\(name)")
        }
        let suite = try Binary.run(["test", "Suite"], directory: folder)
        #expect(suite.status == 0, "\(suite.stdout)")
        // A change to the app is seen by the suite: it is read, not copied.
        try Binary.write(Self.app.replacingOccurrences(of: "checkout\n", with: "pay\n"), to: folder + "/shop.navapp")
        #expect(try Binary.run(["test", "Suite"], directory: folder).status == 1)
    }

    /// --emit writes into a new folder or over a suite it wrote, whole, and refuses a folder
    /// that holds anything else, a link included.
    @Test func emitNeverOverwritesWhatItDidNotWrite() throws {
        let folder = Binary.temporaryFolder()
        let deep = try Binary.run(["explore", "navigator", "--max-depth", "2", "--max-modals", "0", "--emit", "Suite"], directory: folder)
        #expect(deep.status == 0, "\(deep.stderr)")
        let shallow = try Binary.run(["explore", "navigator", "--max-depth", "1", "--max-modals", "0", "--emit", "Suite"], directory: folder)
        #expect(shallow.status == 0, "\(shallow.stderr)")
        let written = try #require(shallow.stdout.firstMatch(of: /wrote (\d+) scripts/).map { Int($0.1)! })
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/Suite").count == written, "stale scripts are gone")

        try Binary.write("push list\n", to: folder + "/Suite/mine.nav")
        let foreign = try Binary.run(["explore", "navigator", "--max-depth", "1", "--emit", "Suite"], directory: folder)
        #expect(foreign.status == 2)
        #expect(foreign.stderr.hasPrefix("navrepl explore: 'Suite' holds files explore --emit did not write, or that were edited since ('mine.nav'): give an empty or new folder"))
        try FileManager.default.removeItem(atPath: folder + "/Suite/mine.nav")
        try Binary.write("outside\n", to: folder + "/outside.txt")
        try FileManager.default.createSymbolicLink(atPath: folder + "/Suite/explore-999.nav", withDestinationPath: folder + "/outside.txt")
        let linked = try Binary.run(["explore", "navigator", "--max-depth", "1", "--emit", "Suite"], directory: folder)
        #expect(linked.status == 2)
        #expect(try String(contentsOfFile: folder + "/outside.txt", encoding: .utf8) == "outside\n")
        try FileManager.default.removeItem(atPath: folder + "/Suite/explore-999.nav")
        // A script edited since it was written is someone's work: refused too.
        let edited = folder + "/Suite/explore-001.nav"
        try Binary.write(try String(contentsOfFile: edited, encoding: .utf8) + "# my note\n", to: edited)
        let kept = try Binary.run(["explore", "navigator", "--max-depth", "1", "--emit", "Suite"], directory: folder)
        #expect(kept.status == 2)
        #expect(kept.stderr.contains("('explore-001.nav')"), "\(kept.stderr)")
        #expect(try String(contentsOfFile: edited, encoding: .utf8).hasSuffix("# my note\n"))
        let file = try Binary.run(["explore", "navigator", "--emit", "outside.txt"], directory: folder)
        #expect(file.stderr.hasPrefix("navrepl explore: 'outside.txt' is not a folder"))
    }

    /// A check is one expectation: text that would run more than one command, or a command
    /// other than a move, is refused before the walk; file access off refuses --emit.
    @Test func aCheckRunsOneExpectationAndNothingElse() throws {
        let folder = Binary.temporaryFolder()
        for (check, message) in [
            ("not contains create; quit", "';' ends a command, and a check is one expectation (give --check again for another)"),
            ("depth 0\nquit", "a check is one expectation on one line, without a line break"),
            ("fail explore --emit Suite", "a check cannot run 'explore': its 'fail' form runs moves and looks at the state only"),
            ("fail app books", "a check cannot run 'app'"),
            ("fail expect fail save x.json", "a check cannot run 'save'"),
        ] {
            let run = try Binary.run(["explore", "hospital", "--max-depth", "1", "--check", check], directory: folder)
            #expect(run.status == 2, "\(check)")
            #expect(run.stderr.contains(message), "\(check): \(run.stderr)")
        }
        let quoted = try Binary.run(["explore", "hospital", "--max-depth", "1", "--check", "not contains detail \"a; quit\""], directory: folder)
        #expect(quoted.status == 0, "a ';' inside quotes is text: \(quoted.stderr)")
        let moves = try Binary.run(["explore", "hospital", "--max-depth", "1", "--check", "fail pop 5"], directory: folder)
        #expect(moves.status == 0, "\(moves.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }

    /// Every bound is checked against its range before anything is allocated; a route whose
    /// arguments are a million routes is refused by the count, not by running out of memory.
    @Test func boundsAreCheckedBeforeTheWalk() throws {
        let folder = Binary.temporaryFolder()
        for (arguments, message) in [
            (["--max-modals", "1000000"], "--max-modals takes a whole number from 0 to 10, not '1000000'"),
            (["--max-modals", "9223372036854775807"], "--max-modals takes a whole number from 0 to 10, not '9223372036854775807'"),
            (["--max-depth", "10000"], "--max-depth takes a whole number from 0 to 100, not '10000'"),
            (["--limit", "0"], "--limit takes a whole number from 1 to 50,000,000, not '0'"),
            (["--values", "String=" + (0..<300).map { "s\($0)" }.joined(separator: ",")], "--values String takes at most 100 values, not 300"),
        ] {
            let run = try Binary.run(["explore", "hospital"] + arguments, directory: folder)
            #expect(run.status == 2, "\(arguments)")
            #expect(run.stderr.hasPrefix("navrepl explore: " + message), "\(run.stderr)")
        }
        let parameters = (0..<20).map { "b\($0): Bool" }.joined(separator: ", ")
        try Binary.write("app bools {\n  tab main {\n    r(\(parameters))\n  }\n}\n", to: folder + "/bools.navapp")
        let bools = try Binary.run(["explore", "bools.navapp", "--limit", "1"], directory: folder)
        #expect(bools.status == 2)
        #expect(bools.stderr.hasPrefix("navrepl explore: tab main's routes take more than 10,000 argument combinations (r alone 1,048,576)"), "\(bools.stderr)")
        // So many routes that no --values could help: the advice is a smaller app.
        let many = (0..<10_001).map { "    r\($0)\n" }.joined()
        try Binary.write("app many {\n  tab main {\n\(many)  }\n}\n", to: folder + "/many.navapp")
        let routes = try Binary.run(["explore", "many.navapp"], directory: folder)
        #expect(routes.status == 2)
        #expect(routes.stderr.hasPrefix("navrepl explore: tab main takes 10,001 routes, more than the 10,000 moves a walk makes from every state: explore a smaller app (one flow's routes), or declare its edges"), "\(routes.stderr)")
        #expect(!routes.stderr.contains("--values"), "\(routes.stderr)")
        // With edges, a state's moves are its screen's taps: as many routes in a chain are
        // walked, and a route past what any bounds may be says so.
        let chain = (0..<10_000).map { "    r\($0) -> r\($0 + 1)\n" }.joined()
        try Binary.write("app many {\n  tab main {\n\(many)    root -> r0\n\(chain)  }\n}\n", to: folder + "/chain.navapp")
        let chained = try Binary.run(["explore", "chain.navapp"], directory: folder)
        #expect(chained.status == 0, "\(chained.stderr)")
        #expect(chained.stdout.hasPrefix("explored 4 states"), "\(chained.stdout.prefix(300))")
        #expect(chained.stdout.contains(
            "unreachable: route r4 is past the walk's bounds (depth ≤ 3, modals ≤ 1): its edges show it 5 taps from main's root, with stacks 5 deep and 0 modals up (--max-depth 5 walks there by the edges, if no rule asks for more)\n"))
        // The routes past the bounds after the first three are told in one line, the
        // farthest past what any bounds may be; --json lists each.
        #expect(chained.stdout.hasSuffix(
            "unreachable: 9,995 more routes are past the walk's bounds, the farthest r10000, 10,001 taps from main's root"
                + " (past the most a walk's bounds may be: --max-depth 100, --max-modals 10)\n"
                + "  # each is a finding of its own: --json lists them, and --ignore unreachable:ROUTE leaves one out\n"), "\(chained.stdout.suffix(600))")
        #expect(chained.stdout.components(separatedBy: "\n").count { $0.hasPrefix("unreachable:") } == 4)
        let listed = try Binary.run(["explore", "chain.navapp", "--json", "--ignore", "unreachable:r100"], directory: folder)
        #expect(listed.stdout.components(separatedBy: "\"kind\":\"unreachable\"").count - 1 == 9_997)
        #expect(!listed.stdout.contains("\"subject\":\"r100\""))
        // One screen's taps are what a walk makes from a state: more than 10,000 are refused.
        let fan = (0..<10_001).map { "    root -> r\($0)\n" }.joined()
        try Binary.write("app many {\n  tab main {\n\(many)\(fan)  }\n}\n", to: folder + "/fan.navapp")
        let fanned = try Binary.run(["explore", "fan.navapp"], directory: folder)
        #expect(fanned.status == 2)
        #expect(fanned.stderr.hasPrefix("navrepl explore: root in tab main offers more than 10,000 taps with their arguments (r10000 alone 1)"), "\(fanned.stderr)")
        let one = try Binary.run(["explore", "hospital", "--limit", "1"], directory: folder)
        #expect(one.stdout.contains("stopped at the limit of 1 state in tab patients (raise it"), "\(one.stdout)")
        // Past the limit, a route not yet reached may yet be: it is not judged unreachable.
        #expect(!one.stdout.contains("unreachable:"), "\(one.stdout)")
        try Binary.write(Self.app, to: folder + "/shop.navapp")
        let twice = try Binary.run(["explore", "shop.navapp", "--flag", "signedIn=true", "--flag", "signedIn=false"], directory: folder)
        #expect(twice.status == 2)
        #expect(twice.stderr.hasPrefix("navrepl explore: --flag signedIn is given twice: hold it at one value"), "\(twice.stderr)")
    }

    /// Two traps with two causes are two findings, each named by the screen in front where
    /// it is entered: ignoring one leaves the other, and `--strict` fails on it.
    @Test func eachWayIntoATrapIsItsOwnFinding() throws {
        let folder = Binary.temporaryFolder()
        try Binary.write("""
            app two {
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
              flag f = false changes on a
              flag g = false changes on x
              guard pop b when f
              guard pop y when g
            }

            """, to: folder + "/two.navapp")
        let both = try Binary.run(["explore", "two.navapp", "--max-modals", "0"], directory: folder)
        #expect(both.stdout.contains("""
            trap: 36 reachable states cannot get back to the start, entered 2 ways (a finding each, by the screen in front); the first: two://main/a/b
              # if intended: --ignore trap:b
              follow a
              flag f true
              follow b
            trap: of the 36 reachable states that cannot get back to the start, some are entered this way too; the first: two://other/x/y
              # if intended: --ignore trap:y
              tab other
              follow x
              flag g true
              follow y

            """), "\(both.stdout)")
        let one = try Binary.run(["explore", "two.navapp", "--max-modals", "0", "--ignore", "trap:b", "--ignore", "dead-end", "--ignore", "link", "--strict"], directory: folder)
        #expect(one.status == 1, "\(one.stdout)")
        #expect(one.stdout.contains("trap: of the 36 reachable states that cannot get back to the start, some are entered this way too; the first: two://other/x/y\n"), "\(one.stdout)")
        #expect(!one.stdout.contains("two://main/a/b"), "\(one.stdout)")
    }

    /// A screen whose back a guard refuses is no dead end when a flag the user may change
    /// there (a "Discard" button) releases it; it is one when the flag changes elsewhere.
    @Test func aFlagChangedOnTheScreenIsAWayOutOfIt() throws {
        let folder = Binary.temporaryFolder()
        for (changesOn, deadEnd) in [("edit", false), ("other", true)] {
            try Binary.write("app d {\n  tab main {\n    root -> edit, other\n    edit\n    other\n  }\n  flag dirty = false changes on \(changesOn)\n  guard pop edit when dirty\n}\n", to: folder + "/d.navapp")
            let free = try Binary.run(["explore", "d.navapp"], directory: folder)
            #expect(free.stdout.contains("dead-end: on edit") == deadEnd, "changes on \(changesOn): \(free.stdout)")
        }
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
        #expect(text.hasPrefix("flowchart LR\n  subgraph g0[\"main: root\"]\n    s0[\"* main: root\"]\n  end\n"), "\(text)")
        // Grouped by tab and stack, a graph of hundreds of states lays out in moments (338
        // states and 962 moves: 0.2 s, against 250 s ungrouped).
        let grouped = try Binary.run(["explore", "hospital", "--max-depth", "2", "--max-modals", "0", "--graph", folder + "/hospital.dot"])
        #expect(grouped.status == 0, "\(grouped.stderr)")
        let hospital = try String(contentsOfFile: folder + "/hospital.dot", encoding: .utf8)
        #expect(hospital.components(separatedBy: "subgraph cluster_").count - 1 == 26)
        #expect(hospital.contains("  subgraph cluster_1 {\n    label=\"patients: root > list\"; style=rounded; color=grey;\n"), "\(hospital.prefix(600))")
        #expect(try Binary.run(["-Tsvg", folder + "/hospital.dot"], program: dot).status == 0)
        let big = try Binary.run(["explore", "hospital", "--max-depth", "3", "--max-modals", "0", "--graph", folder + "/big.dot"])
        #expect(big.status == 2)
        #expect(big.stderr.hasPrefix("navrepl explore: --graph draws at most 500 states, and this walk has more (lower --max-depth or --max-modals; 'graph' draws"))
    }
}
