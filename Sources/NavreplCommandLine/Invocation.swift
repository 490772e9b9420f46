/// How the user ran a verb, for messages that say what to type next: `navrepl test`, or, when
/// the command plugin ran `navrepl-tool`, `swift package navrepl test`.
public enum Invocation: Sendable {
    case navrepl
    case packagePlugin

    /// What runs `verb` (`test`, `explore`): how messages name the command.
    public func command(_ verb: String) -> String {
        switch self {
        case .navrepl: return "navrepl \(verb)"
        case .packagePlugin: return "swift package navrepl \(verb)"
        }
    }

    /// What rewrites a transcript from a run, before the file's name.
    public var acceptCommand: String {
        switch self {
        case .navrepl: return "navrepl test --update"
        case .packagePlugin: return "swift package --allow-writing-to-package-directory navrepl-write test --update"
        }
    }
}
