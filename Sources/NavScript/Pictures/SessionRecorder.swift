import NavreplKit

/// The session as pictures need it: every state change and every refused command, in order,
/// with the command, where it was written, and the `echo` narration before it. Like the undo
/// history it keeps each change, never a copy of the state; the states are got back by
/// replaying the changes from where recording began. `storyboard` and `graph` read it.
///
/// Recording is on at the prompt, in `navrepl test` and with `--storyboard` or `--record`,
/// and off otherwise, so that batch runs keep their speed and their bounded memory. Taking
/// a result in does no more than keep it: whether a change ended where it began (`undo 2`
/// of a push and its pop, loading the app already loaded and untouched), and so makes no
/// frame, is worked out when the frames are replayed.
public final class SessionRecorder {
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
        /// Whether the change came from a link (`open`): the graph draws it from outside the
        /// app, not as a replacement of one screen by another.
        var isLink = false
        /// Where the command's text is in the recorder's `texts` (see `command(of:)`).
        let text: Range<Int>
        let file: String
        let line: Int
        /// The `echo` lines run since the frame before.
        let narration: [String]
        /// How stacks were shown when it happened (`set layout`, `set maxframes`).
        let layout: Layout
        let maxFrames: Int

        func narrated(after earlier: [String]) -> Frame {
            Frame(event: event, isLink: isLink, text: text, file: file, line: line, narration: earlier + narration, layout: layout, maxFrames: maxFrames)
        }
    }

    /// At most this many frames are kept; past it the oldest half is folded into the state
    /// recording starts from, so that a long session at the prompt stays bounded.
    let frameLimit: Int

    private(set) var baseSchema: AppSchema
    private(set) var baseState: NavigationState
    // Used from one thread, and never accessed twice at once: the run-time exclusivity
    // checks would be most of what recording a change costs.
    @exclusivity(unchecked) private var frames: [Frame] = []
    /// Changes folded away by `frameLimit`, so that pages can say so.
    private(set) var droppedFrames = 0
    @exclusivity(unchecked) private var narration: [String] = []
    /// The frames' command texts, one after the other: each a copy, cut at
    /// `History.longestText` bytes, as the history and the session log keep them, so that
    /// recording never keeps a block of input alive.
    @exclusivity(unchecked) private var texts = TextStore()
    /// Bytes of `texts` folded away with their frames: frames' ranges count from the first.
    private var droppedTextBytes = 0

    public init(schema: AppSchema, state: NavigationState, frameLimit: Int = 1_000_000) {
        baseSchema = schema
        baseState = state
        self.frameLimit = max(2, frameLimit)
    }

    /// The number of frames: changes that left the state otherwise than they found it, and
    /// refusals.
    public var frameCount: Int {
        var count = 0
        replay { _, _, _, _ in count += 1 }
        return count
    }

    /// Takes in one command's result, as the interpreter reports it.
    func record(_ result: CommandResult, file: String, spec: CommandSpec?, in interpreter: Interpreter) {
        let event: Event
        var file = file, line = result.line
        switch result.outcome {
        case .failure(let diagnostic):
            event = .refusal(diagnostic.message)
            (file, line) = (diagnostic.location.file, diagnostic.location.line)
        case .success(.changed(let change)):
            if spec === AppCommand.spec {
                event = .load(interpreter.schema)
            } else {
                guard !change.isEmpty else { return }
                event = .change(change)
            }
        case .success(.text(let text)) where spec === EchoCommand.spec:
            if !text.isEmpty { narration.append(text) }
            return
        case .success:
            return
        }
        let settings = interpreter.settings
        let text = texts.append(result.text, cutAt: History.longestText)
        var isLink = false
        if case .open? = interpreter.lastOperation { isLink = true }
        frames.append(Frame(
            event: event, isLink: isLink, text: (droppedTextBytes + text.lowerBound)..<(droppedTextBytes + text.upperBound), file: file, line: line, narration: narration,
            layout: settings.layout, maxFrames: settings.maxFrames))
        if !narration.isEmpty { narration.removeAll() }
        if frames.count > frameLimit { foldOldestHalf() }
    }

    private func foldOldestHalf() {
        let folded = frames.count / 2
        for frame in frames[..<folded] {
            switch frame.event {
            case .change(let change): baseState.apply(change)
            case .load(let schema): (baseSchema, baseState) = (schema, schema.initialState())
            case .refusal: break
            }
        }
        frames.removeFirst(folded)
        droppedFrames += folded
        let kept = (frames.first?.text.lowerBound ?? droppedTextBytes + texts.count) - droppedTextBytes
        texts.removeFirst(kept)
        droppedTextBytes += kept
    }

    /// The command a frame was made by, as written (cut past `History.longestText` bytes).
    func command(of frame: Frame) -> String {
        texts.text((frame.text.lowerBound - droppedTextBytes)..<(frame.text.upperBound - droppedTextBytes)).description
    }

    /// Calls `body` with each frame, its number (from 1), the app and the state after it,
    /// replaying the changes from where recording began. A change that ended where it began
    /// is no frame: its narration goes to the next.
    func replay(_ body: (_ number: Int, Frame, AppSchema, NavigationState) -> Void) {
        var schema = baseSchema, state = baseState
        var number = 0
        var unshownNarration: [String] = []
        for frame in frames {
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
                continue
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
