import Foundation
import Testing
@testable import NavLanguage
@testable import NavScript

/// The parts of `navrepl test` that need no files: where a transcript's lines belong, how
/// a transcript is rewritten, how shards split a suite, and which lines a diff shows.
struct ScenarioTests {
    @Test func eachLineIsAnOwnerATranscriptLineOrPassive() {
        let text = """
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
            echo "two
            #> lines"
            \u{FEFF}#> not first
            """
        var scanner = TranscriptScanner()
        let kinds = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let bytes = Array(line.utf8)
            return scanner.classify(bytes, 0..<bytes.count)
        }
        #expect(kinds == [
            .owner(startsCommand: true), .transcript("#> patients: root > list"), .passive, .passive, .transcript("#> patients: root > list"),
            .owner(startsCommand: true), .owner(startsCommand: false), .owner(startsCommand: false), .transcript("#> a: root"),
            .transcript("#>"), .passive, .owner(startsCommand: true), .owner(startsCommand: false), .owner(startsCommand: true),
        ])
        var first = TranscriptScanner()
        let marked = Array("\u{FEFF}#> a byte order mark first".utf8)
        #expect(first.classify(marked, 0..<marked.count) == .transcript("#> a byte order mark first"))
    }

    @Test func aRewrittenTranscriptKeepsEveryOtherLine() {
        let text = ScenarioScript.rewritten(Array("#> stray\npush list\n# note\n#> old\n\ntab doctors  # here\n".utf8),
                                            with: [2: ["#> patients: root > list"], 6: ["#> doctors: root", "#! an error"]])
        #expect(text == "push list\n#> patients: root > list\n# note\n\ntab doctors  # here\n#> doctors: root\n#! an error\n")
        #expect(ScenarioScript.rewritten(Array("#!/usr/bin/env navrepl\r\npush list\r\n#> old".utf8), with: [0: ["#> first"], 2: ["#> new"]])
                == "#!/usr/bin/env navrepl\r\n#> first\r\npush list\r\n#> new\r\n")
        #expect(!ScenarioScript(bytes: Array("push list\n# #> not one\n".utf8)).hasTranscript)
        #expect(ScenarioScript(bytes: Array("push list\n#>\n".utf8)).hasTranscript)
    }

    /// A large script is read as it runs rather than held: both ways judge it alike, for every
    /// transcript test and for scripts that go wrong in each way a transcript can.
    @Test func aScriptReadAsItRunsIsJudgedAsOneHeldWhole() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("streamed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let failing = [
            "differs": "push list\n#> patients: root > lost\npush detail \"Ann\"\n",
            "more": "push list\n\n# a note\npush list\n#> patients: root > list > list\n",
            "less": "push list\n#> patients: root > list\n#> one more\n# trailing\n",
            "expected error": "push nowhere\n#! error: no such route\npush list\n#> patients: root > list\n",
            "block": "app x {\n  tab a { one }\n#> inside the declaration, part of it\n}\n#> a: root\npush one\n#> a: root > one\n",
            "string": "echo \"one\n#> two\"\n#> one\n#> #> two\n",
            "crlf": "push list\r\n#> patients: root > list\r\npop\r\n#> patients: root >\r\n",
            "exit": "push list\n#> patients: root > list\n  exit 3\n# after\n",
            "bad byte": "push list\n#> patients: root > list\n# \u{FFFD}\n",
            "no transcript": "push list\npush nowhere\npush list\n",
        ]
        var files = TranscriptTests.files.map { TranscriptTests.folder.appendingPathComponent($0).path }
        for (name, text) in failing {
            let url = folder.appendingPathComponent("\(name).nav")
            var bytes = Array(text.utf8)
            if name == "bad byte", let index = bytes.firstIndex(of: 0xEF) { bytes.replaceSubrange(index..<index + 3, with: [0xFF]) }
            try Data(bytes).write(to: url)
            files.append(url.path)
        }
        for path in files {
            let held = ScenarioRunner.run(path, largestHeldWhole: Int.max, commands: .navrepl)
            let streamed = ScenarioRunner.run(path, largestHeldWhole: 0, commands: .navrepl)
            #expect(held.verdict == streamed.verdict, "\(path)")
            #expect(held.commandCount == streamed.commandCount, "\(path)")
            #expect(held.failures == streamed.failures, "\(path)")
        }
        #expect(ScenarioRunner.run(folder.appendingPathComponent("differs.nav").path, largestHeldWhole: 0, commands: .navrepl).verdict == .failed)
        #expect(ScenarioRunner.run(folder.appendingPathComponent("block.nav").path, largestHeldWhole: 0, commands: .navrepl).verdict == .passed)
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
