import Testing
@testable import NavScript

/// The parts of `navrepl test` that need no files: where a transcript's lines belong, how
/// a transcript is rewritten, how shards split a suite, and which lines a diff shows.
struct ScenarioTests {
    @Test func transcriptLinesBelongToTheCommandAboveThem() {
        let script = ScenarioScript(bytes: Array("""
            push list
            #> patients: root > list

            # a note
            #> patients: root > list
            app x {
              tab a { one }
            }
            #> a: root
            #>
            #>not a transcript line
            """.utf8))
        #expect(script.hasTranscript)
        #expect(script.expected == [1: ["#> patients: root > list", "#> patients: root > list"], 8: ["#> a: root", "#>"]])
        #expect((1...11).map(script.owner) == [1, 1, 1, 1, 1, 6, 7, 8, 8, 8, 8])
        #expect(script.firstColumn(of: 7) == 3)
    }

    @Test func aRewrittenTranscriptKeepsEveryOtherLine() {
        let script = ScenarioScript(bytes: Array("#> stray\npush list\n# note\n#> old\n\ntab doctors  # here\n".utf8))
        let text = script.rewritten(with: [2: ["#> patients: root > list"], 6: ["#> doctors: root", "#! an error"]])
        #expect(text == "push list\n#> patients: root > list\n# note\n\ntab doctors  # here\n#> doctors: root\n#! an error\n")
        #expect(!ScenarioScript(bytes: Array("push list\n# #> not one\n".utf8)).hasTranscript)
    }

    @Test func shardsSplitByAStableHash() throws {
        // FNV-1a's published value for "a": the same on every machine and in every run.
        #expect(Shard.hash("a") == 0xaf63_dc4c_8601_ec8c)
        let paths = (0..<300).map { "flows/scenario\($0).nav" }
        let parts = try (1...4).map { index in try Shard("\(index)/4") }.map { shard in paths.filter(shard.contains) }
        #expect(parts.map(\.count).reduce(0, +) == 300)
        #expect(Set(parts.flatMap { $0 }).count == 300)
        #expect(parts.allSatisfy { $0.count > 40 }, "\(parts.map(\.count))")
        for wrong in ["0/3", "4/3", "1/0", "x", "1/2/3", ""] {
            #expect(throws: SuiteFinder.Problem.self, "\(wrong)") { try Shard(wrong) }
        }
    }

    @Test func aDiffShowsOnlyTheLinesThatDiffer() {
        let (expected, actual) = ConsoleReport.differingLines(["#> a", "#> b", "#> c", "#> d"], ["#> a", "#> x", "#> d"])
        #expect(Array(expected) == ["#> b", "#> c"])
        #expect(Array(actual) == ["#> x"])
        let (none, extra) = ConsoleReport.differingLines(["#> a"], ["#> a", "#> a"])
        #expect(none.isEmpty && Array(extra) == ["#> a"])
    }
}
