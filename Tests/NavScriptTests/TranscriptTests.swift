import Foundation
import NavScript
import NavigationModel
import Testing

/// Transcript tests: each `.nav` file is a script whose expected output is written beside
/// its commands, `#> ` for a line on standard output and `#! ` for one on standard error,
/// in the order they appear. The runner runs the script and compares the whole output.
struct TranscriptTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Transcripts")
    /// The seed demos are teaching material first, so they live with the example scripts.
    static let demoFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../scripts/demos").standardized

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
        #expect(run.lines == expected, "\(name): output differs\n\(Transcript.diff(expected: expected, actual: run.lines))")
        return run
    }
}

/// Runs scripts in-process and records their output as tagged lines.
enum Transcript {
    final class Capture: OutputChannel {
        var lines: [String] = []
        func write(_ text: String) { append(text, tag: "#> ") }
        func writeError(_ text: String) { append(text, tag: "#! ") }
        private func append(_ text: String, tag: String) {
            var body = text
            if body.hasSuffix("\n") { body.removeLast() }
            lines += body.split(separator: "\n", omittingEmptySubsequences: false).map { (tag + $0).trimmingTrailingSpaces }
        }
    }

    struct Run {
        let lines: [String]
        let exitStatus: Int32
    }

    /// Runs the script at `path` as `navrepl path` would, with paths shown relative to its folder.
    static func run(path: String, app: AppSchema = BuiltinApps.hospital, settings: Settings = Settings()) -> Run {
        let capture = Capture()
        let interpreter = Interpreter(schema: app, settings: settings, sink: TextRenderer(channel: capture))
        if let problem = interpreter.runScript(atPath: path) { capture.writeError(problem) }
        let folder = (path as NSString).deletingLastPathComponent + "/"
        return Run(lines: capture.lines.map { $0.replacingOccurrences(of: folder, with: "") }, exitStatus: interpreter.exitStatus)
    }

    static func expectations(in path: String) throws -> [String] {
        try String(contentsOfFile: path, encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { String($0).trimmingTrailingSpaces }
            .filter { $0.hasPrefix("#> ") || $0.hasPrefix("#! ") || $0 == "#>" || $0 == "#!" }
    }

    static func diff(expected: [String], actual: [String]) -> String {
        var report: [String] = []
        for index in 0..<max(expected.count, actual.count) {
            let wanted = index < expected.count ? expected[index] : "(nothing)"
            let got = index < actual.count ? actual[index] : "(nothing)"
            if wanted != got { report.append("line \(index + 1):\n  expected: \(wanted)\n  actual:   \(got)") }
        }
        return report.prefix(8).joined(separator: "\n")
    }
}

extension String {
    var trimmingTrailingSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
