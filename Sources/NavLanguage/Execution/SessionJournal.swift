import NavreplKit

/// The one record of a session: each command run, once, with its text (a bounded copy),
/// where it was written, what it changed and what came of it. Its readers are views of it,
/// each keeping what it needs: `undo` and `redo` the last `undolimit` steps (`History`),
/// `export tests`, coverage and the replay on an app's router the commands since the app was
/// loaded, up to `SessionLog.limit` of them (`SessionLog`), `storyboard` and `graph` their
/// latest frames (`SessionRecorder`). An entry is made only when a reader keeps it, and
/// forgotten once none does, so that memory stays bounded at any length of session: a long
/// batch, where only the undo history reads, keeps its steps and nothing else.
public struct SessionJournal {
    /// One command, as kept.
    package struct Entry {
        package let change: Change
        /// Where its text is, counted in bytes from the first text the journal kept.
        let textStart: Int
        let textEnd: Int
    }

    /// What the session log and the pictures read of a command: made only while one of them
    /// keeps entries, and kept apart from the entries, in one array, so that an entry the undo
    /// history alone keeps stays small, and the records' memory goes at once when the log
    /// stops.
    package struct Record {
        /// Where the command was written, as the session log names it.
        let file: String
        let line: Int
        /// What it stands for in the session log, or nil when the log leaves it out.
        let kind: SessionLog.Kind?
        /// Why it failed, or nil.
        let failure: String?
        /// What it is to the pictures, or nil when they leave it out.
        package let picture: SessionPicture?

        init(file: String, line: Int, kind: SessionLog.Kind?, failure: String?, picture: SessionPicture?) {
            self.file = file
            self.line = line
            self.kind = kind
            self.failure = failure
            self.picture = picture
        }
    }

    /// The most bytes of a command's text kept; longer ones are cut, with `...`.
    static let longestText = 1024

    /// The entries kept are `entries[head...]`; forgetting the oldest moves `head`, and the
    /// array is compacted once half of it is forgotten, so each entry is moved at most once.
    private var entries: [Entry] = []
    private var head = 0
    /// The number of `entries[0]`: entries are numbered in the order they were made.
    private var base = 0
    /// The entries' texts, one after the other; the first byte kept is text offset `textBase`.
    private var texts = TextStore()
    private var textBase = 0
    /// The entries' records, each with its entry's number, in the entries' order. An entry
    /// only the undo history keeps has none, and does not say so itself: this keeps an entry,
    /// made for nearly every command of a batch, small.
    private var records: [(entry: Int, record: Record)] = []

    /// What the undo history keeps: the numbers of its steps.
    private(set) var undo: UndoSteps
    /// Where the session log starts.
    private(set) var log: LogStart
    /// Where the pictures start, when something records them (`isOn`).
    // Not an optional: testing or reading through one copies its app and state, and this is
    // read for nearly every command.
    package private(set) var pictures: PictureStart

    init(start: NavigationState, undoLimit: Int) {
        undo = UndoSteps(limit: undoLimit)
        log = LogStart(state: start, first: 0)
        pictures = PictureStart(schema: .free, state: start, first: 0, frameLimit: 2, isOn: false)
    }

    /// The number the next entry will have.
    var endNumber: Int { base + entries.count }

    /// How many entries are kept, for tests of the journal's bound.
    var keptCount: Int { entries.count - head }

    /// Whether the session log or the pictures keep entries: only then are records made.
    var keepsRecords: Bool { !log.isTruncated || pictures.isOn }

    // MARK: Adding

    /// Adds a command just run: its change, its text, whether its change is an undo step, and
    /// what the log and the pictures read of it (nil when neither keeps entries). An entry no
    /// reader keeps is not made.
    // The change is taken (`consuming`) straight into the journal, so that adding a step
    // copies nothing but its text: this is done for nearly every command of a batch.
    mutating func add(_ change: consuming Change, text: borrowing SourceText, isStep: Bool, record: Record?) {
        let step = isStep ? makeRoomForStep() : (kept: false, droppedOldest: false)
        let logs = !log.isTruncated && record?.kind != nil
        let pictured = pictures.isOn && record?.picture != nil
        guard step.kept || logs || pictured else { return }
        var forgets = step.droppedOldest
        if logs && log.count == SessionLog.limit {
            // Past its limit the log stops, and `export tests` refuses, rather than keep a
            // long batch in memory.
            log.isTruncated = true
            forgets = true
            if !pictures.isOn { records = [] }
        }
        if let record { records.append((endNumber, record)) }
        let number = append(change, text: text)
        if step.kept { undo.done.append(number) }
        if logs && !log.isTruncated { log.count += 1 }
        if pictured {
            // Narration counts too: a script of a million `echo` lines makes no frame, and
            // would otherwise keep every line.
            pictures.entries += 1
            if record!.picture!.isFrame { pictures.frames += 1 }
            if pictures.frames > pictures.frameLimit || pictures.entries > 2 * pictures.frameLimit {
                foldOldestFrames()
                forgets = true
            }
        }
        if forgets { forgetUnread() }
    }

    /// Adds an undo step while no other reader keeps entries (`keepsRecords` is false): the
    /// path of nearly every command of a long batch, as lean as `add` for that case can be.
    mutating func addStep(_ change: consuming Change, text: borrowing SourceText) {
        let step = makeRoomForStep()
        guard step.kept else { return }
        undo.done.append(append(change, text: text))
        // Only the undo history keeps entries, and nothing is undone: its oldest step is the
        // oldest entry kept.
        if step.droppedOldest { forget(before: undo.done[undo.head]) }
    }

    /// Makes room for a new undo step: what was undone can no longer be redone, and at the
    /// limit the oldest step is dropped (with none kept at a limit of 0, the step is counted
    /// as dropped itself).
    @inline(__always)
    private mutating func makeRoomForStep() -> (kept: Bool, droppedOldest: Bool) {
        if !undo.undone.isEmpty { forgetUndone() }
        guard undo.limit > 0 else {
            undo.dropped += 1
            return (false, false)
        }
        guard undo.count == undo.limit else { return (true, false) }
        undo.dropOldest(1)
        return (true, true)
    }

    /// Appends an entry, its text copied once; returns its number.
    @inline(__always)
    private mutating func append(_ change: consuming Change, text: borrowing SourceText) -> Int {
        let number = endNumber
        let range = texts.append(text, cutAt: SessionJournal.longestText)
        entries.append(Entry(change: change, textStart: textBase + range.lowerBound, textEnd: textBase + range.upperBound))
        return number
    }

    // MARK: Reading

    /// The entry numbered `number`, which must be kept.
    package func entry(_ number: Int) -> Entry {
        entries[number - base]
    }

    /// What the log and the pictures read of the entry numbered `number`, if they still do.
    package func record(of number: Int) -> Record? {
        let index = firstRecord(from: number)
        return index < records.count && records[index].entry == number ? records[index].record : nil
    }

    /// The index of the first record of an entry numbered `number` or more.
    private func firstRecord(from number: Int) -> Int {
        var low = 0, high = records.count
        while low < high {
            let middle = (low + high) / 2
            if records[middle].entry < number { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The numbers of the entries kept from `first` on, oldest first.
    package func numbers(from first: Int) -> Range<Int> {
        max(first, base + head)..<endNumber
    }

    /// The text of an entry, as a copy of its own.
    package func text(of entry: Entry) -> SourceText {
        texts.text((entry.textStart - textBase)..<(entry.textEnd - textBase))
    }

    // MARK: Undo and redo

    /// Takes the last `count` steps off, latest first, or nil if there are fewer.
    mutating func undo(_ count: Int) -> [Step]? {
        guard count >= 1, count <= undo.count else { return nil }
        let taken = undo.done[(undo.done.count - count)...].reversed()
        undo.done.removeLast(count)
        undo.undone.append(contentsOf: taken)
        return taken.map(step)
    }

    /// Takes the last `count` undone steps back, earliest first, or nil if there are fewer.
    mutating func redo(_ count: Int) -> [Step]? {
        guard count >= 1, count <= undo.undone.count else { return nil }
        let taken = undo.undone.suffix(count).reversed()
        undo.undone.removeLast(count)
        undo.done.append(contentsOf: taken)
        return taken.map(step)
    }

    /// Changes how many steps undo keeps, dropping the oldest beyond it.
    mutating func setUndoLimit(_ limit: Int) {
        undo.limit = limit
        let excess = undo.count - limit
        guard excess > 0 else { return }
        undo.dropOldest(excess)
        forgetUnread()
    }

    func step(_ number: Int) -> Step {
        let kept = entry(number)
        return Step(change: kept.change, command: text(of: kept))
    }

    // MARK: Starting again

    /// An app was loaded: a fresh undo history, and a session log starting at `state`.
    mutating func startAfresh(at state: NavigationState) {
        undo = UndoSteps(limit: undo.limit)
        log = LogStart(state: state, first: endNumber)
        forgetUnread()
    }

    /// A scenario starts at `state`: the session log and the pictures, if recorded, start there.
    mutating func begin(at state: NavigationState, schema: AppSchema) {
        log = LogStart(state: state, first: endNumber)
        if pictures.isOn { startPictures(schema: schema, state: state, frameLimit: pictures.frameLimit) }
        forgetUnread()
    }

    /// Starts recording the pictures afresh, from `state` of `schema`.
    mutating func startPictures(schema: AppSchema, state: NavigationState, frameLimit: Int) {
        pictures = PictureStart(schema: schema, state: state, first: endNumber, frameLimit: max(2, frameLimit), isOn: true)
        forgetUnread()
    }

    // MARK: Forgetting

    /// Forgets the undone steps, and the entries after the last step done that no other
    /// reader keeps (all of them, when the log and the pictures keep nothing).
    private mutating func forgetUndone() {
        undo.undone.removeAll()
        guard !keepsRecords else { return }
        let kept = (undo.done.last.map { $0 + 1 } ?? base + head) - base
        guard kept < entries.count else { return }
        let firstText = entries[kept].textStart
        texts.removeLast(textBase + texts.count - firstText)
        entries.removeLast(entries.count - kept)
    }

    /// Forgets the entries older than every reader's oldest.
    private mutating func forgetUnread() {
        var oldest = endNumber
        if undo.head < undo.done.count { oldest = min(oldest, undo.done[undo.head]) }
        if let last = undo.undone.last { oldest = min(oldest, last) }
        if !log.isTruncated { oldest = min(oldest, log.first) }
        if pictures.isOn { oldest = min(oldest, pictures.first) }
        forget(before: oldest)
    }

    /// Forgets the entries numbered below `oldest`: at once in effect, and in memory once half
    /// of the array is forgotten, so that each entry is moved at most once.
    @inline(__always)
    private mutating func forget(before oldest: Int) {
        head = max(head, oldest - base)
        if head >= 1024 && head * 2 >= entries.count || head == entries.count { compact() }
    }

    /// Lets the memory of the entries before `head` go.
    private mutating func compact() {
        let firstText = head < entries.count ? entries[head].textStart : textBase + texts.count
        if head == entries.count {
            // Nothing is kept (a log that outgrew its limit, with undo off): let the memory go.
            texts = TextStore()
            entries = []
        } else {
            texts.removeFirst(firstText - textBase)
            entries.removeFirst(head)
        }
        textBase = firstText
        base += head
        head = 0
        let forgotten = firstRecord(from: base)
        if forgotten == records.count { records = [] } else if forgotten > 0 { records.removeFirst(forgotten) }
    }

    /// Folds the oldest half of what the pictures keep (frames, and the narration between
    /// them) into the state they start from, so that a long session stays bounded.
    private mutating func foldOldestFrames() {
        var start = pictures
        let folding = max(start.entries / 2, 1)
        var number = start.first, done = 0, frames = 0
        while done < folding {
            if let picture = record(of: number)?.picture {
                switch picture.kind {
                case .change: start.state.apply(entry(number).change)
                case .load(let schema): (start.schema, start.state) = (schema, schema.initialState())
                case .refusal, .narration: break
                }
                if picture.isFrame { frames += 1 }
                done += 1
            }
            number += 1
        }
        start.first = number
        start.entries -= folding
        start.frames -= frames
        start.droppedFrames += frames
        pictures = start
    }

    // MARK: Readers

    /// The undo history's steps: entry numbers, oldest first.
    struct UndoSteps {
        /// The steps done are `done[head...]`: dropping the oldest moves `head`, and the array
        /// is compacted once half of it is dropped steps.
        var done: [Int] = []
        var head = 0
        /// Undone steps, the most recently undone last.
        var undone: [Int] = []
        var limit: Int
        /// How many of the oldest steps were dropped to stay within the limit.
        var dropped = 0

        init(limit: Int) {
            self.limit = limit
        }

        var count: Int { done.count - head }

        mutating func dropOldest(_ count: Int) {
            head += count
            dropped += count
            guard head >= 1024 && head * 2 >= done.count || head == done.count else { return }
            done.removeFirst(head)
            head = 0
        }
    }

    /// Where the session log starts: the state, and the first entry it reads.
    struct LogStart {
        let state: NavigationState
        let first: Int
        /// The entries it holds.
        var count = 0
        /// Set once more than `SessionLog.limit` commands ran: the log then holds nothing.
        var isTruncated = false
    }

    /// Where the pictures start: the app and the state before their first frame.
    package struct PictureStart {
        package var schema: AppSchema
        package var state: NavigationState
        package var first: Int
        package let frameLimit: Int
        /// Whether anything records the pictures; when not, the rest means nothing.
        package let isOn: Bool
        /// The frames kept (changes that may yet prove to end where they began count too).
        var frames = 0
        /// The frames and narration lines kept.
        var entries = 0
        /// Frames folded into the start, so that pages can say so.
        package var droppedFrames = 0
    }
}
