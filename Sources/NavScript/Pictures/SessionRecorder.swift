import NavigationModel

/// The session as pictures need it: every state change and every refused command, in order,
/// with the command, where it was written, and the `echo` narration before it. Like the undo
/// history it keeps each change, never a copy of the state; the states are got back by
/// replaying the changes from where recording began. `storyboard` and `graph` read it.
///
/// Recording is on at the prompt and with `--storyboard` or `--record`, and off otherwise,
/// so that batch runs keep their speed and their bounded memory.
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
        let command: SourceText
        let file: String
        let line: Int
        /// The `echo` lines run since the frame before.
        let narration: [String]
        /// How stacks were shown when it happened (`set layout`, `set maxframes`).
        let layout: Layout
        let maxFrames: Int
    }

    /// At most this many frames are kept; past it the oldest half is folded into the state
    /// recording starts from, so that a long session at the prompt stays bounded.
    static let frameLimit = 1_000_000

    private(set) var baseSchema: AppSchema
    private(set) var baseState: NavigationState
    private(set) var frames: [Frame] = []
    /// Frames folded away by `frameLimit`, so that pages can say so.
    private(set) var droppedFrames = 0
    private var narration: [String] = []
    /// Whether the state is as the app started (every tab at its root, the first selected,
    /// no modal): loading the same app again then changes nothing, and makes no frame.
    private var isAtStart: Bool
    private var schemaName: String

    public init(schema: AppSchema, state: NavigationState) {
        baseSchema = schema
        baseState = state
        schemaName = schema.name
        isAtStart = state == schema.initialState()
    }

    public var frameCount: Int { frames.count }

    /// Takes in one command's result, as the interpreter reports it.
    func record(_ result: CommandResult, file: String, spec: CommandSpec?, in interpreter: Interpreter) {
        let event: Event
        var file = file, line = result.line
        switch result.outcome {
        case .failure(let diagnostic):
            event = .refusal(diagnostic.message)
            (file, line) = (diagnostic.location.file, diagnostic.location.line)
        case .success(.changed(let change, _)):
            let state = interpreter.router.state
            if spec === AppCommand.spec {
                let schema = interpreter.schema
                guard schema.name != schemaName || !isAtStart else { return }
                schemaName = schema.name
                isAtStart = true
                event = .load(schema)
            } else {
                guard !change.isEmpty, !SessionRecorder.leavesStateAsItWas(change, after: state) else { return }
                isAtStart = SessionRecorder.isAtStart(state, tabCount: interpreter.schema.isFree ? 1 : interpreter.schema.tabs.count)
                event = .change(change)
            }
        case .success(.text(let text)) where spec === EchoCommand.spec:
            if !text.isEmpty { narration.append(text) }
            return
        case .success:
            return
        }
        let settings = interpreter.settings
        frames.append(Frame(
            event: event, command: result.text, file: file, line: line, narration: narration,
            layout: settings.layout, maxFrames: settings.maxFrames))
        narration.removeAll()
        if frames.count > SessionRecorder.frameLimit { foldOldestHalf() }
    }

    /// Whether a change ends where it began: `undo 2` of a push and its pop, a `replace` with
    /// the same routes. Only changes of several steps or whole stacks can, and only those are
    /// checked (by walking back to the state before), so a push or a pop costs nothing here.
    private static func leavesStateAsItWas(_ change: Change, after state: NavigationState) -> Bool {
        switch change {
        case .sequence:
            var before = state
            before.revert(change)
            return before == state
        case .replace(let old, let new, _): return old == new
        case .replaceState(let old, let new): return old == new
        default: return false
        }
    }

    private static func isAtStart(_ state: NavigationState, tabCount: Int) -> Bool {
        state.selectedTab == 0 && state.modals.isEmpty && state.tabs.count == tabCount && state.tabs.allSatisfy(\.stack.isEmpty)
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
    }

    /// Calls `body` with each frame, its number (from 1), the app and the state after it,
    /// replaying the changes from where recording began.
    func replay(_ body: (_ number: Int, Frame, AppSchema, NavigationState) -> Void) {
        var schema = baseSchema, state = baseState
        for (index, frame) in frames.enumerated() {
            switch frame.event {
            case .change(let change): state.apply(change)
            case .load(let loaded): (schema, state) = (loaded, loaded.initialState())
            case .refusal: break
            }
            body(index + 1, frame, schema, state)
        }
    }
}
