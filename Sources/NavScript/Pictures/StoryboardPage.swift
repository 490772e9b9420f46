import NavLanguage
import NavreplKit

/// `--storyboard FILE.html` and `storyboard FILE`: the recorded session as one self-contained
/// HTML page, a frame per change. Each frame is a `<section data-frame="N" data-command="...">`
/// holding, as text, the narration, the command and where it was written, the stack as `show`
/// prints it and the `--trace` steps; its picture is drawn by the page's script from a
/// compact JSON description (`FramePicture`) when the frame is shown, so that a page of
/// 10,000 frames stays small and opens at once.
public enum StoryboardPage {
    /// The page for everything `recorder` holds; `title` names the run (a script's name).
    public static func html(of recorder: SessionRecorder, title: String) -> String {
        var sections = ""
        var count = 0
        var pictures = "["
        // Tab bars change only with the app or a new free-mode tab: frames share them.
        var tabBars: [String: Int] = [:]
        var tabBarList: [String] = []
        recorder.replay { number, frame, schema, state in
            count = number
            let marks: ChangeMarks
            var trace: [String] = []
            var error: String?
            switch frame.event {
            case .change(let change):
                marks = ChangeMarks(change, after: state)
                trace = TraceFormatter.lines(for: change, in: state)
            case .load(let schema):
                marks = .none
                trace = ["app \(schema.name)"]
            case .refusal(let message):
                marks = .none
                error = message
            }
            let shown = StackFormatter(schema: schema, layout: frame.layout, maxFrames: frame.maxFrames).lines(state)
            sections += section(number: number, frame: frame, command: recorder.command(of: frame), shown: shown, trace: trace, error: error)
            if number > 1 { pictures += "," }
            let picture = FramePicture(schema: schema, layout: frame.layout)
            let tabBar = picture.tabBar(of: state)
            let tabBarIndex = tabBars[tabBar] ?? {
                tabBarList.append(tabBar)
                tabBars[tabBar] = tabBarList.count - 1
                return tabBarList.count - 1
            }()
            pictures += picture.json(of: state, tabBar: tabBarIndex, marks: marks, refused: error != nil)
        }
        pictures = "{\"tabBars\":[" + tabBarList.joined(separator: ",") + "],\"frames\":" + pictures + "]}"
        var page = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        page += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        page += "<title>" + HTML.text("navrepl storyboard: " + title) + "</title>\n"
        page += "<style>\n" + StoryboardAssets.style + "</style>\n"
        // Without the script there are no pictures, but every frame's text is shown.
        page += "<noscript><style>.frame { display: flex; margin-bottom: 2em; } nav { display: none; }</style></noscript>\n"
        page += "</head>\n<body>\n"
        page += "<header><h1>" + HTML.text(title) + "</h1><nav>"
        page += "<button type=\"button\" id=\"first\" title=\"first frame (Home)\">&#xAB;</button>"
        page += "<button type=\"button\" id=\"previous\" title=\"previous frame (&#x2190;)\">&#x2039;</button>"
        page += "<span id=\"position\">\(count == 0 ? 0 : 1) / \(count)</span>"
        page += "<button type=\"button\" id=\"next\" title=\"next frame (&#x2192;)\">&#x203A;</button>"
        page += "<button type=\"button\" id=\"last\" title=\"last frame (End)\">&#xBB;</button>"
        page += "</nav></header>\n<main>\n"
        if recorder.droppedFrames > 0 {
            page += "<p class=\"note\">The first \(recorder.droppedFrames) changes are left out: a session keeps its last \(recorder.frameLimit / 2) to \(recorder.frameLimit).</p>\n"
        }
        if count == 0 { page += "<p class=\"note\">Nothing has changed yet: no frames.</p>\n" }
        page += sections
        page += "</main>\n<script type=\"application/json\" id=\"pictures\">" + HTML.scriptData(pictures) + "</script>\n"
        page += "<script>\n" + StoryboardAssets.script + "</script>\n</body>\n</html>\n"
        return page
    }

    private static func section(number: Int, frame: SessionRecorder.Frame, command: String, shown: String, trace: [String], error: String?) -> String {
        // As on a terminal, control characters in what was typed are shown escaped; a command
        // typed over several lines (an app block) keeps its lines, as typed.
        let typed = command.split(separator: "\n", omittingEmptySubsequences: false).map { Escaper.printable.escaped(String($0)) }.joined(separator: "\n")
        let command = Escaper.printable.escaped(command)
        // The device and the frame's number are added by the script when the frame is drawn.
        var html = "<section class=\"frame" + (error == nil ? "" : " refused") + "\" data-frame=\"\(number)\" data-command=\""
        html += HTML.attribute(command) + "\">\n<div class=\"caption\">\n"
        for line in frame.narration { html += "<p class=\"narration\">" + HTML.text(Escaper.printable.escaped(line)) + "</p>\n" }
        html += "<p class=\"command\"><code>" + HTML.text(typed.isEmpty ? "(unreadable line)" : typed) + "</code>"
        // A tap along an edge, as a user makes it, apart from the calls an app's code makes.
        if typed.split(separator: " ", maxSplits: 1).first == "follow" { html += "<span class=\"tap\">tap</span>" }
        html += "<span class=\"where\">" + HTML.text("\(frame.file):\(frame.line)") + "</span></p>\n"
        if let error { html += "<p class=\"error\">refused: " + HTML.text(Escaper.printable.escaped(error)) + "</p>\n" }
        html += "<pre class=\"state\">" + HTML.text(shown) + "</pre>\n"
        if !trace.isEmpty {
            html += "<ol class=\"trace\">"
            for line in trace {
                let kind = line.hasPrefix("+ ") ? " class=\"pushed\"" : line.hasPrefix("- ") ? " class=\"popped\"" : ""
                html += "<li" + kind + ">" + HTML.text(line) + "</li>"
            }
            html += "</ol>\n"
        }
        return html + "</div>\n</section>\n"
    }
}
