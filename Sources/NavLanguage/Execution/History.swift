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

/// The undo and redo history as `history` and `undo` read it: a view of the session's
/// journal, which keeps at most `undolimit` steps, the oldest dropped first and counted in
/// `dropped`. Each step is its entry in the journal: its change (for a `push`, the pushed
/// route; for a `pop 5`, the five popped) and a bounded copy of its command's text, never a
/// copy of the state nor the block of input it was read from.
public struct History {
    /// The default `undolimit`.
    public static let defaultLimit = 10_000
    /// The largest `undolimit`.
    public static let maximumLimit = 10_000_000

    private let journal: SessionJournal

    init(_ journal: SessionJournal) {
        self.journal = journal
    }

    /// The steps done, oldest first.
    public var done: Steps { Steps(numbers: journal.undo.done[journal.undo.head...], journal: journal) }
    /// The steps undone, the most recently undone last.
    public var undone: Steps { Steps(numbers: journal.undo.undone[...], journal: journal) }
    /// How many of the oldest steps were dropped to stay within the limit.
    public var dropped: Int { journal.undo.dropped }
    /// The most steps kept (`set undolimit N`).
    public var limit: Int { journal.undo.limit }

    /// Steps as `history` lists them, each with its own text.
    public struct Steps: RandomAccessCollection {
        fileprivate let numbers: ArraySlice<Int>
        fileprivate let journal: SessionJournal

        public var startIndex: Int { 0 }
        public var endIndex: Int { numbers.count }

        public subscript(position: Int) -> Step {
            journal.step(numbers[numbers.startIndex + position])
        }
    }
}
