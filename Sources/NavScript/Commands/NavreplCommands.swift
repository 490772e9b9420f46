import NavLanguage

extension CommandSet {
    /// navrepl's commands: the language's, and its tools' (`explore`, `export`, `storyboard`,
    /// `graph`), each where `help` lists it. The prompt, scripts and `navrepl test` read these.
    public static let navrepl = CommandSet.language.adding([
        (ExploreCommand.spec, after: "expect"),
        (ExportCommand.spec, after: "apps"),
        (StoryboardCommand.spec, after: "source"),
        (GraphCommand.spec, after: "storyboard"),
    ])
}
