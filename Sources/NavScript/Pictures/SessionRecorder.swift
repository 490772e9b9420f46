import NavLanguage
import NavreplKit

/// The session as pictures need it: every state change and every refused command, in order,
/// with the command, where it was written, and the `echo` narration before it. A view of the
/// session's journal, which, like the undo history, keeps each change, never a copy of the
/// state: the states are got back by replaying the changes from where recording began.
/// `storyboard` and `graph` read it.
///
/// Recording is on at the prompt, in `navrepl test` and with `--storyboard` or `--record`,
/// and off otherwise, so that batch runs keep their speed and their bounded memory. Taking
/// a result in does no more than keep it: whether a change ended where it began (`undo 2`
/// of a push and its pop, loading the app already loaded and untouched), and so makes no
/// frame, is worked out when the frames are replayed.
public struct SessionRecorder {
    /// What made a frame.
    enum Event {
        case change(Change)
        /// An app loaded (`app NAME`): the state starts again at the app's roots.
        case load(AppSchema)
        /// A command refused, with its message: the state is kept.
        case refusal(String)
    }

    /// One frame: an event and what the page says under its picture.
    struct Frame {
        let event: Event
        var isLink: Bool
        /// The journal entry it was made by (see `command(of:)`).
        fileprivate let number: Int
        let file: String
        let line: Int
        /// The `echo` lines run since the frame before.
        let narration: [String]
        let layout: Layout
        let maxFrames: Int

        func narrated(after earlier: [String]) -> Frame {
            Frame(event: event, isLink: isLink, number: number, file: file, line: line, narration: earlier + narration, layout: layout, maxFrames: maxFrames)
        }
    }

    private let journal: SessionJournal
    private let start: SessionJournal.PictureStart

    /// The pictures of `journal`, which must be recording them.
    init(_ journal: SessionJournal) {
        self.journal = journal
        self.start = journal.pictures
    }

    /// At most this many frames are kept; past it the oldest half is folded into the state
    /// recording starts from.
    var frameLimit: Int { start.frameLimit }
    /// Changes folded away by `frameLimit`, so that pages can say so.
    var droppedFrames: Int { start.droppedFrames }

    /// The number of frames: changes that left the state otherwise than they found it, and
    /// refusals.
    public var frameCount: Int {
        var count = 0
        replay { _, _, _, _ in count += 1 }
        return count
    }

    /// The command a frame was made by, as written (cut past `SessionJournal.longestText` bytes).
    func command(of frame: Frame) -> String {
        journal.text(of: journal.entry(frame.number)).description
    }

    /// The frames, oldest first, each with the narration run since the one before.
    private func frames(_ body: (Frame) -> Void) {
        var narration: [String] = []
        for number in journal.numbers(from: start.first) {
            let entry = journal.entry(number)
            guard let picture = journal.record(of: number)?.picture else { continue }
            let event: Event
            switch picture.kind {
            case .change: event = .change(entry.change)
            case .load(let schema): event = .load(schema)
            case .refusal(let message): event = .refusal(message)
            case .narration(let text):
                narration.append(text)
                continue
            }
            body(Frame(
                event: event, isLink: picture.isLink, number: number, file: picture.file, line: picture.line,
                narration: narration, layout: picture.layout, maxFrames: picture.maxFrames))
            narration.removeAll()
        }
    }

    /// Calls `body` with each frame, its number (from 1), the app and the state after it,
    /// replaying the changes from where recording began. A change that ended where it began
    /// is no frame: its narration goes to the next.
    func replay(_ body: (_ number: Int, Frame, AppSchema, NavigationState) -> Void) {
        var schema = start.schema, state = start.state
        var number = 0
        var unshownNarration: [String] = []
        frames { frame in
            var changed = true
            switch frame.event {
            case .change(let change):
                if SessionRecorder.mayEndWhereItBegan(change) {
                    let before = state
                    state.apply(change)
                    changed = state != before
                } else {
                    state.apply(change)
                }
            case .load(let loaded):
                let fresh = loaded.initialState()
                changed = loaded.name != schema.name || state != fresh
                (schema, state) = (loaded, fresh)
            case .refusal:
                break
            }
            guard changed else {
                unshownNarration += frame.narration
                return
            }
            number += 1
            body(number, unshownNarration.isEmpty ? frame : frame.narrated(after: unshownNarration), schema, state)
            unshownNarration.removeAll()
        }
    }

    /// Whether a change can end where it began: one of several steps or of whole stacks. A
    /// push or a pop cannot, so only these are compared with the state before.
    private static func mayEndWhereItBegan(_ change: Change) -> Bool {
        switch change {
        case .sequence, .replace, .replaceState: return true
        default: return false
        }
    }
}

extension Interpreter {
    /// The session's changes and refusals for `storyboard` and `graph`, when recording is on.
    public var recorder: SessionRecorder? { journal.pictures.isOn ? SessionRecorder(journal) : nil }
}
