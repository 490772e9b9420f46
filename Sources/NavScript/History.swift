import NavigationModel

/// One recorded change and the command that made it.
public struct Step: Sendable {
    public let change: Change
    /// The command as written, for `history`.
    public let command: SourceText

    public init(change: Change, command: SourceText) {
        self.change = change
        self.command = command
    }
}

/// The undo and redo history. Each step keeps only its change (for a `push`, the pushed
/// route; for a `pop 5`, the five popped) and its command's text, never a copy of the state.
public struct History: Sendable {
    public private(set) var done: [Step] = []
    /// Undone steps, the most recently undone last.
    public private(set) var undone: [Step] = []

    public init() {}

    /// Records a new step; the steps undone before it can no longer be redone.
    public mutating func record(_ step: Step) {
        done.append(step)
        if !undone.isEmpty { undone.removeAll() }
    }

    /// Takes the last `count` steps off, latest first, or nil if there are fewer.
    public mutating func undo(_ count: Int) -> [Step]? {
        guard count >= 1, count <= done.count else { return nil }
        let steps = Array(done.suffix(count).reversed())
        done.removeLast(count)
        undone.append(contentsOf: steps)
        return steps
    }

    /// Takes the last `count` undone steps back, earliest first, or nil if there are fewer.
    public mutating func redo(_ count: Int) -> [Step]? {
        guard count >= 1, count <= undone.count else { return nil }
        let steps = Array(undone.suffix(count).reversed())
        undone.removeLast(count)
        done.append(contentsOf: steps)
        return steps
    }
}
