/// Every command of the language, in the order `help` lists them. A command not here cannot
/// be parsed, and the documentation tests check that every command file's spec is here.
public enum CommandRegistry {
    public static let all: [CommandSpec] = [
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
        ExploreCommand.spec,
        OpenCommand.spec,
        URLCommand.spec,
        SaveCommand.spec,
        RestoreCommand.spec,
        UndoCommand.undo,
        UndoCommand.redo,
        HistoryCommand.spec,
        AppCommand.spec,
        AppsCommand.spec,
        ExportCommand.spec,
        SourceCommand.spec,
        StoryboardCommand.spec,
        GraphCommand.spec,
        SetCommand.spec,
        EchoCommand.spec,
        HelpCommand.spec,
        QuitCommand.spec,
    ]

    /// Every command word, aliases included, in the order of `all`.
    public static let words: [String] = all.flatMap(\.words)

    /// The command a word names.
    public static func spec(named word: String) -> CommandSpec? {
        var word = word
        return word.withUTF8 { spec(named: $0) }
    }

    /// The command the bytes of a word name, found without making a string: this is asked
    /// for every statement read.
    static func spec(named bytes: UnsafeBufferPointer<UInt8>) -> CommandSpec? {
        guard bytes.count < byLength.count, let first = bytes.first else { return nil }
        for entry in byLength[bytes.count] where entry.word[0] == first && entry.word.elementsEqual(bytes) {
            return entry.spec
        }
        return nil
    }

    /// The command words grouped by their length in bytes.
    private static let byLength: [[(word: [UInt8], spec: CommandSpec)]] = {
        let longest = words.map(\.utf8.count).max() ?? 0
        var table = Array(repeating: [(word: [UInt8], spec: CommandSpec)](), count: longest + 1)
        for spec in all {
            for word in spec.words { table[word.utf8.count].append((Array(word.utf8), spec)) }
        }
        return table
    }()
}
