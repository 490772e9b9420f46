import ArgumentParser
import NavreplCommandLine
import NavLanguage
import NavScript
import NavreplKit
import Platform

/// The command line: options, the choice of mode, and the wiring of the libraries.
@main
struct Navrepl: ParsableCommand {
    static let version = "0.1.0"

    static let configuration = CommandConfiguration(
        commandName: "navrepl",
        abstract: "A scripting REPL for app navigation: tabs, stacks, sheets and deep links as data.",
        discussion: [
            "With no SCRIPT and no -e, navrepl starts the REPL when standard input is a terminal, and otherwise reads commands from standard input. Type 'help' at the prompt, or see 'man navrepl'.",
            "Exit status: 0 when every command succeeded, 1 when any failed, 2 for usage errors, 130 after Ctrl-C in batch mode; 'exit N' sets N.",
            "'navrepl test [PATH...]' runs scripts as a test suite ('navrepl test -h' lists its options; 'help test' at the prompt explains it).",
            "'navrepl explore [APP] [OPTIONS]' walks every reachable state of the app ('help explore' at the prompt explains it).",
        ].joined(separator: "\n\n"),
        version: version)

    @ArgumentParser.Argument(help: ArgumentHelp("Script files to run in order ('-' reads standard input).", valueName: "SCRIPT"))
    var scripts: [String] = []

    @Option(name: [.customShort("e"), .customLong("execute")], help: ArgumentHelp("Run commands, after the scripts (repeatable).", valueName: "CMDS"))
    var execute: [String] = []

    @Flag(name: .shortAndLong, help: "Enter the REPL after the scripts and -e commands.")
    var interactive = false

    @Option(name: .shortAndLong, help: ArgumentHelp("Start with this app: a built-in name, 'none' (free mode), an app file, or Swift sources (a .swift file or a folder, read by navrepl-import).", valueName: "NAME|FILE|PATH"))
    var app = "hospital"

    @Flag(name: .shortAndLong, help: "Stop at the first failing command.")
    var bail = false

    @Flag(name: .shortAndLong, help: "Do not print the stack after each change.")
    var quiet = false

    @Flag(name: [.customShort("x"), .long], help: "Print each command before its output, as a REPL transcript (an echo's text once, as its output).")
    var echo = false

    @Flag(help: "Print what each change pushed, popped, presented or switched.")
    var trace = false

    @Flag(help: "Print the SwiftUI router call each change stands for.")
    var explain = false

    @Flag(help: "Output one JSON object per command.")
    var json = false

    @Option(help: ArgumentHelp("When the run ends, write it as one HTML page with a picture for every change (see 'help storyboard').", valueName: "FILE.html"))
    var storyboard: String?

    @Flag(help: "Record the session for 'storyboard' and 'graph'; the prompt and --storyboard always record.")
    var record = false

    @Option(name: .customLong("max-frames"), help: ArgumentHelp("Longest stack printed in full; longer ones have their middle elided.", valueName: "N"))
    var maxFrames = 16

    @Option(help: ArgumentHelp("Colour the output: auto (on a terminal, unless NO_COLOR is set), always or never.", valueName: "auto|always|never"))
    var color = ColorChoice.auto

    @Option(name: .customLong("history-file"), help: ArgumentHelp("Keep the REPL history in PATH.", valueName: "PATH"))
    var historyFile: String?

    @Flag(name: .customLong("no-history"), help: "Do not read or write the REPL history.")
    var noHistory = false

    @Option(name: .customLong("init"), help: ArgumentHelp("Run FILE before the interactive REPL (default ~/.navreplrc).", valueName: "FILE"))
    var initFile: String?

    @Flag(name: .customLong("no-init"), help: "Do not run an rc file before the REPL.")
    var noInit = false

    func validate() throws {
        guard (1...Settings.maximumFrames).contains(maxFrames) else {
            throw ValidationError("--max-frames must be a number from 1 to \(Settings.maximumFrames)")
        }
        // Found out now, rather than after a long run whose page then cannot be written.
        if let storyboard {
            let folder = storyboard.lastIndex(of: "/").map { String(storyboard[..<$0]) }.map { $0.isEmpty ? "/" : $0 } ?? "."
            guard System.status(at: folder)?.kind == .directory else {
                throw ValidationError("--storyboard: there is no folder '\(folder)' to write '\(storyboard)' in")
            }
        }
        // App files, rc files and the history file are opened by name as text: a name that is
        // not UTF-8 would arrive repaired (U+FFFD), and another file could be opened in its place.
        let namedFiles = [("--app", app, ["--app=", "-a"]), ("--init", initFile, ["--init="]), ("--history-file", historyFile, ["--history-file="])]
        for case let (option, value?, prefixes) in namedFiles where value.contains("\u{FFFD}") {
            let bytes = RawArguments.bytes(of: [value], prefixes: prefixes)[0]
            guard RawArguments.isUTF8(bytes) else {
                throw ValidationError(
                    "\(option): '\(RawArguments.shown(bytes))' is not a UTF-8 name (app files, rc files and the history file need one: rename the file)")
            }
        }
        // A script path that is not UTF-8 is checked when it is opened, by its bytes.
        for (script, bytes) in zip(scripts, RawArguments.bytes(of: scripts)) where script != "-" && RawArguments.isUTF8(bytes) {
            if let problem = Self.unreadable(script) {
                throw ValidationError("cannot read script '\(script)': \(problem)")
            }
        }
    }

    /// Parses the command line with navrepl's exit statuses: 2 for usage errors, not 64.
    /// `navrepl test ...` is the test runner's command line. (It is picked out here rather than
    /// declared as a subcommand: the argument parser would not then take a SCRIPT argument
    /// at the top level. A script named `test` runs as `navrepl ./test`.)
    static func main() {
        System.openClosedStandardDescriptors()
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.first == "test" {
            TestSubcommand.parsedOrExit(Array(arguments.dropFirst()), name: "navrepl test").start(as: .navrepl)
        }
        if arguments.first == "explore" {
            ExploreSubcommand(arguments: Array(arguments.dropFirst())).start(as: .navrepl)
        }
        Navrepl.parsedOrExit(arguments, name: "navrepl").start()
    }

    /// Runs the chosen mode and exits with its status. It exits from inside, while the
    /// interpreter is still alive: tearing down a million recorded steps only to exit would
    /// cost more than some whole runs.
    func start() -> Never {
        var (status, interpreter) = run()
        if let storyboard, let recorder = interpreter?.recorder, let problem = write(recorder, to: storyboard) {
            System.write(System.standardError, "navrepl: \(problem)\n")
            if status == 0 { status = 1 }
        }
        withExtendedLifetime(interpreter) { System.exit(status) }
    }

    /// Writes `--storyboard`'s page, named after what ran; returns what went wrong, if anything.
    private func write(_ recorder: SessionRecorder, to path: String) -> String? {
        let ran = scripts.map { $0 == "-" ? "<stdin>" : $0 } + (execute.isEmpty ? [] : ["-e"])
        do {
            try StateFile.writeAtomically(StoryboardPage.html(of: recorder, title: ran.isEmpty ? "navrepl session" : ran.joined(separator: ", ")), to: path)
            return nil
        } catch {
            return error.message
        }
    }

    /// Runs the chosen mode; returns the exit status, and the interpreter so it stays alive.
    private func run() -> (Int32, Interpreter?) {
        System.restoreDefault(.brokenPipe)
        // Past a file-size limit, a save should fail with an error, not kill the program.
        System.ignore(.fileSizeLimit)
        Interrupts.install()
        let stdinIsTerminal = System.isTerminal(System.standardInput)
        // SIGTERM and SIGHUP remove a save's temporary file and put the terminal back.
        if stdinIsTerminal { System.keepTerminal(System.standardInput) }
        System.endOnTermination()
        let stdoutIsTerminal = System.isTerminal(System.standardOutput)
        let streams = StandardStreams(flushesEachWrite: stdoutIsTerminal)
        let renderer: any ResultSink = json ? JSONRenderer(channel: streams) : TextRenderer(channel: streams)
        let startingApp: AppSchema
        let startingFile: String?
        do {
            let found = try AppResolver().resolve(app)
            startingApp = found.schema
            startingFile = found.file
            // What an import found goes to standard error: standard output is the session's.
            if !quiet && !json { streams.writeError(found.report.map { "navrepl: \($0)\n" }.joined()) }
        } catch {
            streams.writeError("navrepl: \(error.message)\n")
            return (2, nil)
        }
        let interpreter = Interpreter(schema: startingApp, settings: settings(colour: color.isOn(stdoutIsTerminal: stdoutIsTerminal)), sink: renderer, commands: .navrepl)
        interpreter.bail = bail
        interpreter.appFile = startingFile
        interpreter.interruptFlag = Interrupts.flag

        let runsREPL = interactive || (scripts.isEmpty && execute.isEmpty && stdinIsTerminal)
        if record || storyboard != nil || runsREPL {
            interpreter.startRecording()
        }
        for (script, bytes) in zip(scripts, RawArguments.bytes(of: scripts)) where !interpreter.shouldStop {
            if script == "-" {
                runStandardInput(interpreter, streams: streams)
            } else if let problem = runScript(script, bytes: bytes, in: interpreter) {
                streams.writeError("navrepl: \(problem)\n")
                streams.flush()
                return (2, interpreter)
            }
        }
        for (index, bytes) in RawArguments.bytes(of: execute, prefixes: ["--execute="]).enumerated() where !interpreter.shouldStop {
            var source = StringLineSource(bytes: bytes)
            interpreter.run(&source, file: execute.count == 1 ? "-e" : "-e#\(index + 1)")
        }
        if scripts.isEmpty && execute.isEmpty && !runsREPL {
            runStandardInput(interpreter, streams: streams)
        }
        if runsREPL && !interpreter.shouldStop {
            let status: Int32
            if stdinIsTerminal {
                status = Repl(interpreter: interpreter, streams: streams, renderer: renderer, options: replOptions()).run()
            } else {
                // `-i` on a pipe: plain lines with no prompt (SPEC section 7), read as a batch
                // is, with a batch's status: 1 after a failure, 130 after Ctrl-C.
                runStandardInput(interpreter, streams: streams)
                status = interpreter.requestedExit ?? (interpreter.isInterrupted ? 130 : interpreter.exitStatus)
            }
            streams.flush()
            return (status, interpreter)
        }
        streams.flush()
        if interpreter.isInterrupted { return (130, interpreter) }
        return (interpreter.exitStatus, interpreter)
    }

    /// Runs a script named on the command line. Paths are bytes: one that is not UTF-8 is
    /// opened by the bytes given, and shown with the others escaped (`\xFF.nav`).
    private func runScript(_ script: String, bytes: [UInt8], in interpreter: Interpreter) -> String? {
        guard !RawArguments.isUTF8(bytes) else { return interpreter.runScript(atPath: script) }
        let name = RawArguments.shown(bytes)
        let descriptor = System.openForReading(pathBytes: bytes)
        guard descriptor >= 0 else { return "cannot read '\(name)': \(SystemError.last.message)" }
        defer { System.close(descriptor) }
        if System.status(of: descriptor)?.kind == .directory { return "cannot read '\(name)': it is a directory" }
        let slash = bytes.lastIndex(of: UInt8(ascii: "/"))
        let folder = slash.map { String(decoding: bytes[..<max($0, 1)], as: UTF8.self) } ?? "."
        return interpreter.runScript(opened: descriptor, named: name, folder: folder)
    }

    private func runStandardInput(_ interpreter: Interpreter, streams: StandardStreams) {
        let lines = FileLineSource(descriptor: System.standardInput)
        lines.stopOnInterrupt = { interpreter.isInterrupted }
        lines.willBlock = { streams.flush() }
        var source = lines
        interpreter.run(&source, file: "<stdin>")
    }

    private func settings(colour: Bool) -> Settings {
        var settings = Settings()
        settings.quiet = quiet
        settings.echo = echo
        settings.trace = trace
        settings.explain = explain
        settings.maxFrames = maxFrames
        settings.color = colour && !json
        return settings
    }

    private func replOptions() -> Repl.Options {
        Repl.Options(
            historyFile: noHistory ? nil : (historyFile ?? HistoryFile.defaultPath()),
            initFile: noInit ? nil : (initFile ?? System.environment("HOME").map { $0 + "/.navreplrc" }),
            initFileIsExplicit: initFile != nil)
    }

    static func unreadable(_ path: String) -> String? {
        guard let status = System.status(at: path) else { return SystemError.last.message }
        if status.kind == .directory { return "it is a directory" }
        guard System.isReadable(path) else { return SystemError.last.message }
        return nil
    }
}
