import Platform

/// On a terminal, a line under the results that says how far a long test run has got,
/// `[1200/10000] 3 failed`, redrawn at most ten times a second and erased before each result
/// line and at the end. Short runs never show it.
final class ProgressLine {
    private let total: Int
    private let streams: StandardStreams
    private let started = System.monotonicNanoseconds()
    private var lastShown: UInt64 = 0
    private var failed = 0
    private var isShown = false

    /// How long a run goes before the line appears, and how often it is redrawn.
    private static let delay: UInt64 = 300_000_000
    private static let interval: UInt64 = 100_000_000

    init(total: Int, streams: StandardStreams) {
        self.total = total
        self.streams = streams
    }

    func show(done: Int, failed isFailure: Bool) {
        if isFailure { failed += 1 }
        let now = System.monotonicNanoseconds()
        guard done < total, now - started >= ProgressLine.delay, now - lastShown >= ProgressLine.interval else { return }
        lastShown = now
        isShown = true
        streams.write("[\(done)/\(total)]" + (failed > 0 ? " \(failed) failed" : ""))
    }

    /// Erases the line, if it is shown, so that the next output starts a clean line.
    func clear() {
        guard isShown else { return }
        isShown = false
        streams.write("\r\u{1B}[K")
    }
}
