#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LineEditor
import NavScript
import NavigationModel

/// The interactive loop at a terminal: prompt, read, run, print, with readline, a banner,
/// history and the rc file. (`-i` on a pipe reads plain lines instead, with none of those.)
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
        streams.write(banner())
        runInitFile()
        var assembler = ChunkAssembler(file: "<repl>")
        var tokens: [Token] = []
        var entry: [String] = []
        while interpreter.requestedExit == nil {
            _ = Interrupts.take()
            let prompt = assembler.isIncomplete
                ? Prompt.continuation
                : Prompt.text(for: interpreter.state, style: interpreter.settings.color ? .prompt : .plain)
            streams.flush()
            switch editor.readLine(prompt: prompt) {
            case .endOfInput:
                streams.write("\n")
                return 0
            case .interrupted:
                assembler.discard()
                entry = []
            case .line(let text):
                entry.append(text)
                let line = Line(text, number: entry.count)
                if let message = line.problemMessage {
                    streams.writeError("<repl>:\(line.number):1: error: \(message)\n")
                    assembler.discard()
                    entry = []
                    continue
                }
                guard let chunk = assembler.add(line, tokens: &tokens) else { continue }
                let whole = entry.joined(separator: "\n")
                entry = []
                if history?.add(whole) ?? !whole.hasPrefix(" ") { editor.addToHistory(whole) }
                interpreter.execute(chunk, tokens: tokens)
            }
        }
        return interpreter.requestedExit ?? 0
    }

    private func banner() -> String {
        let schema = interpreter.schema
        let tabs = schema.isFree ? "free mode" : "tabs " + schema.tabs.map(\.name).joined(separator: ", ")
        return "navrepl \(Navrepl.version), app \(schema.name) (\(tabs)). Type 'help' for commands, Ctrl-D to leave.\n"
    }

    private func runInitFile() {
        guard let path = options.initFile else { return }
        if !options.initFileIsExplicit && access(path, F_OK) != 0 { return }
        if let problem = interpreter.runScript(atPath: path) {
            streams.writeError("navrepl: \(problem)\n")
        }
    }
}
