/// One setting `set` shows and changes, declared once: `set`'s listing and did-you-mean, its
/// completion, `help set` and the man page all read `Setting.all`.
public struct Setting: Sendable {
    public let name: String
    /// What it takes, as `help` writes it: `on|off`, `regular|compact`, or `N` for a number.
    public let values: String
    public let summary: String

    /// Every setting, in the order `set` lists them.
    public static let all = [
        Setting("layout", "regular|compact", "split tabs as columns (an iPad) or as one stack (an iPhone)"),
        Setting("singletop", "on|off", "every push is push --singletop: a route named as the one on top updates it"),
        Setting("maxframes", "N", "longest stack printed in full (default 16)"),
        Setting("trace", "on|off", "print what each change pushed, popped or switched"),
        Setting("explain", "on|off", "print the SwiftUI router call each change stands for"),
        Setting("echo", "on|off", "print each command before its output"),
        Setting("quiet", "on|off", "do not print the stack after each change"),
        Setting("color", "on|off", "colour the output"),
        Setting("bail", "on|off", "stop at the first failing command (in 'navrepl test', on by default)"),
        Setting("undolimit", "N", "most steps kept for undo (0 to \(History.maximumLimit), default \(History.defaultLimit); older ones are dropped)"),
        Setting(
            "verbose", "on|off",
            "print what loading an app found and assumed ('app import'); off, a transcript holds only what commands print about navigation"),
    ]

    init(_ name: String, _ values: String, _ summary: String) {
        self.name = name
        self.values = values
        self.summary = summary
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
