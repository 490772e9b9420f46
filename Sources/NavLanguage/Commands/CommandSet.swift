/// The commands an interpreter reads, in the order `help` lists them. A command not in its
/// interpreter's set cannot be parsed, and the documentation tests check that every command
/// file's spec is in navrepl's.
///
/// ``language`` is the language on its own: what a scenario needs, and all that an app's
/// tests compile (`NavScenario`). navrepl's tools add their commands to it (`explore`,
/// `export`, `storyboard`, `graph`), each in its place in `help`.
public final class CommandSet: Sendable {
    /// Every command, in the order `help` lists them.
    public let all: [CommandSpec]
    /// Every command word, aliases included, in the order of `all`.
    public let words: [String]
    /// The command words grouped by their length in bytes.
    private let byLength: [[(word: [UInt8], spec: CommandSpec)]]
    /// navrepl's commands this set leaves out: named in the error for one of them, which
    /// says where it runs rather than that it does not exist.
    private let leftOut: Set<String>
    /// Whether a command of the set reads the session's pictures (`storyboard`, `graph`): only
    /// then is a scenario recorded.
    package let readsPictures: Bool

    init(_ all: [CommandSpec], leavingOut leftOut: Set<String>) {
        self.all = all
        self.leftOut = leftOut
        words = all.flatMap(\.words)
        readsPictures = all.contains { $0.group == .pictures }
        let longest = words.map(\.utf8.count).max() ?? 0
        var table = Array(repeating: [(word: [UInt8], spec: CommandSpec)](), count: longest + 1)
        for spec in all {
            for word in spec.words { table[word.utf8.count].append((Array(word.utf8), spec)) }
        }
        byLength = table
    }

    /// The language's commands: everything a scenario may run on an app's router.
    public static let language = CommandSet([
        TabCommand.spec,
        PushCommand.spec,
        PopCommand.spec,
        RootCommand.spec,
        PopToCommand.spec,
        ReplaceCommand.spec,
        GoCommand.spec,
        FollowCommand.spec,
        PresentCommand.sheet,
        PresentCommand.cover,
        DismissCommand.spec,
        ResetCommand.spec,
        SelectCommand.spec,
        FlagCommand.spec,
        ShowCommand.spec,
        StateCommand.spec,
        TabsCommand.spec,
        RoutesCommand.spec,
        FlagsCommand.spec,
        ExpectCommand.spec,
        OpenCommand.spec,
        URLCommand.spec,
        SaveCommand.spec,
        RestoreCommand.spec,
        UndoCommand.undo,
        UndoCommand.redo,
        HistoryCommand.spec,
        AppCommand.spec,
        AppsCommand.spec,
        SourceCommand.spec,
        SetCommand.spec,
        EchoCommand.spec,
        HelpCommand.spec,
        QuitCommand.spec,
    ], leavingOut: ["explore", "export", "storyboard", "graph"])

    /// This set with `added`, each placed just after the command it names, as `help` lists it.
    package func adding(_ added: [(spec: CommandSpec, after: String)]) -> CommandSet {
        var all = self.all
        for (spec, after) in added {
            guard let place = all.firstIndex(where: { $0.name == after }) else { preconditionFailure("no command '\(after)' to add '\(spec.name)' after") }
            all.insert(spec, at: place + 1)
        }
        return CommandSet(all, leavingOut: leftOut.subtracting(added.map(\.spec.name)))
    }

    /// The command a word names.
    public func spec(named word: String) -> CommandSpec? {
        var word = word
        return word.withUTF8 { spec(named: $0) }
    }

    /// The command the bytes of a word name, found without making a string: this is asked
    /// for every statement read.
    func spec(named bytes: UnsafeBufferPointer<UInt8>) -> CommandSpec? {
        guard bytes.count < byLength.count, let first = bytes.first else { return nil }
        for entry in byLength[bytes.count] where entry.word[0] == first && entry.word.elementsEqual(bytes) {
            return entry.spec
        }
        return nil
    }

    /// Whether `word` names one of navrepl's commands that this set leaves out.
    func leavesOut(_ word: String) -> Bool {
        leftOut.contains(word)
    }
}
