import NavLanguage
import NavreplExport
import NavreplKit
import Dispatch
import Platform

/// Runs a suite's files on several threads, each file in its own interpreter, and hands
/// their results over in the files' order, whatever order they finish in: the output of a
/// run is the same with one job or many.
public final class SuiteRunner: @unchecked Sendable {
    public let files: [SuiteFinder.File]
    public let jobs: Int
    public let update: Bool
    /// Stop at the first failing file (`--bail`): files after it, in order, are skipped.
    public let bail: Bool
    /// Whether each result says what its scenario covered (`--coverage`).
    public let measuresCoverage: Bool
    /// Whether each result carries its scenario's Swift test (`--export-tests`).
    public let exportsTests: Bool

    // Shared by the workers, under `lock`.
    private let app: AppSchema
    private let appOrigin: ScenarioApp.Origin
    private let lock = Lock()
    private var results: [ScenarioResult?]
    private var coverages: [ScenarioCoverage?]
    private var tests: [SuiteTestFile.Scenario?]
    private var nextToRun = 0
    private var nextToReport = 0
    private var firstFailure: Int?

    /// `app`: the app each script starts with, hospital by default, named where `appOrigin`
    /// says (`navrepl test --app`, the suite file).
    public init(files: [SuiteFinder.File], jobs: Int, update: Bool, bail: Bool, app: AppSchema = ScenarioRunner.defaultApp,
                appOrigin: ScenarioApp.Origin = .builtinDefault, measuresCoverage: Bool = false, exportsTests: Bool = false) {
        self.app = app
        self.appOrigin = appOrigin
        self.measuresCoverage = measuresCoverage
        self.exportsTests = exportsTests
        self.files = files
        self.jobs = max(1, min(jobs, files.count))
        self.update = update
        self.bail = bail
        results = Array(repeating: nil, count: files.count)
        coverages = Array(repeating: nil, count: files.count)
        tests = Array(repeating: nil, count: files.count)
    }

    /// What each scenario run covered, in the files' order (`--coverage`; none otherwise).
    public var coverage: [ScenarioCoverage] { lock.withLock { coverages.compactMap { $0 } } }

    /// Each scenario run's Swift test, in the files' order (`--export-tests`; none otherwise).
    public var exportedTests: [(path: String, test: SuiteTestFile.Scenario)] {
        lock.withLock { zip(files, tests).compactMap { file, test in test.map { (file.path, $0) } } }
    }

    /// Runs every file and returns the results in order. `report` is called with each result
    /// in order, one call at a time (from whichever thread finished it).
    public func run(report: (ScenarioResult) -> Void) -> [ScenarioResult] {
        withoutActuallyEscaping(report) { report in
            let reporter = Reporter(report)
            if jobs == 1 {
                work(reporter)
            } else {
                DispatchQueue.concurrentPerform(iterations: jobs) { _ in work(reporter) }
            }
        }
        // Under --bail, what comes after the first failure is skipped, run or not.
        let stop = firstFailure.map { $0 + 1 } ?? files.count
        var ordered = results.prefix(stop).map { $0! }
        for file in files[stop...] {
            let skipped = ScenarioResult.skipped(file.path)
            report(skipped)
            ordered.append(skipped)
        }
        return ordered
    }

    /// One worker: takes the next file until none is left, and reports what is ready.
    private func work(_ reporter: Reporter) {
        while let index = takeNext() {
            let file = files[index]
            var coverage: ScenarioCoverage?, test: SuiteTestFile.Scenario?
            let result = ScenarioRunner.run(
                file.path, update: update ? (file.isNamed ? .always : .transcribed) : .none, app: app, appOrigin: appOrigin, commands: .navrepl
            ) { [measuresCoverage, exportsTests] interpreter, passed in
                if measuresCoverage { coverage = ScenarioCoverage(session: interpreter.session, app: interpreter.schema) }
                if exportsTests { test = SuiteTestFile.scenario(path: file.path, session: interpreter.session, schema: interpreter.schema, passed: passed) }
            }
            lock.withLock {
                results[index] = result
                coverages[index] = coverage
                tests[index] = test
                if bail && result.verdict == .failed && index < (firstFailure ?? Int.max) { firstFailure = index }
                let stop = firstFailure.map { $0 + 1 } ?? files.count
                while nextToReport < stop, let ready = results[nextToReport] {
                    reporter.report(ready)
                    nextToReport += 1
                }
            }
        }
    }

    private func takeNext() -> Int? {
        lock.withLock {
            guard nextToRun < files.count, nextToRun <= firstFailure ?? Int.max else { return nil }
            defer { nextToRun += 1 }
            return nextToRun
        }
    }

    /// The caller's report function, called only under the lock, so from one thread at a time.
    private final class Reporter: @unchecked Sendable {
        let report: (ScenarioResult) -> Void
        init(_ report: @escaping (ScenarioResult) -> Void) { self.report = report }
    }
}
