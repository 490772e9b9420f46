import Foundation
import NavScript
import NavigationModel
import Testing
import TestSupport

/// Transcript tests: each `.nav` file is a script whose expected output is written beside
/// its commands, `#> ` for a line on standard output and `#! ` for one on standard error,
/// in the order they appear. The runner runs the script and compares the whole output.
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
    func transcript(_ name: String) throws {
        try Self.check(Self.folder.appendingPathComponent(name).path)
    }

    /// A demo checks itself with `expect`, so beyond matching its output it must exit 0.
    @Test("seed demo", arguments: demos)
    func demo(_ name: String) throws {
        let run = try Self.check(Self.demoFolder.appendingPathComponent(name).path)
        #expect(run.exitStatus == 0, "\(name): exit status \(run.exitStatus)")
    }

    @Test func thereAreTranscripts() {
        #expect(Self.files.count >= 10)
    }

    @Test func thereIsADemoForEachSeedArticle() {
        #expect(Self.demos == ["seed000_hospital.nav", "seed001_views.nav", "seed002_routers.nav", "seed003_navigator.nav", "seed004_books.nav"])
    }

    /// Runs the script at `path` and expects exactly the output written in it.
    @discardableResult
    static func check(_ path: String) throws -> Transcript.Run {
        let run = Transcript.run(path: path)
        let expected = try Transcript.expectations(in: path)
        let name = (path as NSString).lastPathComponent
        expectSameLines(run.lines, expected, "\(name)")
        return run
    }
}

/// Runs scripts in-process and records their output as tagged lines.
enum Transcript {
    struct Run {
        let lines: [String]
        let exitStatus: Int32
    }

    /// Runs the script at `path` as `navrepl --record path` would, with paths shown relative to its folder.
    static func run(path: String, app: AppSchema = BuiltinApps.hospital, settings: Settings = Settings()) -> Run {
        let capture = OutputCapture()
        let interpreter = Interpreter(schema: app, settings: settings, sink: TextRenderer(channel: capture))
        // Recorded, as at the prompt, so that transcripts can show 'graph' and 'storyboard'.
        interpreter.recorder = SessionRecorder(schema: app, state: interpreter.state)
        if let problem = interpreter.runScript(atPath: path) { capture.writeError(problem) }
        let folder = (path as NSString).deletingLastPathComponent + "/"
        let lines = capture.taggedLines(outputTag: "#> ", errorTag: "#! ").map(\.trimmingTrailingSpaces)
        return Run(lines: lines.map { $0.replacingOccurrences(of: folder, with: "") }, exitStatus: interpreter.exitStatus)
    }

    static func expectations(in path: String) throws -> [String] {
        try String(contentsOfFile: path, encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { String($0).trimmingTrailingSpaces }
            .filter { $0.hasPrefix("#> ") || $0.hasPrefix("#! ") || $0 == "#>" || $0 == "#!" }
    }
}

extension String {
    var trimmingTrailingSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
