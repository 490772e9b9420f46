import NavreplKit

/// What `export tests`, coverage and the replay on an app's router read of a session: each
/// command run since the app was loaded, with the router call it made and what came of it. A
/// view of the session's journal, which keeps the first `limit` commands and then stops, so
/// that a long batch costs a few megabytes at most.
package struct SessionLog {
    /// One command of the session.
    package struct Entry {
        /// The script it came from (`<repl>`, `-e`, `<stdin>` or a path).
        package let file: String
        package let line: Int
        /// Its number in the journal.
        fileprivate let number: Int
        package let kind: Kind
        /// What it changed, applied to the state before it.
        package let change: Change
        /// Why it failed, or nil.
        package let failure: String?
    }

    /// What a command stands for in Swift.
    package enum Kind {
        /// A router call: made, or refused by the router (`failure` says why).
        case call(NavigationOperation)
        /// A change no single call makes (`undo`, `redo`, `restore`): the state it reached.
        case state
        /// An expectation, with the routes it names as bound in its tab.
        case expectation(ExpectCommand.Check, [NavigationOperation.RouteMatch])
        /// `expect fail`: the call the router refused, or nil when the command was refused before
        /// any call (a route that does not resolve), with navrepl's reason; nil reason: it succeeded.
        /// `link` is an `open`'s link that did not read, which the exported router refuses too;
        /// `tab` is the tab whose routes the call names, when it is another (the call is refused).
        case expectedFailure(NavigationOperation?, reason: String?, link: String?, tab: String?)
        /// `set singletop on|off`.
        case singleTop(Bool)
        /// `echo TEXT`: kept as a comment.
        case note(String)
        /// Refused before any router call could stand for it: unknown words, routes that do not
        /// resolve. Swift's types rule these out; the test records the failure.
        case refused

        /// What a command stands for, from its result: nil when the log leaves it out (a
        /// listing, most settings). The one place a result's meaning becomes a kind.
        init?(_ meaning: Meaning, change: Change, failure: String?, wasBound: Bool) {
            // A restore stands for the state it reaches, as `undo`'s change does.
            var call = meaning.call
            if case .restore? = call { call = nil }
            if failure != nil && !wasBound {
                self = .refused
            } else if case .check(let expectation) = meaning {
                switch expectation.kind {
                case .state(let check, let matches): self = .expectation(check, matches)
                case .failure(let operation, let reason, let link, let tab): self = .expectedFailure(operation, reason: reason, link: link, tab: tab)
                }
            } else if let call {
                self = .call(call)
            } else if !change.isEmpty {
                self = .state
            } else if failure != nil {
                self = .refused
            } else if case .note(let text) = meaning {
                self = .note(text)
            } else if case .singleTop(let on) = meaning {
                self = .singleTop(on)
            } else {
                return nil
            }
        }
    }

    /// The most commands a session keeps.
    package static let limit = 10_000

    /// The state the session started in.
    package let start: NavigationState
    package let entries: [Entry]
    /// Set once more than `limit` commands ran: the log then holds nothing, and `export tests`
    /// refuses.
    package let isTruncated: Bool
    private let journal: SessionJournal

    init(_ journal: SessionJournal) {
        self.journal = journal
        start = journal.log.state
        isTruncated = journal.log.isTruncated
        var entries: [Entry] = []
        if !isTruncated {
            entries.reserveCapacity(journal.log.count)
            for number in journal.numbers(from: journal.log.first) {
                let entry = journal.entry(number)
                guard let record = journal.record(of: number), let kind = record.kind else { continue }
                entries.append(Entry(file: record.file, line: record.line, number: number, kind: kind, change: entry.change, failure: record.failure))
            }
        }
        self.entries = entries
    }

    /// The command an entry was made from, as written.
    package func command(of entry: Entry) -> String {
        journal.text(of: journal.entry(entry.number)).description
    }
}
