/// One recorded change and the command that made it.
@frozen
public struct Step<Command: Sendable>: Sendable {
    public let change: Change
    /// The command as written, for `history`.
    public let command: Command

    @inlinable
    public init(change: Change, command: Command) {
        self.change = change
        self.command = command
    }
}

/// The undo and redo history. Each step keeps only its change (for a `push`, the pushed
/// route; for a `pop 5`, the five popped), never a copy of the state.
/// `Command` is how the caller keeps a step's command text. Inlinable, so that callers in
/// other modules get code specialised for their `Command` rather than generic code.
@frozen
public struct History<Command: Sendable>: Sendable {
    @usableFromInline var doneSteps: [Step<Command>] = []
    @usableFromInline var undoneSteps: [Step<Command>] = []

    /// The steps made, oldest first.
    @inlinable public var done: [Step<Command>] { doneSteps }
    /// Undone steps, the most recently undone last.
    @inlinable public var undone: [Step<Command>] { undoneSteps }

    @inlinable
    public init() {}

    /// Records a new step; the steps undone before it can no longer be redone.
    @inlinable
    public mutating func record(_ step: Step<Command>) {
        doneSteps.append(step)
        if !undoneSteps.isEmpty { undoneSteps.removeAll() }
    }

    /// Takes the last `count` steps off, latest first, or nil if there are fewer.
    @inlinable
    public mutating func undo(_ count: Int) -> [Step<Command>]? {
        guard count >= 1, count <= doneSteps.count else { return nil }
        let steps = Array(doneSteps.suffix(count).reversed())
        doneSteps.removeLast(count)
        undoneSteps.append(contentsOf: steps)
        return steps
    }

    /// Takes the last `count` undone steps back, earliest first, or nil if there are fewer.
    @inlinable
    public mutating func redo(_ count: Int) -> [Step<Command>]? {
        guard count >= 1, count <= undoneSteps.count else { return nil }
        let steps = Array(undoneSteps.suffix(count).reversed())
        undoneSteps.removeLast(count)
        doneSteps.append(contentsOf: steps)
        return steps
    }
}
