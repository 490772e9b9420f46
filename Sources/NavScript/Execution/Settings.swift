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
        switch name {
        case "layout": return layout.rawValue
        case "singletop": return Settings.onOff(singleTop)
        case "maxframes": return String(maxFrames)
        case "trace": return Settings.onOff(trace)
        case "explain": return Settings.onOff(explain)
        case "echo": return Settings.onOff(echo)
        case "quiet": return Settings.onOff(quiet)
        case "color": return Settings.onOff(color)
        case "bail": return Settings.onOff(bail)
        case "undolimit": return String(undoLimit)
        case "verbose": return Settings.onOff(verbose)
        default: return nil
        }
    }

    /// Changes a setting, or says why the value is wrong.
    public mutating func set(_ name: String, to value: String) -> String? {
        switch name {
        case "layout":
            guard let layout = Layout(rawValue: value) else { return "layout is 'regular' or 'compact', not '\(value)'" }
            self.layout = layout
        case "maxframes":
            guard let number = Int(value), (1...Settings.maximumFrames).contains(number) else {
                return "maxframes is a number from 1 to \(Settings.maximumFrames), not '\(value)'"
            }
            maxFrames = number
        case "undolimit":
            guard let number = Int(value), (0...History.maximumLimit).contains(number) else {
                return "undolimit is a number of steps from 0 to \(History.maximumLimit), not '\(value)'"
            }
            undoLimit = number
        default:
            guard let flag = Settings.flag(value) else { return "\(name) is 'on' or 'off', not '\(value)'" }
            switch name {
            case "singletop": singleTop = flag
            case "trace": trace = flag
            case "explain": explain = flag
            case "echo": echo = flag
            case "quiet": quiet = flag
            case "color": color = flag
            case "bail": bail = flag
            case "verbose": verbose = flag
            default: return "unknown setting '\(name)'"
            }
        }
        return nil
    }

    private static func onOff(_ flag: Bool) -> String { flag ? "on" : "off" }

    private static func flag(_ value: String) -> Bool? {
        switch value {
        case "on", "true", "yes", "1": return true
        case "off", "false", "no", "0": return false
        default: return nil
        }
    }
}
