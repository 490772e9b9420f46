import Foundation
import Testing
import TestSupport

/// `navrepl test --coverage`: what a suite covered of its app, against what explore reaches,
/// with floors, in the text, TAP and JUnit reports and as a page a real browser draws.
@Suite(.serialized)
struct CoverageTests {
    /// A small app whose coverage can be read off by hand: four routes, two tabs, a redirect
    /// and a guard; `a.nav` meets both rules, `b.nav` presents a sheet in the other tab.
    static func suite() throws -> String {
        let folder = Binary.temporaryFolder()
        try Binary.write("""
            app tiny {
              flag signedIn = false
              tab home {
                list
                detail(id: Int)
                login
              }
              tab settings {
                about
              }
              redirect detail -> login unless signedIn
              guard pop login unless signedIn
            }

            """, to: folder + "/tiny.navapp")
        try Binary.write("push list > detail 1\nexpect top login\nexpect fail pop\n", to: folder + "/a.nav")
        try Binary.write("tab settings\nsheet about\ndismiss\n", to: folder + "/b.nav")
        try Binary.write("app = \"tiny.navapp\"\n", to: folder + "/navrepl.toml")
        return folder
    }

    static let report = """
        coverage of app tiny, against what explore reaches (depth ≤ 3, modals ≤ 1: 80,000 states):
          routes            3/4   75%  not covered: detail
          tabs              2/2  100%
          sheets            1/4   25%  not covered: detail, list, login
          covers            0/4    0%  not covered: about, detail, list, login
          rules             2/2  100%
          transitions      4/92    4%

        """

    @Test func theReportCountsWhatTheScenariosDidAgainstWhatExploreReaches() throws {
        let folder = try Self.suite()
        let run = try Binary.run(["test", "--quiet", "--coverage", "a.nav", "b.nav"], directory: folder)
        #expect(run.status == 0, "\(run.stderr)")
        expectSameText(run.stdout, "2 passed, 0 failed\n" + Self.report)
        // Covered by one script alone: the other's routes and rules are not.
        let one = try Binary.run(["test", "--coverage", "b.nav"], directory: folder)
        #expect(one.stdout.contains("  routes            1/4   25%  not covered: detail, list, login\n"), "\(one.stdout)")
        #expect(one.stdout.contains("  rules             0/2    0%  not covered: guard pop login unless signedIn, redirect detail -> login unless signedIn\n"), "\(one.stdout)")
    }

    @Test func aFloorFailsTheRunAndABadFloorIsAUsageError() throws {
        let folder = try Self.suite()
        let below = try Binary.run(["test", "--min-coverage", "routes=100", "--min-coverage", "rules=100", "a.nav", "b.nav"], directory: folder)
        #expect(below.status == 1)
        #expect(below.stdout.hasSuffix(Self.report + "navrepl test: the coverage of app tiny's routes, 75% (3/4), is below the floor of 100% (--min-coverage)\n"), "\(below.stdout)")
        let met = try Binary.run(["test", "--min-coverage", "routes=75", "a.nav", "b.nav"], directory: folder)
        #expect(met.status == 0)
        #expect(try Binary.run(["test", "--min-coverage", "routes=75%", "a.nav", "b.nav"], directory: folder).status == 0, "a floor may say '%'")
        for (floor, message) in [
            ("route=90", "--min-coverage takes KIND=PERCENT with KIND one of routes, tabs, sheets, covers, rules, transitions, edges (e.g. routes=90), not 'route=90'"),
            ("routes=150", "--min-coverage routes takes a whole percentage from 0 to 100, not '150'"),
        ] {
            let bad = try Binary.run(["test", "--min-coverage", floor, "a.nav"], directory: folder)
            #expect(bad.status == 2)
            #expect(bad.stderr.contains(message), "\(bad.stderr)")
        }
    }

    /// An app explore cannot walk is not 100 % covered: the report says it could not
    /// measure, and every floor fails.
    @Test func anAppExploreCannotWalkIsNotMeasuredAndFailsTheFloor() throws {
        let folder = Binary.temporaryFolder()
        let flags = (0..<32).map { "  flag f\($0)\n" }.joined()
        try Binary.write("app many {\n\(flags)  tab main {\n    a\n  }\n}\n", to: folder + "/many.navapp")
        try Binary.write("app many.navapp\npush a\n", to: folder + "/s.nav")
        let run = try Binary.run(["test", "--min-coverage", "routes=10", "s.nav"], directory: folder)
        #expect(run.status == 1)
        #expect(run.stdout.contains("coverage of app many could not be measured: explore cannot walk it (app many declares 32 flags; explore handles at most 31)\n"))
        #expect(run.stdout.contains("the coverage of app many's routes could not be measured, so it is not known to reach the floor of 10% (--min-coverage)"))
    }

    @Test func tapAndJUnitCarryTheFigures() throws {
        let folder = try Self.suite()
        let tap = try Binary.run(["test", "--tap", "--coverage", "--junit", "report.xml", "a.nav", "b.nav"], directory: folder)
        #expect(tap.status == 0)
        let comments = Self.report.split(separator: "\n").map { "# \($0)\n" }.joined()
        expectSameText(tap.stdout, "TAP version 13\n1..2\nok 1 - a.nav\nok 2 - b.nav\n" + comments)
        let xml = try String(contentsOfFile: folder + "/report.xml", encoding: .utf8)
        #expect(xml.contains("""
                <properties>
                  <property name="coverage.tiny.routes" value="3/4"/>
                  <property name="coverage.tiny.tabs" value="2/2"/>
                  <property name="coverage.tiny.sheets" value="1/4"/>
                  <property name="coverage.tiny.covers" value="0/4"/>
                  <property name="coverage.tiny.rules" value="2/2"/>
                  <property name="coverage.tiny.transitions" value="4/92"/>
                </properties>
            """), "\(xml)")
    }

    /// A tap a redirect answers with a sheet counts as that sheet, as the graph draws it: not
    /// as a push of the route it presented, and not as either edge it did not take.
    @Test func aRedirectedTapCountsAsTheMoveTheRedirectMade() throws {
        let folder = Binary.temporaryFolder()
        try Binary.write("""
            app a {
              tab main {
                root -> account
                account -> sheet login, premium
                premium
              }
              login
              flag loggedIn = false
              redirect premium -> sheet login unless loggedIn
            }
            follow account
            follow premium

            """, to: folder + "/premium.nav")
        let run = try Binary.run(["test", "--coverage-html", "coverage.html", "premium.nav"], directory: folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("  edges             1/3   33%  not covered: main: account -> premium, main: account -> sheet login\n"), "\(run.stdout)")
        let html = try String(contentsOfFile: folder + "/coverage.html", encoding: .utf8)
        let transitions = html.split(separator: "\n").filter { $0.contains(" from ") && $0.hasPrefix("<li") }
        #expect(transitions.contains("<li class=\"yes\">sheet from account to login</li>"), "\(transitions)")
        #expect(!transitions.contains { $0.contains("push from account to login") }, "\(transitions)")
    }

    /// The page is drawn by a real browser: its graph has a node for every route and root, an
    /// arrow for every pair of them a move goes between, and it asks for nothing.
    @Test func thePageDrawsTheGraphColouredByCoverage() throws {
        let folder = try Self.suite()
        let run = try Binary.run(["test", "--coverage-html", "coverage.html", "a.nav", "b.nav"], directory: folder)
        #expect(run.status == 0)
        let html = try String(contentsOfFile: folder + "/coverage.html", encoding: .utf8)
        #expect(!html.contains("<script"))
        let chromium = try Binary.run(["--headless", "--no-sandbox", "--disable-gpu", "--dump-dom", "file://" + folder + "/coverage.html"], program: "/usr/bin/chromium")
        #expect(chromium.status == 0, "\(chromium.stderr)")
        let dom = chromium.stdout
        // list, detail, login, about, and the two tabs' roots.
        #expect(dom.components(separatedBy: "<circle").count - 1 == 6, "\(dom)")
        #expect(dom.contains("<li class=\"yes\">redirect detail -&gt; login unless signedIn</li>") || dom.contains("<li class=\"yes\">redirect detail -> login unless signedIn</li>"))
        #expect(dom.contains("<li class=\"no\">detail</li>"))
        #expect(dom.contains("<td class=\"some\">3/4</td>"))
        // Green arrows are moves made; red dashed ones moves no scenario made.
        #expect(dom.contains("stroke=\"#17803d\"") && dom.contains("stroke-dasharray"))
    }
}
