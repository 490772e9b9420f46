import Foundation
import NavLanguage
import NavScript
import NavreplKit
import Testing
import TestSupport

/// The interpreter's shortcuts (the command cache, the quick reader, the plain stack line)
/// must be invisible: every transcript, demo and random command stream gives byte-identical
/// output, state and history with them and without them.
struct CommandCacheTests {
    /// Runs `script`, returning everything printed, the final state and the history listing.
    func run(_ script: String, app: AppSchema = BuiltinApps.hospital, cached: Bool, json: Bool = false, settings: Settings = Settings()) -> String {
        let capture = OutputCapture()
        let sink: any ResultSink = json ? JSONRenderer(channel: capture) : TextRenderer(channel: capture)
        let interpreter = Interpreter(schema: app, settings: settings, sink: sink, commands: .navrepl)
        interpreter.usesShortcuts = cached
        interpreter.allowsFileAccess = false
        interpreter.run(script, file: "<script>")
        interpreter.run("history\nstate --json", file: "<check>")
        return capture.interleaved(errorMark: "!") + "\nexit \(interpreter.exitStatus)"
    }

    static var scripts: [String] {
        [TranscriptTests.folder, TranscriptTests.demoFolder].flatMap { folder in
            TranscriptTests.scripts(in: folder).map { folder.appendingPathComponent($0).path }
        }.sorted()
    }

    @Test(arguments: scripts)
    func transcriptsAndDemosGiveTheSameResults(path: String) throws {
        let script = try String(contentsOfFile: path, encoding: .utf8)
        // As in navrepl test: no timings, which differ from run to run (explore's).
        var settings = Settings()
        settings.showsTimings = false
        for json in [false, true] {
            expectSameText(run(script, cached: true, json: json, settings: settings), run(script, cached: false, json: json, settings: settings), "\(path) json: \(json)")
        }
    }

    /// Lines close to the edges of what is cached and quickly read: arguments that are options, labels, numbers
    /// out of range, trailing comments, several commands on a line, singletop, modals, free
    /// mode, split tabs, commands that bind routes (`go`, `popto`, `expect`).
    static let edges = [
        "push detail --x", "push detail name: \"a\"", "push detail \"a\"b", "push detail \"a\\\"b\"", "push detail 'a'",
        "pop +1", "pop -1", "pop 0", "pop 1234567890", "pop 99999999999999999999", "push list # note", "push list;pop",
        "push doctors.detail x", "push detail Dr.Who", "push detail \"\"", "push detail \"é 日本\"", "Push list", "tab doctors",
        "tab nowhere", "sheet create", "push detail \"in sheet\"", "tab patients", "pop 5", "dismiss", "root", "root",
        "push list", "push list", "pop", "pop", "push create extra", "push detail", "push detail a b", "push list --x",
        "push list > create --x", "go doctors.detail Ann", "go patients.list", "go doctors.detail Ann", "popto list",
        "popto root", "push list > create", "popto list --inclusive", "expect top list", "expect stack list",
        "expect fail push nowhere", "push list\tcreate",
        // What the quick reader takes and what it leaves to the parser.
        "push detail \"a b\"", "  push   detail   x  ", "push detail \"x\"y", "push detail \"\t\"", "push list >create",
        "push list> create", "push detail -5", "push detail --", "push detail \"\"", "push detail x y", "push nowhere",
        "push",
        // Several commands on a line, three times each: the line is never its last command.
        "push list; pop", "push list; pop", "push list; pop", "sheet create", "expect no modal; push list",
        "expect no modal; push list", "expect no modal; push list", "dismiss", "bogus; push list", "bogus; push list",
        "bogus; push list", "root",
        // A string over two lines, twice: its last line alone must not be taken for it.
        "push detail \"a", "b\"", "push detail \"a", "b\"", "b\"", "pop 2", "b\"",
        // An unterminated string, last, as it holds the rest of the input.
        "push detail \"x", "root",
    ]

    @Test func edgesGiveTheSameResults() {
        let script = Self.edges.joined(separator: "\n")
        var singleTop = Settings()
        singleTop.singleTop = true
        // Echo, trace and explain show each command's text and call: the text must be the line's own.
        var shown = Settings()
        (shown.echo, shown.trace, shown.explain) = (true, true, true)
        expectSameText(run(script, cached: true), run(script, cached: false))
        expectSameText(run(script, cached: true, settings: singleTop), run(script, cached: false, settings: singleTop))
        expectSameText(run(script, cached: true, settings: shown), run(script, cached: false, settings: shown))
        expectSameText(run(script, cached: true, json: true), run(script, cached: false, json: true))
        let free = "push a 1 true x\npush b 99999999999999999999\ntab new\npush c\npop 2\npop\ntab main\npush \"q\""
            + "\ngo c\ntab new\ngo c\nundo 3\ntab other\ngo c\npush new.c\ntab new\npush new.c"
        expectSameText(run(free, app: .free, cached: true), run(free, app: .free, cached: false))
        let split = "push details x\npush description x\npush details y\npush list\npop\nroot\npush description z"
        expectSameText(run(split, app: BuiltinApps.books, cached: true), run(split, app: BuiltinApps.books, cached: false))
    }

    /// Lines that differ only inside their quotes run from one template: each must give what
    /// reading it gives, whatever its strings hold and wherever they go — a closed set's
    /// members and others, a number quoted, optional and defaulted parameters, strings of every
    /// length before and after other words, quotes in comments, and refusals the router makes.
    @Test func templatesGiveTheSameResults() {
        let app = """
            app shapes {
              tab a {
                list
                detail(name: String)
                pair(first: String, second: String)
                kind(mode: car|bus, note: String)
                count(n: Int)
                maybe(note: String?)
                fallback(note: String, n: Int = 3)
                many(a: String, b: String, c: String, d: String, e: String)
                shifted(a: String?, b: String, n: Int = 3)
              }
              tab b { detail(id: Int) }
            }
            """
        var lines = [app]
        let texts = ["", "x", "Mary Doe", "car", "bus", "tram", "7", "nil", "a#b", "\u{1}", "é 日本", "very long name here", "a'b"]
        for (index, text) in texts.enumerated() {
            let other = texts[(index + 5) % texts.count]
            lines += [
                "push detail \"\(text)\"", "push pair \"\(text)\" \"\(other)\"", "push pair \"\(text)\"  \"\(text)\"",
                "push kind \"\(text)\" \"\(other)\"", "push kind \(text.isEmpty ? "car" : text) \"\(other)\"",
                "push count \"\(text)\"", "push maybe \"\(text)\"", "push fallback \"\(text)\"",
                "push list > detail \"\(text)\"", "push detail \"\(text)\" > list", "push detail \"\(text)\" # \"\(other)\"",
                "push detail name: \"\(text)\"", "push detail(name: \"\(text)\")", "push detail \"\(text)\" --singletop",
                "push many \"\(text)\" \"\(other)\" \"\(text)\" \"\(other)\" \"\(text)\"",
                // A bare nil leaves an argument out, and a default fills one in at the end: the
                // string is then not where it was written.
                "push shifted nil \"\(text)\"", "push shifted \"\(other)\" \"\(text)\"", "push shifted nil \"\(other)\" 5",
                "sheet detail \"\(text)\"", "push detail \"\(other)\"", "dismiss", "tab b", "push detail \"\(text)\"",
                "push detail \(index)", "tab a", "expect top detail \"\(text)\"", "pop 3", "undo", "redo",
            ]
            if index % 4 == 3 { lines.append("root") }
        }
        // Each line's shape comes many times over, with other strings: run the whole lot twice.
        let script = (lines + lines.dropFirst()).joined(separator: "\n")
        var singleTop = Settings()
        singleTop.singleTop = true
        // Echo, trace and explain show each command's text and call: the text must be the line's own.
        var shown = Settings()
        (shown.echo, shown.trace, shown.explain) = (true, true, true)
        expectSameText(run(script, cached: true), run(script, cached: false))
        expectSameText(run(script, cached: true, settings: singleTop), run(script, cached: false, settings: singleTop))
        expectSameText(run(script, cached: true, settings: shown), run(script, cached: false, settings: shown))
        expectSameText(run(script, cached: true, json: true), run(script, cached: false, json: true))
        let free = (0..<200).map { "push r\($0 % 3) \"n\($0)\" \($0)\ntab t\($0 % 2)\npush s \"\($0)\"" }.joined(separator: "\n")
        expectSameText(run(free, app: .free, cached: true), run(free, app: .free, cached: false))
    }

    /// The cache's bound statements must never answer for another app, another tab, or
    /// after it has filled up and started again.
    @Test func cachedRoutesFollowTheAppAndTab() {
        let script = """
            app one {
              tab a { x(n: Bool) }
              tab b { x(s: String) }
            }
            push x true
            tab b
            push x true
            tab a
            push x true
            app two {
              tab a { x(s: String) }
              tab b { x(n: Bool) }
            }
            push x true
            tab b
            push x true
            app one
            push x true
            app none
            push x true
            tab b
            push x true
            """
        // Each line three times, so that it is cached (on its second reading) and then run
        // from the cache in the app and tab it was read in, and in no other.
        let apps = script.split(separator: "\n").map { $0.hasPrefix("push") ? "\($0)\n\($0)\n\($0)" : String($0) }.joined(separator: "\n")
        let output = run(apps, cached: true)
        expectSameText(output, run(apps, cached: false))
        #expect(!output.contains("error"), "\(output)")
        // More shapes than the templates' table holds (it keeps those it has when full), each
        // read three times with new strings.
        let shapes = (0..<900).map { "push detail \"n\($0)\" # c\($0 % 300)\npop" }.joined(separator: "\n")
        expectSameText(run(shapes, cached: true), run(shapes, cached: false))
        // More distinct requests than the cache holds, each pushed twice, then popped.
        let many = (0..<3_000).map { "push detail \"n\($0 % 2_500)\"\npop" }.joined(separator: "\n")
        expectSameText(run(many, cached: true), run(many, cached: false))
    }

    /// Random streams of simple and not-so-simple lines, on an app with tabs and modals, in
    /// free mode (where `tab` and `open` make tabs, and undo takes them away) and on a split view.
    static let streams: [(app: AppSchema, lines: [String])] = [
        (BuiltinApps.hospital, ["push list", "push create", "push detail \"Ann\"", "push detail Bo", "pop", "pop 2", "pop 3",
                                "root", "tab doctors", "tab patients", "sheet create", "dismiss", "undo", "redo",
                                "push list > create", "pop 0", "expect fail pop 9", "push  list", "open hospital://doctors/list",
                                "push list; pop", "expect depth 0; root", "pop; push create"]),
        (.free, ["push a", "push b 1 true", "push a > b", "pop", "root", "tab main", "tab other", "tab third", "undo",
                 "redo", "pop 2", "open none://fourth/a/b/i:1", "app none", "push a; push b", "go c", "tab other; go c"]),
        (BuiltinApps.books, ["push details x", "push description x", "push details y", "pop", "root", "select details z",
                             "undo", "push list"]),
    ]

    @Test(arguments: [11, 12, 13], 0..<3)
    func randomStreamsGiveTheSameResults(seed: Int, stream: Int) {
        var generator = SeededGenerator(seed: UInt64(seed))
        let (app, lines) = Self.streams[stream]
        let script = (0..<3_000).map { _ in generator.pick(lines) }.joined(separator: "\n")
        expectSameText(run(script, app: app, cached: true), run(script, app: app, cached: false))
    }
}
