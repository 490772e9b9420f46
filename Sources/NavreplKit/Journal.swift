/// What an app's router did, as a navrepl script: each call it accepted as the command that
/// makes it, each call it refused as `expect fail` with that command. A tester's path through
/// the app, pasted into a `.nav` file, replays at the prompt, in the storyboard and as a test.
///
/// Bounded: it keeps the last ``limit`` entries and counts the ones it let go. Off unless
/// ``isEnabled`` is set (the generated router turns it on in debug builds).
public struct Journal: Sendable {
    /// Whether calls are recorded at all.
    public var isEnabled: Bool
    /// How many entries are kept; older ones are let go, first in first out.
    public let limit: Int
    /// The name of the app whose router this is, for the script's first line.
    public let app: String
    private var kept: [String] = []
    /// Where the oldest kept entry is in `kept`, once it is full and used as a ring.
    private var oldest = 0
    /// How many entries were let go to stay within `limit`.
    public private(set) var dropped = 0

    /// An empty journal for app `app`, off unless `isEnabled`, keeping at most `limit` entries.
    public init(app: String, isEnabled: Bool = false, limit: Int = 1_000) {
        self.app = app
        self.isEnabled = isEnabled
        self.limit = max(limit, 1)
    }

    /// The entries kept, oldest first: one script line each.
    public var entries: [String] {
        Array(kept[oldest...] + kept[..<oldest])
    }

    /// Records one script line (a command, or `expect fail` and a command).
    public mutating func record(_ line: String) {
        guard isEnabled else { return }
        // A line break in a route's text is escaped by its printed form; this keeps any other
        // text the journal is given on its one line.
        let line = String(line.map { $0.isNewline ? " " : $0 })
        if kept.count < limit {
            kept.append(line)
        } else {
            kept[oldest] = line
            oldest = (oldest + 1) % limit
            dropped += 1
        }
    }

    /// Forgets every entry.
    public mutating func clear() {
        kept = []
        oldest = 0
        dropped = 0
    }

    /// The journal as a `.nav` script to run with the app loaded, e.g.
    /// `navrepl --app clinic.navapp journal.nav`.
    public var script: String {
        var text = "# The journal of app \(app)'s router: run it with the app loaded (navrepl --app \(app) FILE).\n"
        if dropped > 0 {
            text += "# The first \(dropped) entries were let go (the journal keeps \(limit)), so these may not replay from the app's start.\n"
        }
        for line in entries { text += line + "\n" }
        return text
    }
}
