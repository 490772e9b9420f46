import NavreplCommandLine
import LineEditor
import NavLanguage
import NavScript
import NavreplKit
import Platform

/// The interactive session at a terminal: a banner, the rc file, then the prompt's lines run
/// by the interpreter's one loop, as a file's are. (`-i` on a pipe reads plain lines instead.)
final class Repl {
    struct Options {
        var historyFile: String?
        var initFile: String?
        var initFileIsExplicit: Bool
    }

    private let interpreter: Interpreter
    private let streams: StandardStreams
    private let renderer: any ResultSink
    private let options: Options

    init(interpreter: Interpreter, streams: StandardStreams, renderer: any ResultSink, options: Options) {
        self.interpreter = interpreter
        self.streams = streams
        self.renderer = renderer
        self.options = options
    }

    /// Runs until Ctrl-D or `quit`; returns the exit status.
    func run() -> Int32 {
        (renderer as? TextRenderer)?.showsSourceInErrors = true
        streams.flushesEachWrite = true
        let editor = LineEditor(name: "navrepl", interruptDescriptor: Interrupts.descriptor, takeInterrupt: Interrupts.take)
        editor.completer = Completer(interpreter: interpreter).complete
        var history = options.historyFile.map(HistoryFile.init)
        for entry in history?.load() ?? [] { editor.addToHistory(entry) }
        // The rc file first, so that the banner names the app it leaves loaded.
        runInitFile()
        streams.write(banner())
        interpreter.onLeavingSession = { [streams] note in streams.writeError("navrepl: \(note)\n") }
        var prompt = PromptLines(editor: editor, interpreter: interpreter, streams: streams, history: history)
        interpreter.run(&prompt, file: "<repl>")
        // Ctrl-D leaves with 0; `quit` with its status; a failure under `--bail` with 1.
        return interpreter.hasFinished ? interpreter.exitStatus : 0
    }

    private func banner() -> String {
        let schema = interpreter.schema
        let tabs = schema.isFree ? "free mode" : "tabs " + schema.tabs.map(\.name).joined(separator: ", ")
        return "navrepl \(Navrepl.version), app \(schema.name) (\(tabs)). Type 'help' for commands, Ctrl-D to leave.\n"
    }

    private func runInitFile() {
        guard let path = options.initFile else { return }
        if !options.initFileIsExplicit && !System.fileExists(at: path) { return }
        if let problem = interpreter.runScript(atPath: path) {
            streams.writeError("navrepl: \(problem)\n")
        }
    }
}

/// The prompt as a line source: each line read with readline, after a prompt that shows
/// where the user is (or the continuation prompt inside a block). An entry — the lines of one
/// complete chunk — goes into the history as soon as it is complete, before it runs, so that
/// a crash loses nothing.
struct PromptLines: LineSource {
    let editor: LineEditor
    let interpreter: Interpreter
    let streams: StandardStreams
    var history: HistoryFile?
    /// The lines of the entry being typed.
    private var entry: [String] = []
    /// Asked whether the entry is complete, by the rules the interpreter reads it with.
    private var blocks = ChunkAssembler(file: "<repl>")
    private var tokens: [Token] = []

    init(editor: LineEditor, interpreter: Interpreter, streams: StandardStreams, history: HistoryFile?) {
        self.editor = editor
        self.interpreter = interpreter
        self.streams = streams
        self.history = history
    }

    var isInteractive: Bool { true }

    mutating func nextLine() -> Line? {
        _ = Interrupts.take()
        // `help` fills the terminal's width, as it is now (the window may have been resized).
        interpreter.settings.columns = System.terminalColumns(System.standardOutput) ?? Settings.defaultColumns
        let prompt = blocks.isIncomplete
            ? Prompt.continuation
            : Prompt.text(for: interpreter.state, style: interpreter.settings.color ? .prompt : .plain)
        streams.flush()
        switch editor.readLine(prompt: prompt) {
        case .endOfInput:
            streams.write("\n")
            // Leaving in the middle of a block or a string drops it: say so, as it never ran.
            if blocks.isIncomplete {
                let lines = entry.count
                streams.writeError("navrepl: the unfinished entry (\(lines) line\(lines == 1 ? "" : "s")) was dropped: Ctrl-D came before its closing '}' or quote\n")
            }
            return nil
        case .interrupted:
            entry = []
            blocks.discard()
            return .abandoningBlock(number: 0)
        case .line(let bytes):
            entry.append(String(decoding: bytes, as: UTF8.self))
            // Lines are numbered within their entry, so errors point into what was just typed.
            // They are checked as a file's lines are: UTF-8, and at most 1 MiB.
            let line = bytes.count > Line.maximumLength
                ? Line(tooLong: bytes.count, number: entry.count)
                : Line(bytes: bytes, range: 0..<bytes.count, number: entry.count)
            if line.problem != nil {
                entry = []
                blocks.discard()
            } else {
                do {
                    if try blocks.add(line, tokens: &tokens) != nil { keepEntry() }
                } catch {
                    // The interpreter reports the block that grew too long; it is dropped.
                    keepEntry()
                }
            }
            return line
        }
    }

    /// Puts the entry just completed into the history, unless it starts with a space.
    private mutating func keepEntry() {
        let whole = entry.joined(separator: "\n")
        entry = []
        if history?.add(whole) ?? !whole.hasPrefix(" ") { editor.addToHistory(whole) }
    }
}
