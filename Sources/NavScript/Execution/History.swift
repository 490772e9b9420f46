import NavigationModel

/// One recorded change and the command that made it.
public struct Step: Sendable {
    public let change: Change
    /// The command as written, for `history`.
    public let command: SourceText

    public init(change: consuming Change, command: consuming SourceText) {
        self.change = change
        self.command = command
    }
}

/// The undo and redo history. Each step keeps only its change (for a `push`, the pushed
/// route; for a `pop 5`, the five popped) and its command's text, never a copy of the state.
public struct History: Sendable {
    public private(set) var done = StepLog()
    /// Undone steps, the most recently undone last.
    public private(set) var undone: [Step] = []

    public init() {}

    /// Records a new step; the steps undone before it can no longer be redone.
    // Steps are taken (`consuming`) rather than borrowed all the way into the log, so that
    // recording one copies nothing: this is done for nearly every command.
    public mutating func record(_ step: consuming Step) {
        done.append(step)
        if !undone.isEmpty { undone.removeAll() }
    }

    /// Takes the last `count` steps off, latest first, or nil if there are fewer.
    public mutating func undo(_ count: Int) -> [Step]? {
        guard count >= 1, count <= done.count else { return nil }
        let steps = Array(done[(done.count - count)...].reversed())
        done.removeLast(count)
        undone.append(contentsOf: steps)
        return steps
    }

    /// Takes the last `count` undone steps back, earliest first, or nil if there are fewer.
    public mutating func redo(_ count: Int) -> [Step]? {
        guard count >= 1, count <= undone.count else { return nil }
        let steps = Array(undone.suffix(count).reversed())
        undone.removeLast(count)
        for step in steps { done.append(step) }
        return steps
    }
}

/// The steps done, in chunks of a fixed size: a history of a million steps grows without
/// ever copying itself (as one array does each time it doubles), so batch runs touch each
/// page of its memory once. Every chunk but the one being filled is full.
public struct StepLog: RandomAccessCollection, Sendable {
    private static let chunkShift = 12
    private static let chunkSize = 1 << chunkShift
    private var full: [[Step]] = []
    /// The chunk being filled: from empty to `chunkSize` steps.
    private var current: [Step] = []
    public private(set) var count = 0

    public init() {}

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    public subscript(position: Int) -> Step {
        precondition(position >= 0 && position < count, "step index out of range")
        let chunk = position >> StepLog.chunkShift
        let offset = position & (StepLog.chunkSize - 1)
        return chunk < full.count ? full[chunk][offset] : current[offset]
    }

    mutating func append(_ step: consuming Step) {
        if current.count == StepLog.chunkSize {
            full.append(current)
            current = []
        }
        if current.isEmpty { current.reserveCapacity(StepLog.chunkSize) }
        current.append(step)
        count += 1
    }

    mutating func removeLast(_ removed: Int) {
        precondition(removed >= 0 && removed <= count, "cannot remove more steps than there are")
        var remaining = removed
        while remaining > 0 {
            if current.isEmpty { current = full.removeLast() }
            let taken = Swift.min(remaining, current.count)
            current.removeLast(taken)
            remaining -= taken
        }
        count -= removed
    }
}
