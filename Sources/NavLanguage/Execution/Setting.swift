/// One setting `set` shows and changes, declared once with how it reads and writes its field
/// of `Settings`: `set`'s listing, its did-you-mean, its completion, `help set` and the man
/// page all read `Setting.all`, so a setting's name is written in one place.
public struct Setting: Sendable {
    public let name: String
    /// What it takes, as `help` writes it: `on|off`, `regular|compact`, or `N` for a number.
    public let values: String
    public let summary: String
    /// The value as `set` prints it.
    let read: @Sendable (Settings) -> String
    /// Changes the setting, or says why the value is wrong.
    let write: @Sendable (inout Settings, String) -> String?

    /// Every setting, in the order `set` lists them.
    public static let all = [
        Setting(
            "layout", "regular|compact", "split tabs as columns (an iPad) or as one stack (an iPhone)",
            read: { $0.layout.rawValue },
            write: { settings, value in
                guard let layout = Layout(rawValue: value) else { return "layout is 'regular' or 'compact', not '\(value)'" }
                settings.layout = layout
                return nil
            }),
        onOff("singletop", "every push is push --singletop: a route named as the one on top updates it", \.singleTop),
        number("maxframes", "longest stack printed in full (default 16)", \.maxFrames, 1...Settings.maximumFrames, "a number"),
        onOff("trace", "print what each change pushed, popped or switched", \.trace),
        onOff("explain", "print the SwiftUI router call each change stands for", \.explain),
        onOff("echo", "print each command before its output (an echo's text once)", \.echo),
        onOff("quiet", "do not print the stack after each change", \.quiet),
        onOff("color", "colour the output", \.color),
        onOff("bail", "stop at the first failing command (in 'navrepl test', on by default)", \.bail),
        number(
            "undolimit", "most steps kept for undo (0 to \(History.maximumLimit), default \(History.defaultLimit); older ones are dropped)",
            \.undoLimit, 0...History.maximumLimit, "a number of steps"),
        onOff(
            "verbose", "print what loading an app found and assumed ('app import'); off, a transcript holds only what commands print about navigation",
            \.verbose),
    ]

    /// The setting `name` names.
    static func named(_ name: String) -> Setting? {
        all.first { $0.name == name }
    }

    init(
        _ name: String, _ values: String, _ summary: String,
        read: @escaping @Sendable (Settings) -> String, write: @escaping @Sendable (inout Settings, String) -> String?
    ) {
        self.name = name
        self.values = values
        self.summary = summary
        self.read = read
        self.write = write
    }

    /// A setting that is on or off, written on/true/yes/1 or off/false/no/0.
    private static func onOff(_ name: String, _ summary: String, _ field: WritableKeyPath<Settings, Bool> & Sendable) -> Setting {
        Setting(name, "on|off", summary, read: { $0[keyPath: field] ? "on" : "off" }) { settings, value in
            switch value {
            case "on", "true", "yes", "1": settings[keyPath: field] = true
            case "off", "false", "no", "0": settings[keyPath: field] = false
            default: return "\(name) is 'on' or 'off', not '\(value)'"
            }
            return nil
        }
    }

    /// A whole number within `range`, which the refusal calls `what`.
    private static func number(
        _ name: String, _ summary: String, _ field: WritableKeyPath<Settings, Int> & Sendable, _ range: ClosedRange<Int>, _ what: String
    ) -> Setting {
        Setting(name, "N", summary, read: { String($0[keyPath: field]) }) { settings, value in
            guard let number = Int(value), range.contains(number) else {
                return "\(name) is \(what) from \(range.lowerBound) to \(range.upperBound), not '\(value)'"
            }
            settings[keyPath: field] = number
            return nil
        }
    }

    /// The words Tab offers for the value: none for a number.
    var valueWords: [String] {
        values.allSatisfy(\.isUppercase) ? [] : values.split(separator: "|").map(String.init)
    }

    /// The settings as `help set` lists them: one a line, the summaries in one column.
    static var table: String {
        let column = all.map { $0.name.count + 1 + $0.values.count }.max()! + 5
        return all.flatMap { setting in
            let head = "  \(setting.name) \(setting.values)"
            let first = head + String(repeating: " ", count: column - head.count)
            return TextWrap.fill(setting.summary.split(separator: " "), width: Settings.defaultColumns, indent: String(repeating: " ", count: column), first: first)
        }.joined(separator: "\n")
    }
}
