import Foundation
import Testing
import TestSupport

/// Storyboards opened in a real browser. The binary writes the pages (the seed demos, a run
/// of 10,000 changes, a run of hostile names); `scripts/headless` opens them all in one
/// headless Chromium, driven over the DevTools protocol on a pipe, and reports what a viewer
/// sees: console errors, each frame's text as shown, where the arrow keys go. The expected
/// frames come from the binary too, by another road: the demo run with `--json` and a
/// `show` after every command.
///
/// Chromium and Graphviz are needed: `scripts/test` installs them; without them these
/// tests fail, naming the command that installs them.
@Suite(.serialized)
struct StoryboardTests {
    static let demoFolder = Repository.root.appendingPathComponent("scripts/demos").path
    static let demos = ["seed000_hospital.nav", "seed001_views.nav", "seed002_routers.nav", "seed003_navigator.nav", "seed004_books.nav"]
    static let headless = Repository.root.appendingPathComponent("scripts/headless").path

    /// A frame as the page should show it: the command, and the stack as `show` printed it.
    struct ExpectedFrame: Equatable {
        let command: String
        var shown: String
        let refused: Bool
    }

    /// What `scripts/headless check` reported for one page.
    struct PageReport: Decodable {
        struct Frame: Decodable {
            let frame: Int
            let command: String
            let refused: Bool
            let visible: [Int]
            let state: String
            /// The flags drawn on the device: each one's classes and text (`on set ✓ signedIn`).
            let flags: [String]
            let drawn: Bool
        }
        let page: String
        /// From the start of loading until the page's script has drawn the first frame, as the
        /// page measured it; `wallMs` until the load event reached the test.
        let loadMs: Int
        let wallMs: Int
        let bytes: Int
        let count: Int
        let frames: [Frame]
        let right: [String]
        let left: [String]
        /// Pages of the PDF printed from it, and frames with their picture then (the first page only).
        let printedPages: Int?
        let printedDrawn: Int?
        let problems: [String]
    }

    /// Every page, written and opened once for all the tests: the browser's start-up is the
    /// slowest part.
    struct Session {
        let folder: String
        var pages: [String: PageReport] = [:]
        var expected: [String: [ExpectedFrame]] = [:]
        /// How long the binary took to write the page of 10,000 changes.
        var largeWriteSeconds = 0.0
    }

    static let session: Result<Session, any Error> = Result { try makeSession() }

    struct Problem: Error, CustomStringConvertible {
        let description: String
    }

    static func tool(_ name: String, package: String) throws -> String {
        guard let path = InstallTests.tool(name) else {
            throw Problem(description: "\(name) is not installed: scripts/test installs it, or run 'sudo apt-get install -y \(package)'")
        }
        return path
    }

    private static func makeSession() throws -> Session {
        _ = try tool("chromium", package: "chromium")
        _ = try tool("python3", package: "python3")
        var session = Session(folder: Binary.temporaryFolder())
        var pages: [String] = []
        for demo in demos {
            let page = session.folder + "/" + demo + ".html"
            let run = try Binary.run(["-q", "--storyboard", page, demoFolder + "/" + demo])
            guard run.status == 0 else { throw Problem(description: "\(demo): exit status \(run.status): \(run.stderr)") }
            session.expected[demo] = try expectedFrames(of: demo, in: session.folder)
            pages.append(page)
        }
        let large = session.folder + "/large.nav"
        try Binary.write(largeRun(changes: 10_000), to: large)
        let started = Date()
        let run = try Binary.run(["-q", "--storyboard", large + ".html", large])
        session.largeWriteSeconds = Date().timeIntervalSince(started)
        guard run.status == 0 else { throw Problem(description: "large run: exit status \(run.status): \(run.stderr)") }
        pages.append(large + ".html")
        let flags = session.folder + "/flags.nav"
        try Binary.write(flagsRun, to: flags)
        _ = try Binary.run(["-q", "--storyboard", flags + ".html", flags])
        pages.append(flags + ".html")
        let hostile = session.folder + "/hostile.nav"
        try Binary.write(hostileRun, to: hostile)
        _ = try Binary.run(["-q", "--storyboard", hostile + ".html", hostile])
        pages.append(hostile + ".html")

        let check = try Binary.run(["check"] + pages + ["--screenshot", "8", session.folder + "/frame.png"], program: headless)
        guard check.status == 0 else { throw Problem(description: "scripts/headless check failed (\(check.status)): \(check.stderr)") }
        for line in check.stdout.split(separator: "\n") {
            let report = try JSONDecoder().decode(PageReport.self, from: Data(line.utf8))
            session.pages[(report.page as NSString).lastPathComponent] = report
        }
        return session
    }

    /// The frames a demo's storyboard must have, worked out from the demo run with `--json`
    /// and a `show` after each command: a frame for each command that changed the state or
    /// was refused, showing what the `show` after it printed.
    static func expectedFrames(of demo: String, in folder: String) throws -> [ExpectedFrame] {
        var derived: [String] = []
        var showLines = Set<Int>()
        for line in try String(contentsOfFile: demoFolder + "/" + demo, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false) {
            derived.append(String(line))
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if !trimmed.isEmpty && !trimmed.hasPrefix("#") {
                derived.append("show")
                showLines.insert(derived.count)
            }
        }
        let path = folder + "/" + demo + ".shown.nav"
        try Binary.write(derived.joined(separator: "\n"), to: path)
        let start = try Binary.run(["--json", "-e", "show"])
        var state = try object(start.stdout)["state"] as? NSDictionary
        var frames: [ExpectedFrame] = []
        for line in try Binary.run(["--json", path]).stdout.split(separator: "\n") {
            let result = try object(String(line))
            let command = result["command"] as? String ?? ""
            if showLines.contains(result["line"] as? Int ?? 0) {
                if let last = frames.indices.last, frames[last].shown.isEmpty { frames[last].shown = result["output"] as? String ?? "" }
            } else if result["ok"] as? Bool == false {
                frames.append(ExpectedFrame(command: command, shown: "", refused: true))
            } else if let after = result["state"] as? NSDictionary, after != state {
                frames.append(ExpectedFrame(command: command, shown: "", refused: false))
                state = after
            }
        }
        return frames
    }

    private static func object(_ line: String) throws -> [String: Any] {
        guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
            throw Problem(description: "not a JSON object: \(line)")
        }
        return object
    }

    /// `changes` commands on `hospital`, each of which changes the state: pushes, pops,
    /// tab switches, sheets with pushes inside, dismissals; the stacks stay under 12 deep.
    static func largeRun(changes: Int) -> String {
        var random = SeededGenerator(seed: 16)
        var lines: [String] = []
        var depth = ["patients": 0, "doctors": 0], tab = "patients", modalDepth: Int?
        while lines.count < changes {
            let roll = Int.random(in: 0..<100, using: &random)
            if let inside = modalDepth {
                if roll < 60 { lines.append("push detail \"Visitor \(lines.count)\""); modalDepth = inside + 1 } else { lines.append("dismiss"); modalDepth = nil }
            } else if roll < 35 && depth[tab]! < 12 {
                lines.append("push detail \"Patient \(lines.count)\""); depth[tab]! += 1
            } else if roll < 45 && depth[tab]! < 12 {
                lines.append("push list"); depth[tab]! += 1
            } else if roll < 70 && depth[tab]! > 0 {
                lines.append("pop"); depth[tab]! -= 1
            } else if roll < 82 {
                tab = tab == "patients" ? "doctors" : "patients"; lines.append("tab \(tab)")
            } else if roll < 92 {
                lines.append("sheet create"); modalDepth = 0
            } else if depth[tab]! > 0 {
                lines.append("root"); depth[tab] = 0
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Names and text that would be markup if they were not escaped, and a refused command.
    static let hostileRun = """
        echo <img src=x onerror=alert(1)> & </script><script>alert(2)</script>
        push detail "</script><script>alert(3)</script>"
        push detail "<b>bold</b> &amp; \\"quoted\\""
        pop 5
        app none
        push <script
        push "x"<!--
        """

    private func session() throws -> Session {
        try Self.session.get()
    }

    @Test("a demo's storyboard shows each change as show printed it", arguments: demos)
    func demoStoryboard(_ demo: String) throws {
        let session = try session()
        let report = try #require(session.pages[demo + ".html"])
        let expected = try #require(session.expected[demo])
        #expect(report.problems == [])
        #expect(report.count == expected.count)
        #expect(report.count > 5)
        let shown = report.frames.map { ExpectedFrame(command: $0.command, shown: $0.state, refused: $0.refused) }
        #expect(shown == expected)
        for frame in report.frames {
            #expect(frame.visible == [frame.frame], "frame \(frame.frame) is the only one on screen")
            #expect(frame.drawn, "frame \(frame.frame) has its picture")
        }
        #expect(report.right == ["#2", "#3", "#4", "#5", "#6"])
        #expect(report.left == ["#5", "#4", "#3", "#2", "#1"])
    }

    /// Printing costs most of a second a page, so one storyboard is printed: the first demo's.
    @Test func resetStartsTheStoryboardAfreshAndItsButtonsAreInEveryFont() throws {
        let folder = Binary.temporaryFolder()
        let run = try Binary.run(["--record", "-e", "push list", "-e", "push create", "-e", "storyboard --reset", "-e", "pop", "-e", "storyboard lesson.html"], directory: folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasSuffix("the storyboard starts afresh from here\npatients: root > list\nwrote lesson.html: 1 frame\n"), "\(run.stdout)")
        let page = try String(contentsOfFile: folder + "/lesson.html", encoding: .utf8)
        // «, ‹, › and »: Latin-1 and general punctuation, which every system font has.
        for glyph in ["&#xAB;", "&#x2039;", "&#x203A;", "&#xBB;"] { #expect(page.contains(glyph)) }
    }

    @Test func aCommandTypedOverSeveralLinesIsShownAsTyped() throws {
        let folder = Binary.temporaryFolder()
        try Binary.write("app x {\n  tab t {\n    a\n  }\n}\npush a\nstoryboard lesson.html\n", to: folder + "/lesson.nav")
        let run = try Binary.run(["--record", "lesson.nav"], directory: folder)
        #expect(run.status == 0, "\(run.stderr)")
        let page = try String(contentsOfFile: folder + "/lesson.html", encoding: .utf8)
        #expect(page.contains("<p class=\"command\"><code>app x {\n  tab t {\n    a\n  }\n}</code>"), "\(page)")
    }

    @Test func printingGivesAFrameAPage() throws {
        let report = try #require(try session().pages[Self.demos[0] + ".html"])
        #expect(report.printedPages == report.count, "printed, a frame a page")
        #expect(report.printedDrawn == report.count, "every frame drawn for printing")
    }

    /// How fast the page opens is `scripts/bench`'s to judge (its "ready in Chromium" line, 2 s at
    /// most): a wall-clock bound here failed a clean run on a busy machine.
    @Test func aRunOfTenThousandChangesMakesASmallPageWhoseEveryFrameShows() throws {
        let session = try session()
        let report = try #require(session.pages["large.nav.html"])
        #expect(report.count == 10_000)
        #expect(report.bytes < 10_000_000)
        #expect(report.problems == [])
        #expect(report.frames.map(\.frame) == [1, 2, 5_001, 9_999, 10_000])
        #expect(report.frames.allSatisfy { $0.drawn && $0.visible == [$0.frame] })
        print("storyboard of 10,000 changes: \(report.bytes) bytes, written in \(String(format: "%.2f", session.largeWriteSeconds)) s, ready in \(report.loadMs) ms (load event seen after \(report.wallMs) ms)")
    }

    /// An app with flags: each frame's device shows them, the one just set marked.
    static let flagsRun = """
        app shop {
          flag signedIn = false
          flag beta = true
          tab main { home; cart }
          redirect cart -> home unless signedIn
        }
        push cart
        flag signedIn true
        push cart
        """

    @Test func theDeviceShowsTheFlags() throws {
        let session = try session()
        let report = try #require(session.pages["flags.nav.html"])
        #expect(report.problems == [])
        #expect(report.frames.map(\.flags) == [
            ["on \u{2713} beta", "off \u{2717} signedIn"],
            ["on \u{2713} beta", "off \u{2717} signedIn"],
            ["on \u{2713} beta", "on set \u{2713} signedIn"],
            ["on \u{2713} beta", "on \u{2713} signedIn"],
        ])
        #expect(report.frames.map(\.state) == ["main: root", "main: root > home", "main: root > home", "main: root > home > cart"])
    }

    @Test func textIsNeverMarkup() throws {
        let session = try session()
        let report = try #require(session.pages["hostile.nav.html"])
        #expect(report.problems == [])
        let two = #"patients: root > detail(name: "</script><script>alert(3)</script>") > detail(name: "<b>bold</b> &amp; \"quoted\"")"#
        #expect(report.frames.map(\.state) == [
            #"patients: root > detail(name: "</script><script>alert(3)</script>")"#, two, two, "main: root", "main: root", "main: root",
        ])
        // A route name is a plain name, so '<script' is refused (and its frame's command escaped).
        #expect(report.frames.map(\.refused) == [false, false, true, false, true, true])
        #expect(report.frames.map(\.command).suffix(2) == ["push <script", #"push "x"<!--"#])
        let page = try String(contentsOfFile: report.page, encoding: .utf8)
        #expect(page.components(separatedBy: "<script").count - 1 == 2, "only the page's own two script elements")
        #expect(page.contains("data-command=\"push detail &quot;&lt;b>bold&lt;/b> &amp;amp; \\&quot;quoted\\&quot;&quot;\""))
    }

    /// Frame 8 of the first demo's storyboard, taken in the same browser session (the README's
    /// picture is taken the same way, by scripts/pictures).
    @Test func aScreenshotOfAFrame() throws {
        let session = try session()
        let image = session.folder + "/frame.png"
        let bytes = try Data(contentsOf: URL(fileURLWithPath: image))
        #expect(bytes.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        #expect(bytes.count > 10_000)
    }

    @Test func graphvizDrawsTheGraph() throws {
        let dot = try Self.tool("dot", package: "graphviz")
        let folder = Binary.temporaryFolder()
        let app = try Binary.run(["-q", "--record", Self.demoFolder + "/seed000_hospital.nav", "-e", "graph \(folder)/hospital.dot"])
        #expect(app.status == 0, "\(app.stderr)")
        // Titles with quotes and backslashes, free mode, modals, pops.
        try Binary.write(#"""
            app odd {
              tab main "say \"hi\" \\ now" { list "A \"B\"" ; detail(name: String) }
              chat "back\\slash"
            }
            push list > detail "Mary" ; sheet chat ; push list ; dismiss ; pop ; pop
            app none
            push zed > qa ; sheet x_y ; dismiss ; graph \#(folder)/free.dot
            """#, to: folder + "/odd.nav")
        let free = try Binary.run(["-q", "--record", folder + "/odd.nav", "-e", "app odd", "-e", "push list; sheet chat; dismiss; open odd://main/list; graph \(folder)/odd.dot"])
        #expect(free.status == 0, "\(free.stderr)")
        for name in ["hospital", "free", "odd"] {
            let svg = try Binary.run(["-Tsvg", "\(folder)/\(name).dot"], program: dot)
            #expect(svg.status == 0, "\(name): \(svg.stderr)")
            #expect(svg.stderr == "")
            #expect(svg.stdout.contains("<svg"))
        }
        let hospital = try Binary.run(["-Tsvg", "\(folder)/hospital.dot"], program: dot).stdout
        #expect(hospital.contains("detail(name: String)"))
        #expect(hospital.contains("sheet ×1"))
    }

    @Test func aScriptIsRecordedOnlyWhenAsked() throws {
        let folder = Binary.temporaryFolder()
        let run = try Binary.run(["-q", "-e", "push list; storyboard \(folder)/page.html"])
        #expect(run.status == 1)
        #expect(run.stderr == "-e:1:12: error: this session is not recorded: run navrepl with --record (or --storyboard FILE.html) to make a storyboard of a script\n")
        let recorded = try Binary.run(["-q", "--record", "-e", "push list; storyboard \(folder)/page.html"])
        #expect(recorded.status == 0)
        #expect(FileManager.default.fileExists(atPath: folder + "/page.html"))
        // The REPL records (here -i on a pipe, which reads plain lines as the prompt does).
        let atPrompt = try Binary.run(["-i", "-q"], stdin: "push list\npop 5\nstoryboard \(folder)/prompt.html\n")
        #expect(atPrompt.status == 1, "pop 5 failed")
        let page = try String(contentsOfFile: folder + "/prompt.html", encoding: .utf8)
        #expect(page.contains(#"<section class="frame" data-frame="1" data-command="push list">"#))
        #expect(page.contains(#"<section class="frame refused" data-frame="2" data-command="pop 5">"#))
        #expect(!page.contains(#"data-frame="3""#))
        let unwritable = try Binary.run(["-q", "--storyboard", folder + "/no/such/page.html", "-e", "push list"])
        #expect(unwritable.status == 2)
        #expect(unwritable.stderr.hasPrefix("Error: --storyboard: there is no folder '\(folder)/no/such' to write '\(folder)/no/such/page.html' in\n"))
        let folderAsPage = try Binary.run(["-q", "--storyboard", folder, "-e", "push list"])
        #expect(folderAsPage.status == 1)
        #expect(folderAsPage.stderr.hasPrefix("navrepl: cannot save '\(folder)': "))
    }
}
