import Foundation
import NavLanguage
import NavScript
import NavreplKit
import Testing
import TestSupport

/// The storyboard page against the session it records, without a browser: random command
/// streams (changes, refusals, undo and redo, modals, split views in both layouts, app loads)
/// run one line at a time, and after each line that changed the state or was refused, `show`
/// is run and what it printed noted. The page must have exactly those frames, in order, each
/// with its command and that text: so the recorder keeps every change and refusal and
/// nothing else, and replaying its changes gives back every state.
struct StoryboardPageTests {
    static let lines = [
        "push list", "push detail \"Ann <Lee>\"", "push list > detail \"B & B\"", "pop", "pop 2", "pop 9", "root",
        "tab doctors", "tab patients", "go doctors.detail \"Cy\"", "sheet create", "cover list", "dismiss", "dismiss all",
        "undo", "redo", "undo 2", "reset", "replace list > create", "app hospital", "app books", "app views",
        "select details \"Dune\"", "select description \"Dune\"", "push firstView \"x\"", "set layout compact",
        "set layout regular", "echo Now look", "expect depth 1", "show", "tabs", "bogus command",
    ]

    struct Frame: Equatable {
        let command: String
        let shown: String

        /// The frame on one line, for a readable difference.
        var line: String { command + "  =>  " + shown.replacingOccurrences(of: "\n", with: " / ") }
    }

    @Test(arguments: 0..<12 as Range<UInt64>)
    func framesAreExactlyTheChangesAndRefusals(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let capture = OutputCapture()
        let interpreter = Interpreter(schema: BuiltinApps.hospital, sink: TextRenderer(channel: capture), commands: .navrepl)
        interpreter.startRecording()
        interpreter.settings.quiet = true
        var expected: [Frame] = []
        for _ in 0..<250 {
            let line = Self.lines.randomElement(using: &random)!
            let (before, app, failures) = (interpreter.state, interpreter.schema.name, interpreter.failureCount)
            interpreter.run(line, file: "t.nav")
            guard interpreter.failureCount > failures || interpreter.state != before || interpreter.schema.name != app else { continue }
            let printed = capture.output.count
            interpreter.run("show", file: "t.nav")
            expected.append(Frame(command: line, shown: String(capture.output.dropFirst(printed).dropLast())))
        }
        let recorder = interpreter.recorder!
        #expect(recorder.frameCount == expected.count)
        let frames = Self.frames(in: StoryboardPage.html(of: interpreter.recorder!, title: "t.nav"))
        expectSameLines(frames.map(\.line), expected.map(\.line), "seed \(seed)")
    }

    /// Past its limit a recorder folds its oldest half of frames into the state it starts
    /// from: the frames kept are the latest, with their own commands, and replay to the same
    /// states; the page says how many changes it leaves out.
    @Test func aLongSessionKeepsItsLatestFrames() {
        let capture = OutputCapture()
        let interpreter = Interpreter(schema: BuiltinApps.hospital, sink: TextRenderer(channel: capture), commands: .navrepl)
        interpreter.startRecording(frameLimit: 4)
        interpreter.settings.quiet = true
        for index in 1...9 { interpreter.run("push detail \"P\(index)\"", file: "t.nav") }
        let page = StoryboardPage.html(of: interpreter.recorder!, title: "t.nav")
        #expect(Self.frames(in: page).map(\.command) == (7...9).map { "push detail \"P\($0)\"" })
        #expect(Self.frames(in: page).last?.shown == "patients: root > " + (1...9).map { "detail(name: \"P\($0)\")" }.joined(separator: " > "))
        #expect(page.contains("The first 6 changes are left out"))
    }

    @Test func aSessionWithoutChangesHasNoFrames() {
        let interpreter = Interpreter(schema: BuiltinApps.hospital, sink: TextRenderer(channel: OutputCapture()), commands: .navrepl)
        interpreter.startRecording()
        interpreter.run("show\napp hospital\ntab patients\necho hello", file: "t.nav")
        let page = StoryboardPage.html(of: interpreter.recorder!, title: "t.nav")
        #expect(Self.frames(in: page) == [])
        #expect(page.contains("<p class=\"note\">Nothing has changed yet: no frames.</p>"))
    }

    /// A picture shows the app's flags, which redirects and guards read, marking the one a
    /// `flag` command set; an app without flags has none in its pictures.
    @Test func picturesShowTheFlags() {
        let interpreter = Interpreter(schema: BuiltinApps.hospital, sink: TextRenderer(channel: OutputCapture()), commands: .navrepl)
        interpreter.startRecording()
        interpreter.run("""
            push list
            app shop {
              flag signedIn = false
              flag beta = true
              tab main { home; cart }
              redirect cart -> home unless signedIn
            }
            push cart
            flag signedIn true
            push cart
            """, file: "t.nav")
        let page = StoryboardPage.html(of: interpreter.recorder!, title: "t.nav")
        let pictures = page.between("<script type=\"application/json\" id=\"pictures\">", "</script>")
        let frames = pictures.components(separatedBy: "{\"dev\"").dropFirst().map { $0 }
        #expect(frames.count == 5, "\(pictures)")
        guard frames.count == 5 else { return }
        #expect(!frames[0].contains("\"fl\""))
        #expect(frames[1].contains("\"fl\":[[\"beta\",1],[\"signedIn\",0]]"))
        #expect(frames[2].contains("\"fl\":[[\"beta\",1],[\"signedIn\",0]]"))
        #expect(frames[3].contains("\"fl\":[[\"beta\",1],[\"signedIn\",1,1]]"))
        #expect(frames[4].contains("\"fl\":[[\"beta\",1],[\"signedIn\",1]]"))
    }

    /// Each frame's command and stack text, read back from the page's markup.
    static func frames(in page: String) -> [Frame] {
        let sections = page.components(separatedBy: "<section class=\"frame").dropFirst()
        return sections.map { section in
            let command = section.between("data-command=\"", "\"")
            let shown = section.between("<pre class=\"state\">", "</pre>")
            return Frame(command: unescaped(command), shown: unescaped(shown))
        }
    }

    static func unescaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&quot;", with: "\"")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}

extension String {
    fileprivate func between(_ start: String, _ end: String) -> String {
        guard let from = range(of: start), let to = self[from.upperBound...].range(of: end) else { return "" }
        return String(self[from.upperBound..<to.lowerBound])
    }
}
