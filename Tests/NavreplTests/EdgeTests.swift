import Foundation
import NavreplKit
import Testing
import TestSupport

/// Edges end to end: the store app of scripts/store.navapp judged whole with explore's default
/// bounds, its errors at their own line and column, and a suite's coverage of its edges.
@Suite(.serialized)
struct EdgeTests {
    static let store = Repository.root.appendingPathComponent("scripts/store.navapp").path

    /// With its edges and `changes on`, the store is walked whole within the defaults, and the
    /// planted trap and the orphan come with their scripts.
    @Test func theStoreIsJudgedWholeWithItsTrapAndItsOrphan() throws {
        let run = try Binary.run(["explore", Self.store, "--json"])
        #expect(run.status == 0, "\(run.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(report["limited"] as? Bool == false)
        let states = try #require(report["states"] as? Int)
        #expect(states < 10_000, "\(states)")
        let findings = try #require(report["findings"] as? [[String: Any]])
        let trap = try #require(findings.first { $0["kind"] as? String == "trap" })
        #expect(trap["script"] as? [String] == ["tab cart", "follow cart", "follow checkout", "follow signIn", "flag signedIn true", "dismiss", "follow payment"])
        let orphan = try #require(findings.first { $0["kind"] as? String == "orphan" })
        #expect(orphan["subject"] as? String == "receipt")
        #expect(orphan["script"] as? [String] == ["open https://store.example/receipt/1"])
        // The trap's script, replayed, ends where a signed-in user cannot go back.
        let replay = try Binary.run(["-q", "--app", Self.store], stdin: (trap["script"] as! [String]).joined(separator: "\n") + "\nexpect fail pop\nexpect top payment\n")
        #expect(replay.status == 0, "\(replay.stderr)")
    }

    /// Each mistake in an edge is reported at the target that makes it, with the fix.
    @Test func aWrongEdgeIsReportedAtItsOwnLineAndColumn() throws {
        let folder = Binary.temporaryFolder()
        try Binary.write("""
            app shop {
              tab home {
                root -> featured
                featured -> prodct, sheet promo
                product
              }
              sheet promo
            }

            """, to: folder + "/typo.navapp")
        let typo = try Binary.run(["-q", "--app", folder + "/typo.navapp"], stdin: "")
        #expect(typo.status == 2)
        #expect(typo.stderr.contains("typo.navapp:4:17: error: invalid app: 'featured -> prodct' in tab home: tab home takes no route 'prodct' (did you mean 'product'?)"), "\(typo.stderr)")
        try Binary.write("""
            app shop {
              tab home {
                root -> featured
                featured -> product, promo
                product
              }
              sheet promo
              flag signedIn = false changes on singIn
              signIn
            }

            """, to: folder + "/pushed.navapp")
        let pushed = try Binary.run(["-q", "--app", folder + "/pushed.navapp"], stdin: "")
        #expect(pushed.stderr.contains("pushed.navapp:4:26: error: invalid app: 'featured -> promo' in tab home pushes promo, which is only presented: write 'featured -> sheet promo'"), "\(pushed.stderr)")
    }

    /// A suite's coverage counts the declared edges it took, a tap and the push it makes alike.
    @Test func coverageCountsTheEdgesASuiteTook() throws {
        let folder = Binary.temporaryFolder()
        try Binary.write(try String(contentsOfFile: Self.store, encoding: .utf8), to: folder + "/store.navapp")
        try Binary.write("app store.navapp\ntab cart\nfollow cart\npush checkout\nexpect top checkout\n", to: folder + "/checkout.nav")
        let run = try Binary.run(["test", "--coverage", folder])
        #expect(run.status == 0, "\(run.stderr)")
        let line = try #require(run.stdout.split(separator: "\n").first { $0.hasPrefix("  edges") })
        #expect(line.contains(" 2/16 "), "\(line)")
        #expect(!run.stdout.contains("cart: root -> cart"), "covered edges are not listed as missing")
    }
}
