import Foundation
import NavLanguage
import NavScript
import NavreplKit
import Testing
import TestSupport

/// Transcript tests: each `.nav` file is a script whose expected output is written beside
/// its commands, `#> ` for a line on standard output and `#! ` for one on standard error.
/// They run here in-process through the runner of `navrepl test` (which `scripts/test` also
/// runs on them, through the binary), so a failure reads as that command reports it.
struct TranscriptTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Transcripts")
    /// The seed demos are teaching material first, so they live with the example scripts.
    static let demoFolder = Repository.root.appendingPathComponent("scripts/demos")

    static var files: [String] { scripts(in: folder) }
    static var demos: [String] { scripts(in: demoFolder) }

    static func scripts(in folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".nav") }.sorted()
    }

    @Test("transcript", arguments: files)
    func transcript(_ name: String) {
        Self.check(Self.folder.appendingPathComponent(name).path)
    }

    /// A demo checks itself with `expect` as well as with its transcript.
    @Test("seed demo", arguments: demos)
    func demo(_ name: String) {
        Self.check(Self.demoFolder.appendingPathComponent(name).path)
    }

    @Test func thereAreTranscripts() {
        #expect(Self.files.count >= 10)
    }

    /// One for each seed article, seed 003's guards found by explore (`seed003_traps`), and the
    /// hospital app's edges (`edges_hospital`).
    @Test func thereIsADemoForEachSeedArticle() {
        #expect(Self.demos == ["edges_hospital.nav", "seed000_hospital.nav", "seed001_views.nav", "seed002_routers.nav", "seed003_navigator.nav", "seed003_traps.nav", "seed004_books.nav"])
    }

    /// Runs the script at `path` and expects it to pass: every command as its transcript says.
    static func check(_ path: String) {
        let result = ScenarioRunner.run(path, commands: .navrepl)
        #expect(result.verdict == .passed, "\(ConsoleReport(quiet: false, style: .plain).text(for: result))")
        #expect(result.commandCount > 0)
    }
}
