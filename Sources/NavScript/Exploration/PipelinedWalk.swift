import NavLanguage
import Dispatch
import NavreplExplore
import NavreplKit
import Platform

/// `explore`'s walk on two threads: one expands stored states (the engine plans each move and
/// works out the rows they reach), the other stores what they reach (the hash table's
/// look-ups, which wait on memory). The two halves take about the same time, so the walk
/// takes about half as long; and as it is a pipeline, not two walkers, the states are
/// numbered and the shortest scripts found exactly as ``Explorer/walk()`` finds them.
///
/// Expansions travel in a ring of buffers. The expander works on states the storer has
/// handed over (published under the lock, after their rows are written), and waits when it
/// has caught up; it is done when it has caught up and nothing is left to store.
final class PipelinedWalk: @unchecked Sendable {
    private let explorer: Explorer
    /// The ring of expansions: the expander fills one while the storer stores another.
    private let buffers: [Explorer.Expansion]

    /// Counts the buffers free to fill, the buffers filled (and the end), and the expansions stored.
    private let free: DispatchSemaphore
    private let filled = DispatchSemaphore(value: 0)
    private let storedOne = DispatchSemaphore(value: 0)

    /// Under `lock`: the states stored and handed over, the expansions made and stored, and
    /// whether the expander has finished.
    private let lock = Lock()
    private var published: Int
    private var made = 0
    private var stored = 0
    private var finished = false

    private init(_ explorer: Explorer, buffers count: Int) {
        self.explorer = explorer
        buffers = (0..<count).map { _ in Explorer.Expansion() }
        free = DispatchSemaphore(value: count)
        published = explorer.stateCount
    }

    /// Walks `explorer`'s states on this thread and one other; stops expanding once
    /// `isInterrupted` says so (Ctrl-C), and then returns false. Once `isOutOfTime` says so,
    /// it stops too, and marks the walk cut short: what it stored is judged.
    @discardableResult
    static func walk(_ explorer: Explorer, isInterrupted: () -> Bool = { false }, isOutOfTime: () -> Bool = { false },
                     progress: (Int) -> Void = { _ in }) -> Bool {
        // Sixteen buffers, not a few: the expander keeps on while the storer's thread wakes
        // (with four it waited on a full ring a tenth of the walk).
        let walk = PipelinedWalk(explorer, buffers: 16)
        let group = DispatchGroup()
        // A thread of its own for the storer: the expander, on this thread, waits for it.
        DispatchQueue.global().async(group: group) { walk.store() }
        var outOfTime = false
        let finished = walk.expand(progress: progress) {
            if isInterrupted() { return true }
            outOfTime = outOfTime || isOutOfTime()
            return outOfTime
        }
        group.wait()
        if outOfTime && !isInterrupted() {
            explorer.cutShort()
            return true
        }
        return finished
    }

    /// Expands until every state is, or until interrupted (false); either way it waits for
    /// the storer to store what was expanded.
    private func expand(progress: (Int) -> Void, isInterrupted: () -> Bool) -> Bool {
        var next = 0
        var buffer = 0
        var interrupted = false
        while true {
            let (known, pending) = lock.withLock { (published, made - stored) }
            progress(known)
            interrupted = interrupted || isInterrupted()
            if next < known && !interrupted && !explorer.isOutOfMoves {
                free.wait()
                let end = min(known, next + Explorer.statesPerExpansion)
                // `known`, not the storer's own count: a number handed over under the lock.
                explorer.expand(next..<end, into: buffers[buffer], afterLimit: known >= explorer.bounds.limit)
                lock.withLock { made += 1 }
                filled.signal()
                next = end
                buffer = (buffer + 1) % buffers.count
            } else if pending == 0 {
                // Every state is expanded and every expansion stored: no state will come.
                lock.withLock { finished = true }
                filled.signal()
                return !interrupted
            } else {
                storedOne.wait()
            }
        }
    }

    private func store() {
        var buffer = 0
        while true {
            filled.wait()
            if lock.withLock({ finished && stored == made }) { return }
            explorer.store(buffers[buffer])
            let count = explorer.stateCount
            lock.withLock {
                stored += 1
                published = count
            }
            buffer = (buffer + 1) % buffers.count
            free.signal()
            storedOne.signal()
        }
    }
}
