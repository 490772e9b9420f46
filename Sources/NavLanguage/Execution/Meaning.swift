import NavreplKit

/// What a command stood for beyond what it showed: the router call it made or tried, the check
/// it made, the narration it added. A result carries it, so that the session's readers (the
/// journal, `--explain`, exported tests, the pictures) need not ask the interpreter what just
/// happened, nor recognise particular commands.
enum Meaning {
    /// Nothing beyond its output: a listing, `show`, most settings, a change no single call
    /// makes (`undo`, `redo`).
    case none
    /// A router call, made, or refused (the result is then a failure).
    case call(NavigationOperation)
    /// An `expect`, held or not.
    case check(CheckRecord)
    /// `echo`'s text: a comment in exported tests, a caption in the storyboard.
    case note(String)
    /// `set singletop on|off`: an option the app's router has too.
    case singleTop(Bool)
    /// An app loaded: the session starts again at its roots.
    case load(AppSchema)

    /// What `result` stood for: `role` is its command's, `check` what it checked (kept apart
    /// from a failed check's error), `loaded` the app loaded once it ran.
    init(_ result: CommandResult, role: CommandRole, check: CheckRecord?, loaded: AppSchema) {
        if let check {
            self = .check(check)
            return
        }
        switch result.outcome {
        case .success(.called(let call)): self = .call(call.operation)
        case .success(.changed) where role == .appLoad: self = .load(loaded)
        case .success(.text(let note)) where role == .narration: self = .note(note)
        case .success(.singleTop(let on)): self = .singleTop(on)
        case .success: self = .none
        case .failure(let diagnostic):
            // A link that did not read made no call: the log records the refusal as it is.
            if case .call(let operation)? = diagnostic.attempt { self = .call(operation) } else { self = .none }
        }
    }

    /// The router call made or tried, if any.
    var call: NavigationOperation? {
        if case .call(let operation) = self { return operation }
        return nil
    }
}

/// What an `expect` checked, as the session's readers need it (opaque outside NavScript).
// A class: the executor holds one for every command, nil but for checks, and an optional
// reference costs nothing to copy where an optional of this enum's payload does.
public final class CheckRecord {
    enum Kind {
        /// A check of the state, with the routes it names as bound in its tab.
        case state(ExpectCommand.Check, [NavigationOperation.RouteMatch])
        /// `expect fail COMMAND`: the call refused (nil when the command was refused before any
        /// call, as a route that does not resolve is), and navrepl's reason (nil: the command
        /// succeeded, and the expectation failed). `link` is an `open`'s link that did not read;
        /// `tab` is the tab whose routes the call names, when it is another (the call is refused).
        case failure(NavigationOperation?, reason: String?, link: String?, tab: String?)
    }

    let kind: Kind

    init(kind: Kind) {
        self.kind = kind
    }

    /// Why the command `expect fail` checked was refused, when it was, as it holds: shown, so
    /// that a transcript states the message and a user at the prompt sees what was refused.
    var refusal: String? {
        guard case .failure(_, let reason?, _, _) = kind else { return nil }
        return reason
    }
}
