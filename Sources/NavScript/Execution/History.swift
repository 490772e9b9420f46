import NavreplKit

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

/// The undo and redo history, bounded: at most `limit` steps are kept (`set undolimit N`), the
/// oldest dropped first and counted in `dropped`. Each step keeps only its change (for a
/// `push`, the pushed route; for a `pop 5`, the five popped) and a copy of its own command's
/// text, never a copy of the state nor the block of input it was read from, so memory does
/// not grow with the number of commands run.
public struct History: Sendable {
    /// A step as kept: its text is a range of `texts`, counted from `textBase`.
    fileprivate struct Stored: Sendable {
        let change: Change
        let textStart: Int
        let textEnd: Int
    }

    /// The default `undolimit`.
    public static let defaultLimit = 10_000
    /// The largest `undolimit`.
    public static let maximumLimit = 10_000_000
    /// The most bytes of a command's text kept for `history`; longer ones are cut, with `...`.
    static let longestText = 1024

    /// The most steps kept.
    public private(set) var limit: Int
    /// How many of the oldest steps were dropped to stay within the limit.
    public private(set) var dropped = 0
    /// The steps done are `steps[head...]`: dropping the oldest moves `head`, and the array is
    /// compacted once half of it is dropped steps, so each step is moved at most once.
    private var steps: [Stored] = []
    private var head = 0
    /// Undone steps, the most recently undone last.
    private var undoneSteps: [Stored] = []
    /// The steps' texts, one after the other; the first byte kept is text offset `textBase`.
    private var texts = TextStore()
    private var textBase = 0

    public init(limit: Int = History.defaultLimit) {
        self.limit = limit
    }

    /// The steps done, oldest first.
    public var done: Steps { Steps(stored: steps[head...], texts: texts, textBase: textBase) }
    /// The steps undone, the most recently undone last.
    public var undone: Steps { Steps(stored: undoneSteps[...], texts: texts, textBase: textBase) }

    /// Records a new step; the steps undone before it can no longer be redone.
    public mutating func record(_ step: Step) {
        record(step.change, command: step.command)
    }

    /// Records a new step: the change made, and the command that made it.
    // The change is taken (`consuming`) straight into the log, and no `Step` is made, so that
    // recording one copies nothing but its text: this is done for nearly every command.
    public mutating func record(_ change: consuming Change, command: borrowing SourceText) {
        if !undoneSteps.isEmpty { forgetUndone() }
        guard limit > 0 else {
            dropped += 1
            return
        }
        if steps.count - head == limit { dropOldest(1) }
        let text = texts.append(command, cutAt: History.longestText)
        steps.append(Stored(change: change, textStart: textBase + text.lowerBound, textEnd: textBase + text.upperBound))
    }

    /// Changes the limit, dropping the oldest steps done beyond it.
    public mutating func setLimit(_ newLimit: Int) {
        limit = newLimit
        let excess = steps.count - head - newLimit
        if excess > 0 { dropOldest(excess) }
    }

    /// Takes the last `count` steps off, latest first, or nil if there are fewer.
    public mutating func undo(_ count: Int) -> [Step]? {
        guard count >= 1, count <= steps.count - head else { return nil }
        let taken = steps[(steps.count - count)...].reversed()
        steps.removeLast(count)
        undoneSteps.append(contentsOf: taken)
        return taken.map(step)
    }

    /// Takes the last `count` undone steps back, earliest first, or nil if there are fewer.
    public mutating func redo(_ count: Int) -> [Step]? {
        guard count >= 1, count <= undoneSteps.count else { return nil }
        let taken = undoneSteps.suffix(count).reversed()
        undoneSteps.removeLast(count)
        steps.append(contentsOf: taken)
        return taken.map(step)
    }

    private func step(_ stored: Stored) -> Step {
        Step(change: stored.change, command: texts.text(stored.textStart - textBase..<stored.textEnd - textBase))
    }

    /// Forgets the undone steps and their texts, which follow those of every step done.
    private mutating func forgetUndone() {
        let firstUnused = head < steps.count ? steps[steps.count - 1].textEnd : undoneSteps[undoneSteps.count - 1].textStart
        texts.removeLast(textBase + texts.count - firstUnused)
        undoneSteps.removeAll()
    }

    private mutating func dropOldest(_ count: Int) {
        head += count
        dropped += count
        guard head >= 1024 && head * 2 >= steps.count || head == steps.count else { return }
        steps.removeFirst(head)
        head = 0
        // Undone steps were recorded after every step done, so the oldest text still needed is
        // the oldest step's, or else the most recently undone one's.
        let firstText = steps.first?.textStart ?? undoneSteps.last?.textStart ?? textBase + texts.count
        texts.removeFirst(firstText - textBase)
        textBase = firstText
    }

    /// Steps as `history` lists them, each with its own text.
    public struct Steps: RandomAccessCollection, Sendable {
        fileprivate let stored: ArraySlice<Stored>
        fileprivate let texts: TextStore
        fileprivate let textBase: Int

        public var startIndex: Int { 0 }
        public var endIndex: Int { stored.count }

        public subscript(position: Int) -> Step {
            let kept = stored[stored.startIndex + position]
            return Step(change: kept.change, command: texts.text(kept.textStart - textBase..<kept.textEnd - textBase))
        }
    }
}
