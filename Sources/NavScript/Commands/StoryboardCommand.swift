import NavLanguage
import NavreplKit

/// `storyboard FILE`: write the session so far as a storyboard page, a frame per change;
/// `storyboard --reset`: start the recording afresh from here.
final class StoryboardCommand: CommandAction {
    static let spec = CommandSpec(
        "storyboard", "storyboard FILE | storyboard --reset", group: .pictures,
        summary: "write the session so far as one HTML page, a picture of the app for every change",
        details: """
        The page needs no other file and no network. Each change is a frame: a phone (an iPad
        for a split tab in layout regular) with the tab bar, the stack as screens with their
        back buttons, sheets and covers over what they came from, and the app's flags above the
        tab bar; pushed and popped screens, and the flag a flag command set, are marked. Under it: the echo narration before the command, the command with its
        file and line, the stack as show prints it and the trace steps. A refused command is
        a red frame showing the state kept. Step with the arrow keys or the buttons; #12 in
        the address opens frame 12; printing gives a frame a page. Each frame is an element
        with a data-frame attribute (its number, from 1) and a data-command attribute (the
        command).
        The prompt records the session; scripts are recorded with --record, or with
        --storyboard FILE.html, which writes the page when the run ends.
        storyboard --reset drops what was recorded so far and starts again from the state now
        (for a lesson after some setting up); 'graph' then counts transitions from here too.
        """,
        example: "storyboard lesson.html",
        errors: "a session not recorded (a script run without --record); a folder that does not exist or cannot be written",
        completion: .custom { request in request.arguments.isEmpty ? request.spec.optionNames(notIn: []) + request.files(request.word) : [] },
        checkable: false
    ) { parser, head in
        let path = try parser.name(after: head, what: "a file name", example: "storyboard lesson.html", allowString: true)
        if path.value == resetOption.name { return StoryboardCommand(path: nil) }
        guard !path.value.hasPrefix("-") else {
            throw Parser.Failure(offset: path.offset, message: "unknown option '\(path.value)' (storyboard FILE, or storyboard --reset; a file whose name starts with '-' is ./\(path.value))")
        }
        return StoryboardCommand(path: path)
    }

    static let resetOption = CommandOption("--reset", "drop what was recorded so far and start again from the state now")

    /// The page to write; nil for `--reset`.
    let path: Located<String>?

    init(path: Located<String>?) {
        self.path = path
    }
    var filePath: Located<String>? { path }

    func run(in context: CommandContext) throws -> Output {
        let interpreter = context.interpreter
        guard let recorder = interpreter.recorder else {
            throw context.error("this session is not recorded: run navrepl with --record (or --storyboard FILE.html) to make a storyboard of a script")
        }
        guard let path else {
            interpreter.startRecording(frameLimit: recorder.frameLimit)
            return .text("the storyboard starts afresh from here")
        }
        do {
            try StateFile.writeAtomically(StoryboardPage.html(of: recorder, title: "\(interpreter.schema.name) session"), to: interpreter.resolvePath(path.value), shownAs: interpreter.shownPath(path.value))
        } catch {
            throw context.error(at: path.offset, error.message)
        }
        let frames = recorder.frameCount
        return .text("wrote \(path.value): \(frames) frame\(frames == 1 ? "" : "s")")
    }
}
