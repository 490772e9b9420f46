import NavLanguage
import NavreplExplore
import Platform

/// On a terminal, a line that says how far a long `explore` has got: the states walked and
/// how fast, then the states being judged. It appears once a phase has run a second, is
/// redrawn at most ten times a second, and is erased before the report. Never in `--json`
/// or when standard error is not a terminal: the caller makes none then.
public final class ExploreProgress: @unchecked Sendable {
    private let write: (String) -> Void
    private let started = System.monotonicNanoseconds()
    private var lastShown: UInt64 = 0
    private var isShown = false
    private let lock = Lock()

    /// How long a run goes before the line appears, and how often it is redrawn.
    static let delay: UInt64 = 1_000_000_000
    static let interval: UInt64 = 100_000_000

    /// A progress line written with `write` (standard error, unbuffered).
    public init(write: @escaping (String) -> Void) {
        self.write = write
    }

    /// The walk has stored `states` states.
    func walking(_ states: Int) {
        show { seconds in
            let rate = seconds > 0 ? Double(states) / seconds : 0
            return "explore: \(Explorer.grouped(states)) states, \(Explorer.grouped(Int(rate))) a second"
        }
    }

    /// The findings are being worked out over `states` states.
    func judging(_ states: Int) {
        show { _ in "explore: judging \(Explorer.grouped(states)) states" }
    }

    private func show(_ text: (Double) -> String) {
        lock.withLock {
            let now = System.monotonicNanoseconds()
            guard now - started >= ExploreProgress.delay, now - lastShown >= ExploreProgress.interval else { return }
            lastShown = now
            isShown = true
            write("\r\u{1B}[K" + text(Double(now - started) / 1e9))
        }
    }

    /// Erases the line, if it is shown, so that the report starts a clean line.
    func clear() {
        lock.withLock {
            guard isShown else { return }
            isShown = false
            write("\r\u{1B}[K")
        }
    }
}
