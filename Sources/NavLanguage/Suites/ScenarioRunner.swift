import NavreplKit
import Platform

/// Runs one scenario file in a fresh interpreter, as `navrepl FILE` would run it, and judges
/// it: it passes when no command fails unexpectedly and, if it carries a transcript, when
/// everything it prints is what the transcript says.
///
/// The interpreter starts with the test defaults: the `hospital` app, plain text, and
/// `bail` on, so a file stops at its first failure (`set bail off` keeps it going).
public enum ScenarioRunner {
    /// What `--update` does to a file.
    public enum Update: Sendable {
        /// Check the transcript.
        case none
        /// Rewrite the transcript if the file has one.
        case transcribed
        /// Rewrite the transcript, or write one (a file named on the command line).
        case always
    }

    /// The app a scenario starts with when nothing names one: navrepl's built-in default.
    public static let defaultApp: AppSchema = BuiltinApps.hospital

    /// The most changes a scenario's recorder keeps for `graph` and `storyboard`: past it the
    /// oldest half is folded away, as at the prompt past a million.
    public static let recordedFrames = 20_000

    /// What a suite reads of a scenario once it has run (what it covered, its Swift test): the
    /// interpreter it ran in, and whether it passed.
    public typealias Ending = (_ interpreter: Interpreter, _ passed: Bool) -> Void

    /// Runs a scenario starting with `app` loaded (hospital unless the suite says otherwise),
    /// named where `appOrigin` says; a script's own `app` line still loads its own. Its
    /// commands are `commands`: navrepl's suites run its tools' too. `ending`, if given, is
    /// called with the run's interpreter once the scenario is judged.
    public static func run(
        _ path: String, update: Update = .none, app: AppSchema = ScenarioRunner.defaultApp, appOrigin: ScenarioApp.Origin = .builtinDefault,
        commands: CommandSet = .language, ending: Ending? = nil
    ) -> ScenarioResult {
        run(path, update: update, app: app, appOrigin: appOrigin, replayingOn: nil, commands: commands, ending: ending)
    }

    /// Runs a scenario on an app's own router: the script starts with the router's app and
    /// state, and every call it makes is made again on `navigator`, which must land where
    /// navrepl did after each command (``ScenarioReplay``).
    public static func run(_ path: String, on navigator: inout Navigator) -> ScenarioResult {
        withUnsafeMutablePointer(to: &navigator) {
            run(path, update: .none, app: $0.pointee.schema, appOrigin: .router, replayingOn: $0, commands: .language, ending: nil)
        }
    }

    /// Runs a scenario that is read as it runs when it is larger than `largestHeldWhole`
    /// bytes, so that tests can run small files both ways.
    package static func run(_ path: String, largestHeldWhole: Int, commands: CommandSet) -> ScenarioResult {
        run(path, update: .none, app: defaultApp, appOrigin: .builtinDefault, replayingOn: nil, commands: commands, ending: nil,
            largestHeldWhole: largestHeldWhole)
    }

    private static func run(
        _ path: String, update: Update, app: AppSchema, appOrigin: ScenarioApp.Origin, replayingOn navigator: UnsafeMutablePointer<Navigator>?,
        commands: CommandSet, ending: Ending?, largestHeldWhole: Int = ScenarioScript.largestHeldWhole
    ) -> ScenarioResult {
        let started = System.monotonicNanoseconds()
        var script: ScenarioScript
        do {
            // Rewriting needs the whole file; checking reads a large one as it runs.
            script = try ScenarioScript.read(path, whole: update != .none, largestHeldWhole: largestHeldWhole)
        } catch {
            return unreadable(path, error.reason, started: started)
        }
        let startingApp = ScenarioApp(name: app.name, origin: appOrigin)
        let rewrites = update == .always || (update == .transcribed && script.hasTranscript)
        let bytes = script.bytes ?? []
        // A file that is not UTF-8 would come back with its bad bytes replaced: left as it is.
        if rewrites && String(validating: bytes, as: UTF8.self) == nil {
            let failure = ScenarioFailure(location: SourceLocation(file: path, line: 1, column: 1),
                                          message: "'\(path)' is not UTF-8 text: --update leaves it as it is (save it as UTF-8 first)", kind: .run)
            var result = ScenarioResult(path: path, verdict: .failed, commandCount: 0, nanoseconds: System.monotonicNanoseconds() - started, failures: [failure])
            result.app = startingApp
            return result
        }
        var run = Run(script: script, path: path, rewrites: rewrites, app: app, commands: commands, start: navigator?.pointee.state)
        if let navigator, run.failures.isEmpty {
            run.failures += ScenarioReplay(path: path, session: run.interpreter.session, app: run.interpreter.schema).replay(on: &navigator.pointee)
        }
        var verdict: ScenarioResult.Verdict = run.failures.isEmpty ? .passed : .failed
        if !rewrites, navigator == nil, case .held = script.text, !run.failures.isEmpty, run.failures.allSatisfy({ $0.kind == .output }) {
            // The run stopped at output that differs: before `--update` is offered, the lines
            // after it are run too, and any check that fails there is reported, as `--update`
            // would refuse it.
            let toTheEnd = failedChecksToTheEnd(of: script, at: path, app: app, commands: commands, start: nil)
            if !toTheEnd.checks.isEmpty {
                run.failures += toTheEnd.checks
                run.commandCount = toTheEnd.commandCount
            }
        }
        if rewrites, run.failures.contains(where: { $0.kind == .check }) {
            // A failed check is never written down as the script's output. The refusal names
            // every failing line, so the script is run again to its end.
            let toTheEnd = failedChecksToTheEnd(of: script, at: path, app: app, commands: commands, start: navigator?.pointee.state)
            if let refusal = refusalToRecord(toTheEnd.checks, path: path) {
                run.failures = [refusal] + toTheEnd.checks
                run.commandCount = toTheEnd.commandCount
            }
        } else if rewrites {
            let text: String
            (text, run) = transcribed(bytes, first: run, path: path, app: app, commands: commands)
            verdict = run.failures.isEmpty ? .passed : .failed
            if let refusal = refusalToRecord(run.failures, path: path) {
                run.failures.insert(refusal, at: 0)
            } else if !text.utf8.elementsEqual(bytes) {
                do throws(StateFile.Problem) {
                    // Someone saved the file while it ran: their edit wins, this run is not written.
                    let now = (try? ReadableFile.contents(of: path)) ?? []
                    guard now == bytes else {
                        throw StateFile.Problem(message: "'\(path)' changed while it ran: --update left it as it is (run it again)")
                    }
                    try StateFile.writeAtomically(text, to: path)
                    if verdict == .passed { verdict = .updated }
                } catch {
                    verdict = .failed
                    run.failures.append(ScenarioFailure(location: SourceLocation(file: path, line: 1, column: 1), message: error.message, kind: .run))
                }
            }
        }
        ending?(run.interpreter, verdict != .failed)
        var result = ScenarioResult(path: path, verdict: verdict, commandCount: run.commandCount,
                                    nanoseconds: System.monotonicNanoseconds() - started, failures: run.failures)
        // The app the script first failed on, else the one it ended with.
        let (name, line) = run.appAtFirstFailure ?? (run.interpreter.schema.name, run.interpreter.appLine)
        result.app = line.map { ScenarioApp(name: name, origin: .appLine($0.locatedIn(folder: Interpreter.directory(of: path)))) } ?? startingApp
        return result
    }

    /// The script `bytes` with the transcript of `first`, its run, written in. Writing the
    /// transcript moves the lines below it, and errors name their lines: the rewritten script
    /// is run again until its transcript states the line numbers it has.
    private static func transcribed(_ bytes: [UInt8], first: Run, path: String, app: AppSchema, commands: CommandSet) -> (text: String, run: Run) {
        var run = first
        var text = ScenarioScript.rewritten(bytes, with: run.actual)
        var written = bytes
        for _ in 0..<3 where !text.utf8.elementsEqual(written) {
            written = Array(text.utf8)
            run = Run(script: ScenarioScript(bytes: written), path: path, rewrites: true, app: app, commands: commands, start: nil)
            text = ScenarioScript.rewritten(written, with: run.actual)
        }
        return (text, run)
    }

    /// A script not yet written, `text`, with its transcript, as `--update` would write it at
    /// `path` (where its relative paths are read from); or why it fails.
    package static func transcribed(_ text: String, at path: String, commands: CommandSet) -> (text: String, failure: ScenarioFailure?) {
        let bytes = Array(text.utf8)
        let first = Run(script: ScenarioScript(bytes: bytes), path: path, rewrites: true, app: defaultApp, commands: commands, start: nil)
        let (written, run) = transcribed(bytes, first: first, path: path, app: defaultApp, commands: commands)
        return (written, run.failures.first)
    }

    /// Every failed check or command of the script, run to its end with `bail` off: what a run
    /// that stopped at its first failure did not reach; and the commands that run ran, which
    /// the report counts when it reports those failures.
    private static func failedChecksToTheEnd(
        of script: ScenarioScript, at path: String, app: AppSchema, commands: CommandSet, start: NavigationState?
    ) -> (checks: [ScenarioFailure], commandCount: Int) {
        let run = Run(script: script, path: path, rewrites: true, app: app, commands: commands, start: start, bail: false)
        return (run.failures.filter { $0.kind == .check }, run.commandCount)
    }

    /// Why `--update` must not write this run, if it must not: it records output only, and a
    /// failed check or command is no output to accept.
    private static func refusalToRecord(_ failures: [ScenarioFailure], path: String) -> ScenarioFailure? {
        let checks = failures.filter { $0.kind == .check }.count
        guard checks > 0 else { return nil }
        let lines = checks == 1 ? "a check or command failed" : "\(checks) checks or commands failed"
        return ScenarioFailure(
            location: SourceLocation(file: path, line: 1, column: 1),
            message: "--update records output only, and \(lines) (below): '\(path)' is left as it is. Fix the script, or, where a command "
                + "should be refused, write it as 'expect fail COMMAND'",
            kind: .run)
    }

    private static func unreadable(_ path: String, _ reason: String, started: UInt64) -> ScenarioResult {
        let failure = ScenarioFailure(location: SourceLocation(file: path, line: 1, column: 1), message: "cannot read '\(path)': \(reason)", kind: .run)
        return ScenarioResult(path: path, verdict: .failed, commandCount: 0, nanoseconds: System.monotonicNanoseconds() - started, failures: [failure])
    }

    /// One run of a script in a fresh interpreter: what it printed and how it failed.
    private struct Run {
        var failures: [ScenarioFailure]
        let actual: [Int: [String]]
        let appAtFirstFailure: (name: String, line: SourceLocation?)?
        var commandCount: Int
        let interpreter: Interpreter

        init(script: ScenarioScript, path: String, rewrites: Bool, app: AppSchema, commands: CommandSet, start: NavigationState?, bail: Bool = true) {
            let shownName = Interpreter.name(of: path)
            let recorder = ScenarioRecorder(shownName: shownName, checks: script.hasTranscript && !rewrites, records: rewrites)
            var settings = Settings()
            settings.bail = bail
            settings.showsTimings = false
            let interpreter = Interpreter(schema: app, settings: settings, sink: recorder, commands: commands)
            if let start { interpreter.begin(at: start) }
            self.interpreter = interpreter
            // Recorded, as a session at the prompt is, so that scenarios can check 'graph'; the
            // last `recordedFrames` changes only, so that a script of any length runs in flat
            // memory. Not where no command reads the pictures (a scenario on an app's router).
            if commands.readsPictures { interpreter.startRecording(frameLimit: ScenarioRunner.recordedFrames) }
            /// Runs the script's lines; returns the last line read and its first column, and
            /// the first line that starts a command and was not run, if the script exited.
            func run(_ source: some LineSource) -> (line: Int, column: Int, unrun: Int?) {
                var lines = ScenarioLines(source: source, recorder: recorder, interpreter: interpreter)
                interpreter.runScript(&lines, at: path, shownAs: shownName)
                return (lines.lastLine, lines.lastColumn, interpreter.requestedExit == nil ? nil : lines.nextCommandLine)
            }
            var last = (line: 0, column: 1, unrun: Int?.none)
            var readError: String?
            switch script.text {
            case .held(let bytes):
                last = run(StringLineSource(bytes: bytes))
            case .streamed(let path):
                // Opened again: it was read once to see whether it has a transcript.
                do {
                    let descriptor = try ReadableFile.open(path)
                    defer { System.close(descriptor) }
                    let lines = FileLineSource(descriptor: descriptor)
                    last = run(lines)
                    readError = lines.readError
                } catch {
                    readError = error.reason
                }
            }
            recorder.finish()

            let folder = Interpreter.directory(of: path)
            failures = recorder.failures.map { $0.locatedIn(folder: folder) }
            if let status = interpreter.requestedExit, status != 0 {
                failures.append(ScenarioFailure(
                    location: SourceLocation(file: path, line: last.line, column: last.column),
                    message: "the script exited with status \(status)", kind: .run))
            } else if let unrun = last.unrun {
                // A scenario passes by running to its end: one that exits early has checks
                // it never made.
                failures.append(ScenarioFailure(
                    location: SourceLocation(file: path, line: last.line, column: last.column),
                    message: "the script exited before its end: line \(unrun) on did not run (a scenario runs to its end; remove the 'exit' or 'quit', or the lines after it)",
                    kind: .check))
            }
            if let readError {
                failures.append(ScenarioFailure(location: SourceLocation(file: path, line: max(last.line, 1), column: 1),
                                                message: "cannot read '\(path)': \(readError)", kind: .run))
            }
            actual = recorder.actual
            appAtFirstFailure = recorder.appAtFirstFailure
            commandCount = recorder.commandCount
        }
    }
}
extension ScenarioFailure {
    /// The failure with its file named as the suite found it rather than by the script's own
    /// name (or, for a sourced file, relative to the script's folder).
    func locatedIn(folder: String) -> ScenarioFailure {
        ScenarioFailure(location: location.locatedIn(folder: folder), message: message, kind: kind, difference: difference)
    }
}

extension SourceLocation {
    /// The place with its file named from the suite's folder rather than the script's.
    func locatedIn(folder: String) -> SourceLocation {
        guard !file.hasPrefix("/"), folder != "." else { return self }
        return SourceLocation(file: folder + "/" + file, line: line, column: column)
    }
}
