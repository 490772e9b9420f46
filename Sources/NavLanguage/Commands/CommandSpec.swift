import NavreplKit

/// Where `help` lists a command.
public enum CommandGroup: String, CaseIterable, Sendable {
    case navigating = "Navigating"
    case modals = "Modals"
    case lookingAround = "Looking around"
    case checking = "Checking"
    case deepLinksAndStateFiles = "Deep links and state files"
    case history = "History"
    case appsAndFiles = "Apps and files"
    case pictures = "Pictures"
    case session = "Session"
}

/// What a command's results mean to the session's readers (the journal, exported tests, the
/// pictures), beyond what they show.
package enum CommandRole: Sendable {
    case ordinary
    /// Its text narrates the session (`echo`): a comment in exported tests, a caption in the
    /// storyboard.
    case narration
    /// It loads an app (`app`): the pictures start again at the app's roots.
    case appLoad
}

/// The declaration of one command: everything the language knows about it apart from what
/// it does. The parser's dispatch, `help`, `help COMMAND`, did-you-mean, completion and the
/// documentation tests all read it (a class, so a statement refers to its command for the
/// price of one reference), so they cannot drift apart; each command's file holds
/// its spec beside its action, and a `CommandSet` lists them.
public final class CommandSpec: Sendable {
    public let name: String
    /// Other words for the same command (`popToRoot` for `root`).
    public let aliases: [String]
    public let group: CommandGroup
    public let usage: String
    public let summary: String
    /// More for `help COMMAND`, or empty.
    public let details: String
    public let example: String
    /// What can go wrong, for `help COMMAND`, or nil when nothing can.
    public let errors: String?
    /// The options it takes, in the order `help COMMAND` and the man page list them.
    public let options: [CommandOption]
    /// What Tab offers after the command's name.
    let completion: ArgumentCompletion
    /// Whether a line holding only this command (and nothing else) may be run again from the
    /// command cache once read and bound. True where the bound action depends on nothing but the app, the
    /// selected tab and the line's text.
    let isCacheable: Bool
    /// Whether a change the command makes is an undo step (`undo`, `redo` and `app` are not).
    let isRecorded: Bool
    /// What its results mean beyond what they show.
    let role: CommandRole
    /// Whether `expect fail` may check it: false for a command whose failure says nothing about
    /// the state, or whose effect cannot be taken back (`source`, `quit`, `save`, ...).
    let isCheckable: Bool
    /// Reads the command's arguments, the parser standing just after its name.
    let parse: @Sendable (inout Parser, _ head: Token) throws -> any CommandAction
    /// Reads the command's arguments straight from a simple line's bytes, making what `parse`
    /// would, or nil to leave the line to the parser: for the commands batch scripts repeat
    /// with new arguments each time, so that the command cache cannot help.
    let quickParse: (@Sendable (inout QuickReader) -> (any CommandAction)?)?

    package init(
        _ name: String, _ usage: String, group: CommandGroup, summary: String, details: String = "",
        example: String, errors: String? = nil, options: [CommandOption] = [], aliases: [String] = [],
        completion: ArgumentCompletion, cacheable: Bool = false, recorded: Bool = true,
        role: CommandRole = .ordinary, checkable: Bool = true,
        quickParse: (@Sendable (inout QuickReader) -> (any CommandAction)?)? = nil,
        parse: @escaping @Sendable (inout Parser, _ head: Token) throws -> any CommandAction
    ) {
        self.name = name
        self.usage = usage
        self.group = group
        self.summary = summary
        self.details = details
        self.example = example
        self.errors = errors
        self.options = options
        self.aliases = aliases
        self.completion = completion
        self.isCacheable = cacheable
        self.isRecorded = recorded
        self.role = role
        self.isCheckable = checkable
        self.quickParse = quickParse
        self.parse = parse
    }

    /// The name and the aliases: every word that runs this command.
    public var words: [String] { [name] + aliases }
}
