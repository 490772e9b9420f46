import NavreplKit

/// What a successful command produced, for a renderer to show.
public enum Output {
    /// The state changed (or a change was asked for and was already so): show the stack.
    case changed(Change)
    /// The same, made by a router call that something reads (`--explain`, the session log,
    /// the pictures: see `Interpreter.keepsCalls`): the change with its call. A long batch,
    /// where nothing reads calls, gets `.changed` from a call too, and so keeps the one
    /// value its commands pass about.
    case called(RouterCall)
    /// `show`: the current stack, on request.
    case stack(verbose: Bool)
    /// Text such as a listing, help or `echo`.
    case text(String)
    /// An `expect`: shows nothing when it holds; `failure` is why it did not, which the
    /// executor reports as the command's error (the check itself is kept for the journal).
    // Boxed: a change, the common result, must stay small to copy.
    indirect case checked(CheckRecord, failure: Diagnostic? = nil)
    /// `set singletop on|off`: shows nothing.
    case singleTop(Bool)
    case silent
}

/// A change of state made by a router call, with the call: what `Output.called` carries.
/// Boxed, so that a change, the output of nearly every command, stays small to copy.
public final class RouterCall: Sendable {
    public let change: Change
    public let operation: NavigationOperation

    init(_ change: Change, by operation: NavigationOperation) {
        self.change = change
        self.operation = operation
    }
}

extension Output {
    /// The change, if the state changed, made by a call or not.
    var change: Change? {
        switch self {
        case .changed(let change): return change
        case .called(let call): return call.change
        default: return nil
        }
    }
}

/// The result of one command, as a renderer receives it: all a reader of the session needs
/// to know of it, without asking the interpreter.
public struct CommandResult {
    public enum Outcome {
        case success(Output)
        // Boxed, so that the common result, a success, stays small to copy.
        indirect case failure(Diagnostic)
    }

    /// The command as written.
    public let text: SourceText
    /// The line it starts on.
    public let line: Int
    public let outcome: Outcome

    /// The router call the command made, or tried and was refused.
    public var call: NavigationOperation? {
        switch outcome {
        case .success(.called(let call)): return call.operation
        case .failure(let diagnostic):
            if case .call(let operation)? = diagnostic.attempt { return operation }
            return nil
        case .success: return nil
        }
    }
}

/// The session a result is shown against, as the command left it, read-only: the state, the
/// app and the settings. It lives only as long as the sink's call it is passed to.
public struct SessionView {
    // Unowned and unchecked: a view never outlives the call it is lent to, and the executor
    // holds the interpreter meanwhile; so showing a result costs no reference counting.
    // Internal, for the one renderer path run for nearly every command of a batch
    // (`StackFormatter.writePlainLine`), which reads the state in place through it.
    unowned(unsafe) let interpreter: Interpreter

    init(_ interpreter: Interpreter) {
        self.interpreter = interpreter
    }

    public var state: NavigationState {
        _read { yield interpreter.router.state }
    }

    public var schema: AppSchema { interpreter.router.schema }

    public var settings: Settings {
        _read { yield interpreter.settings }
    }

    /// How many scripts deep the command ran: 1 in the script itself, 2 in a file it sources.
    public var sourceDepth: Int { interpreter.sourceStack.count }
}

/// Receives the result of each command, and with `set echo on` each command before it runs:
/// the text and JSON renderers, and a scenario's judge of its transcript.
public protocol ResultSink: AnyObject {
    /// A command about to run, shown because `echo` is on.
    func echo(_ text: SourceText, line: Int, in session: SessionView)
    func didRun(_ result: CommandResult, in session: SessionView)
    /// Failures the sink counts beyond the commands' own: a transcript's judge counts output
    /// that differs from the transcript. `bail` and the exit status follow the sum. (Never
    /// fewer: a transcript that records a command's error does not excuse it.)
    var failureCorrection: Int { get }
    /// Whether the sink shows nothing of a successful change while `quiet` is on and neither
    /// `explain` nor `trace` is. Such results are then not reported to it at all: a long quiet
    /// batch runs faster without making them. False unless the sink says so.
    var ignoresQuietChanges: Bool { get }
}

extension ResultSink {
    public var failureCorrection: Int { 0 }
    public var ignoresQuietChanges: Bool { false }
}
