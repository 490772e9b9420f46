import NavLanguage
import NavScript
/// The man page's command entries, by group, each from its spec: the usage, the summary and
/// details, the options, the example and the errors, as `help COMMAND` shows them.
enum ManualCommands {
    static func text() -> String {
        var lines: [String] = []
        for group in CommandGroup.allCases {
            lines += [".Ss \(group.rawValue)", ".Bl -tag -width Ds"]
            for spec in CommandSet.navrepl.all where spec.group == group { lines += entry(spec) }
            lines.append(".El")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func entry(_ spec: CommandSpec) -> [String] {
        // A usage of several forms (`replace ... | replace top ...`) is an item for each form,
        // sharing one text; an alias the usage does not show joins the last.
        var heads = spec.usage.split(separator: " | ").map { usage -> String in
            let word = spec.words.first { usage.hasPrefix($0 + " ") || usage == $0 } ?? spec.name
            return ".It " + ManualText.usage(String(usage), command: word)
        }
        for alias in spec.aliases where !spec.usage.contains(alias) { heads[heads.count - 1] += " , Ic \(alias)" }
        var lines = heads + ManualText.prose(ManualText.sentence(spec.summary))
        if !spec.details.isEmpty { lines += ManualText.prose(spec.details) }
        if !spec.options.isEmpty {
            lines.append(".Bl -tag -width Ds")
            for option in spec.options {
                lines.append(".It " + ManualText.usage(option.usage, command: spec.name))
                lines += ManualText.prose(ManualText.sentence((option.form.map { "\(spec.name) \($0): " } ?? "") + option.summary))
            }
            lines.append(".El")
        }
        lines += [".Pp", "Example:", ".Dl " + ManualText.escaped(spec.example).split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\\(dq")]
        if let errors = spec.errors { lines += ManualText.prose("Errors: " + errors + ".") }
        return lines
    }
}
