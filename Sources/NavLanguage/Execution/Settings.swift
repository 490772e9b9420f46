/// How split tabs are shown: as columns (an iPad) or as one stack (an iPhone).
public enum Layout: String, Sendable, CaseIterable {
    case regular
    case compact
}

/// The settings `set` shows and changes; command-line flags set the same ones.
public struct Settings: Sendable {
    public var layout = Layout.regular
    public var singleTop = false
    public var maxFrames = 16
    public var trace = false
    public var explain = false
    public var echo = false
    public var quiet = false
    public var color = false
    /// Stop at the first failing command: `--bail`; in `navrepl test`, on unless a script turns it off.
    public var bail = false
    /// The most undo steps kept (`undolimit`); older ones are dropped.
    public var undoLimit = History.defaultLimit
    /// Print what loading an app found and assumed (`app import`'s report): off, so that a
    /// transcript holds only what commands print about navigation.
    public var verbose = false
    /// Whether reports say how long they took (`explore`); off in `navrepl test`, whose
    /// transcripts must read the same on every run. Not a `set` setting.
    public var showsTimings = true
    /// How wide `help` fills its text: the terminal's width at the prompt, else 80. Not a
    /// `set` setting.
    public var columns = Settings.defaultColumns
    public static let defaultColumns = 80

    public init() {}

    /// The names `set` knows, in the order it lists them (`Setting.all` declares them).
    public static let names = Setting.all.map(\.name)

    /// The largest `maxframes`: more would make one printed stack unreasonably long.
    public static let maximumFrames = 1_000_000

    public func value(of name: String) -> String? {
        Setting.named(name)?.read(self)
    }

    /// Changes a setting, or says why the value is wrong.
    public mutating func set(_ name: String, to value: String) -> String? {
        guard let setting = Setting.named(name) else { return "unknown setting '\(name)'" }
        return setting.write(&self, value)
    }
}
