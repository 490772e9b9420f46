import NavLanguage
import NavScript
/// The command table of docs/apps-and-commands.md: each command's usage and summary, from its spec.
enum CommandTable {
    static func text() -> String {
        var lines = ["| command | what it does |", "| --- | --- |"]
        for spec in CommandSet.navrepl.all {
            let aliases = spec.aliases.filter { !spec.usage.contains($0) }.map { " (`\($0)`)" }.joined()
            let usages = spec.usage.split(separator: " | ").map { "`\(cell(String($0)))`" }.joined(separator: ", ")
            lines.append("| \(usages)\(aliases) | \(cell(spec.summary)) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Text safe inside a Markdown table cell, where `|` would end the cell.
    private static func cell(_ text: String) -> String {
        text.split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
    }
}
