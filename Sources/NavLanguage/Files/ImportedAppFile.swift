/// What `navrepl-import` prints: an app file whose first `#` comment lines say what was
/// imported and assumed (`imported 2 tabs, 7 routes from 5 files; ...`, then `assumed: ...`
/// and `note: ...` lines), followed by the `app NAME { ... }` declaration. Both programs read
/// this one description of it: the importer writes it, `app import` and `--app PATH` read it.
public enum ImportedAppFile {
    public static func header(summary: String, details: [String]) -> String {
        ([summary] + details).map { "# " + oneLine($0) + "\n" }.joined()
    }

    /// The report: the header's lines without their `# `. The whole output is an app file,
    /// which `AppFile` reads as it reads any.
    public static func report(in output: String) -> [String] {
        var report: [String] = []
        for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
            guard line.hasPrefix("# ") else { break }
            report.append(String(line.dropFirst(2)))
        }
        return report
    }

    /// A line break inside a finding (a file name may hold one) would end the comment.
    private static func oneLine(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\\n")
    }
}
