import ArgumentParser
import NavreplKit
import NavLanguage
import NavreplExport
import NavScript
import Platform

/// `navrepl test [PATH...]`: scripts as a test suite, for CI. The work is the library's
/// (`SuiteFinder`, `SuiteRunner`, the reports); this is the command line and the wiring.
public struct TestSubcommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "navrepl test",
        abstract: "Run .nav scripts as a test suite: each in a fresh interpreter, checked against its transcript.",
        discussion: "Type 'help test' at the prompt (or see 'man navrepl') for how scripts are judged and what the transcript lines are.")

    @ArgumentParser.Argument(help: ArgumentHelp("Scripts, and folders to search for *.nav scripts (default: the current folder).", valueName: "PATH"))
    var paths: [String] = []

    @Option(name: [.customShort("a"), .long], help: ArgumentHelp("The app each script starts with, unless it loads its own: built-in, app file or Swift sources (default: hospital).", valueName: "APP"))
    var app: String?

    @Flag(help: "Rewrite the transcripts ('#> ' and '#! ' lines) from what the scripts print now.")
    public var update = false

    @Option(name: [.customShort("j", allowingJoined: true), .long], help: ArgumentHelp("Run N scripts at a time (default: one per processor).", valueName: "N"))
    var jobs: Int?

    @Option(help: ArgumentHelp("Run part K of N, split by a stable hash of each path.", valueName: "K/N"))
    var shard: String?

    @Option(help: ArgumentHelp("Run only the scripts whose path contains TEXT (none is a usage error).", valueName: "TEXT"))
    var filter: String?

    @Flag(name: .shortAndLong, help: "Stop at the first failing script; the rest count as skipped.")
    var bail = false

    @Flag(name: .shortAndLong, help: "Print only the failures and the summary.")
    var quiet = false

    @Option(help: ArgumentHelp("Colour the output: auto (on a terminal, unless NO_COLOR is set), always or never.", valueName: "auto|always|never"))
    var color = ColorChoice.auto

    @Option(help: ArgumentHelp("Also write a JUnit XML report to FILE.", valueName: "FILE"))
    var junit: String?

    @Flag(help: "Print TAP version 13 instead of one line per script.")
    var tap = false

    @Flag(help: "Print what the scenarios covered of each app (routes, tabs, sheets, covers, rules, transitions, edges) against what explore reaches.")
    var coverage = false

    @Option(name: .customLong("min-coverage"), help: ArgumentHelp("Fail the run when a kind's coverage is below PERCENT (repeatable; implies --coverage).", valueName: "KIND=PERCENT"))
    var minCoverage: [String] = []

    @Option(name: .customLong("coverage-html"), help: ArgumentHelp("Also write the coverage as a page of each app's routes and moves, covered or not (implies --coverage).", valueName: "FILE.html"))
    var coverageHTML: String?

    @Option(name: .customLong("export-tests"), help: ArgumentHelp("Also write the scenarios as Swift Testing tests against their apps' exported routers, one @Test per script.", valueName: "FILE.swift"))
    var exportTests: String?

    @Option(name: .customLong("import"), help: ArgumentHelp("With --export-tests: the module the routers are in, for '@testable import'.", valueName: "MODULE"))
    var module: String?

    /// Whether the run writes files: transcripts, reports, the coverage page, exported tests.
    public var writesFiles: Bool { update || junit != nil || coverageHTML != nil || exportTests != nil }

    private var measuresCoverage: Bool { coverage || !minCoverage.isEmpty || coverageHTML != nil }

    public init() {}

    public func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1, not \(jobs)") }
        if let shard {
            do { _ = try Shard(shard) } catch { throw ValidationError(error.message) }
        }
        if tap && quiet { throw ValidationError("--tap and --quiet cannot be used together (TAP lists every script)") }
        if let module {
            guard exportTests != nil else { throw ValidationError("--import names the routers' module for --export-tests: give --export-tests FILE too") }
            if let problem = SuiteTestFile.moduleProblem(module) { throw ValidationError("--import: \(problem)") }
        }
        for floor in minCoverage {
            if case .failure(let problem) = SuiteCoverage.floor(floor) { throw ValidationError(problem.message) }
        }
    }

    /// Runs the suite and exits: 0 when every script passed, 1 when any failed, 2 when the
    /// paths or the filter name nothing or a report cannot be written.
    public func start(as invocation: Invocation) -> Never {
        let name = invocation.command("test")
        System.restoreDefault(.brokenPipe)
        // SIGTERM and SIGHUP remove the temporary file of a report or a `save` being written.
        System.endOnTermination()
        let stdoutIsTerminal = System.isTerminal(System.standardOutput)
        let streams = StandardStreams(flushesEachWrite: false)
        // The suite's own settings (navrepl.toml, here or above); the command line wins.
        let suite: SuiteFile?
        do {
            suite = try SuiteFile.find()
        } catch {
            streams.writeError("\(name): \(error.message)\n")
            System.exit(2)
        }
        var files: [SuiteFinder.File]
        do {
            let found = try SuiteFinder.find(under: paths.isEmpty ? suite?.paths ?? [] : paths)
            files = found.files
            for note in found.skipped { streams.writeError("\(name): skipped \(note)\n") }
            if let suite { files = files.filter { !suite.excludes($0.path) } }
            if let shard {
                let part = try Shard(shard)
                files = files.filter { part.contains($0.suitePath) }
            }
        } catch {
            streams.writeError("\(name): \(error.message)\n")
            System.exit(2)
        }
        if let filter {
            let found = files.count
            files = files.filter { $0.path.contains(filter) }
            // A filter that matches nothing is a mistake, as a folder without scripts is: a
            // run of none would pass, and a misspelt filter in CI would test nothing.
            if files.isEmpty {
                streams.writeError("\(name): --filter '\(Escaper.printable.escaped(filter))' matches none of the \(found) script\(found == 1 ? "" : "s") found\n")
                System.exit(2)
            }
        }

        let console = ConsoleReport(quiet: quiet, style: color.isOn(stdoutIsTerminal: stdoutIsTerminal) ? .ansi : .plain, acceptCommand: invocation.acceptCommand)
        let progress = stdoutIsTerminal && !tap ? ProgressLine(total: files.count, streams: streams) : nil
        if tap { streams.write(TAPReport.header(count: files.count)) }
        let started = System.monotonicNanoseconds()
        var schema = BuiltinApps.hospital
        let appOrigin: ScenarioApp.Origin = app != nil ? .commandLine : suite?.app != nil ? .suiteFile(suite!.path) : .builtinDefault
        if let app = app ?? suite?.app {
            do {
                schema = try AppResolver().resolve(app).schema
            } catch {
                streams.writeError("\(name): \(self.app == nil ? suite!.path + ": app" : "--app"): \(error.message)\n")
                System.exit(2)
            }
        }
        let runner = SuiteRunner(files: files, jobs: jobs ?? suite?.jobs ?? System.processorCount, update: update, bail: bail, app: schema, appOrigin: appOrigin,
            measuresCoverage: measuresCoverage, exportsTests: exportTests != nil)
        var number = 0
        var lastFlush: UInt64 = 0
        let results = runner.run { result in
            number += 1
            progress?.clear()
            streams.write(tap ? TAPReport.text(for: result, number: number) : console.text(for: result))
            progress?.show(done: number, failed: result.verdict == .failed)
            // Results appear as they come, on a terminal or in a CI log, without a write for
            // each of ten thousand scripts (the workers wait while one reports).
            let now = System.monotonicNanoseconds()
            if stdoutIsTerminal || now - lastFlush > 50_000_000 {
                streams.flush()
                lastFlush = now
            }
        }
        let seconds = Double(System.monotonicNanoseconds() - started) / 1e9
        progress?.clear()
        let tally = SuiteTally(results)
        if !tap { streams.write(tally.summary + "\n") }
        // Scripts that name no app run on the built-in default: said once, as a suite run
        // from the wrong folder looks like this.
        let unnamed = results.filter { $0.app?.origin == .builtinDefault }.count
        if unnamed > 0 {
            streams.flush()
            streams.writeError("\(name): warning: \(unnamed) script\(unnamed == 1 ? "" : "s") ran on the built-in \(schema.name) app, as no "
                + "\(SuiteFile.name), --app or app line names one (name the app in \(SuiteFile.name) as app = \"FILE\", or with --app)\n")
        }
        var status = tally.exitStatus
        let suiteCoverage = measuresCoverage ? SuiteCoverage(runner.coverage) : nil
        if let suiteCoverage {
            let floors = minCoverage.compactMap { try? SuiteCoverage.floor($0).get() }
            let shortfalls = suiteCoverage.shortfalls(floors)
            let text = suiteCoverage.text + shortfalls.map { "\(name): \($0)\n" }.joined()
            // In TAP, anything but a result is a comment.
            streams.write(tap ? text.split(separator: "\n").map { "# \($0)\n" }.joined() : text)
            if !shortfalls.isEmpty { status = 1 }
        }
        streams.flush()
        do {
            if let junit {
                try StateFile.writeAtomically(JUnitReport.xml(for: results, seconds: seconds, properties: suiteCoverage?.figures ?? []), to: junit)
            }
            if let coverageHTML, let suiteCoverage {
                try StateFile.writeAtomically(CoveragePage.html(of: suiteCoverage), to: coverageHTML)
            }
            if let exportTests {
                try StateFile.writeAtomically(SuiteTestFile.write(runner.exportedTests, fileName: exportTests, module: module), to: exportTests)
                streams.write(SuiteTestFile.summary(runner.exportedTests, file: exportTests) + "\n")
                streams.flush()
            }
        } catch {
            streams.writeError("\(name): \(error.message)\n")
            System.exit(2)
        }
        System.exit(status)
    }
}
