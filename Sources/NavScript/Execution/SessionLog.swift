import NavreplKit

/// What `export tests` writes a session from: each command run since the app was loaded, with
/// the router call it made and what came of it. Kept small (the changes are the undo
/// history's own, shared) and bounded, so a long batch costs a few megabytes at most.
struct SessionLog {
    /// One command of the session.
    struct Entry {
        /// The script it came from (`<repl>`, `-e`, `<stdin>` or a path).
        let file: String
        let line: Int
        /// Where the command's text is in the log's `texts`.
        fileprivate(set) var text: Range<Int> = 0..<0
        let kind: Kind
        /// What it changed, applied to the state before it.
        let change: Change
        /// Why it failed, or nil.
        let failure: String?
    }

    /// What a command stands for in Swift.
    enum Kind {
        /// A router call: made, or refused by the router (`failure` says why).
        case call(Operation)
        /// A change no single call makes (`undo`, `redo`, `restore`): the state it reached.
        case state
        /// An expectation, with the routes it names as bound in its tab.
        case expectation(ExpectCommand.Check, [RouteMatch])
        /// `expect fail`: the call the router refused, or nil when the command was refused before
        /// any call (a route that does not resolve), with navrepl's reason; nil reason: it succeeded.
        /// `link` is an `open`'s link that did not read, which the exported router refuses too;
        /// `tab` is the tab whose routes the call names, when it is another (the call is refused).
        case expectedFailure(Operation?, reason: String?, link: String?, tab: String?)
        /// `set singletop on|off`.
        case singleTop(Bool)
        /// `echo TEXT`: kept as a comment.
        case note(String)
        /// Refused before any router call could stand for it: unknown words, routes that do not
        /// resolve. Swift's types rule these out; the test records the failure.
        case refused
    }

    /// The state the session started in.
    private(set) var start: NavigationState
    private(set) var entries: [Entry] = []
    /// The entries' command texts, one after the other: each a copy, cut at `History.longestText`
    /// bytes, so that the log never keeps a block of input alive (a block may be 8 MiB).
    private var texts = TextStore()
    /// Set once more than `limit` commands ran: the log then stops, and `export tests` refuses.
    private(set) var isTruncated = false

    /// The most commands a session keeps.
    static let limit = 10_000

    init(start: NavigationState) {
        self.start = start
    }

    mutating func append(_ entry: Entry, command: SourceText) {
        guard !isTruncated else { return }
        guard entries.count < SessionLog.limit else {
            isTruncated = true
            entries = []
            texts = TextStore()
            return
        }
        var entry = entry
        entry.text = texts.append(command, cutAt: History.longestText)
        entries.append(entry)
    }

    /// The command an entry was made from, as written.
    func command(of entry: Entry) -> String {
        texts.text(entry.text).description
    }
}
