/// A call an app's router refused: what was asked (as the app's Swift call, and as the navrepl
/// command it stands for) and the engine's reason. Nothing changed.
public struct Refusal: Error, Hashable, Sendable, CustomStringConvertible {
    /// The call as the app's code makes it: `push(.checkout)`, `popToRoot()`, `open("...")`;
    /// nil for a change SwiftUI made through a view's binding (a back swipe, a link).
    public internal(set) var call: String?
    /// The call, as the navrepl command that makes it: `push checkout`, `pop 2` (what the
    /// journal writes, so that it replays at the prompt).
    public let command: String
    /// Why the engine refused it.
    public let reason: Reason

    /// What refused a call: the engine's rules, or a typed route that is not one of the app's.
    public enum Reason: Error, Hashable, Sendable {
        case navigation(NavigationError)
        case routeCoding(RouteCodingError)
        case link(DeepLink.ParseError)
    }

    /// A refusal of `command` for `reason`.
    public init(command: String, reason: Reason) {
        self.command = command
        self.reason = reason
    }

    /// The engine's error, when the rules refused the call.
    public var navigationError: NavigationError? {
        if case .navigation(let error) = reason { return error }
        return nil
    }

    /// Why, in a sentence: the engine's message, as navrepl says it (with its advice on what
    /// to type next, so that a generated test compares it with navrepl's).
    public var message: String {
        switch reason {
        case .navigation(let error): return error.description
        case .routeCoding(let error): return error.description
        case .link(let error): return error.description
        }
    }

    /// Why, in a sentence, in the app's terms: the engine's reason without navrepl's advice
    /// on commands to type (`use 'dismiss all' first`), which means nothing in an app.
    public var appReason: String {
        if case .navigation(let error) = reason { return error.reason }
        return message
    }

    /// What a generated router does with a refusal by default in a debug build: prints it as
    /// a warning, as TCA reports an issue, so that a refused call is seen while developing;
    /// a release build is silent unless the app sets `onRefusal`.
    public static let warning: @MainActor @Sendable (Refusal) -> Void = { refusal in
        print("warning: \(refusal.description)")
    }

    /// One line for a log or a crash report, in the app's terms: `navigation refused pop(3):
    /// cannot pop 3: the patients stack holds 2 routes` (the navrepl command, quoted, for a
    /// change SwiftUI made).
    public var description: String {
        "navigation refused \(call ?? "'\(command)'"): \(appReason)"
    }
}
