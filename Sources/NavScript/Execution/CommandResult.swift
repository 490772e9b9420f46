import NavreplKit

/// What a successful command produced, for a renderer to show.
public enum Output: Sendable {
    /// The state changed (or a change was asked for and was already so): show the stack.
    case changed(Change)
    /// `show`: the current stack, on request.
    case stack(verbose: Bool)
    /// Text such as a listing, help or `echo`.
    case text(String)
    case silent
}

/// The result of one command, as a renderer receives it.
public struct CommandResult: Sendable {
    public enum Outcome: Sendable {
        case success(Output)
        // Boxed, so that the common result, a success, stays small to copy.
        indirect case failure(Diagnostic)
    }

    /// The command as written.
    public let text: SourceText
    /// The line it starts on.
    public let line: Int
    public let outcome: Outcome
}

/// Receives the result of each command, and with `set echo on` each command before it runs:
/// the text and JSON renderers.
public protocol ResultSink: AnyObject {
    /// A command about to run, shown because `echo` is on.
    func echo(_ text: SourceText, line: Int, in interpreter: Interpreter)
    func didRun(_ result: CommandResult, in interpreter: Interpreter)
}
