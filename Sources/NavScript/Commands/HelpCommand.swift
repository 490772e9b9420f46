import NavreplKit

/// `help [COMMAND]`: the commands by purpose, or one command's usage, example and errors,
/// all read from the commands' specs. The man page documents the same commands.
final class HelpCommand: CommandAction {
    static let spec = CommandSpec(
        "help", "help [COMMAND]", group: .session,
        summary: "list the commands, or explain one",
        example: "help push",
        completion: .custom { $0.arguments.isEmpty ? HelpCommand.subjects : [] }, cacheable: true
    ) { parser, _ in
        HelpCommand(topic: try parser.optionalName())
    }

    let topic: Located<String>?

    init(topic: Located<String>?) {
        self.topic = topic
    }

    func run(in context: CommandContext) throws -> Output {
        guard let topic else { return .text(HelpCommand.overview) }
        guard let text = HelpCommand.text(for: topic.value) else {
            let suggestion = Spelling.suggestion(for: topic.value, among: HelpCommand.subjects)
            throw context.error(
                at: topic.offset,
                "no help for '\(topic.value)'" + (suggestion.map { " (did you mean 'help \($0)'?)" } ?? " (type 'help' for the list of commands)"))
        }
        return .text(text)
    }

    /// What `help` explains: every command word, then the topics.
    static let subjects = CommandRegistry.words + HelpTopic.all.map(\.name)

    /// `help COMMAND`, for a command's name or alias, or `help TOPIC`.
    static func text(for name: String) -> String? {
        guard let spec = CommandRegistry.spec(named: name) else { return HelpTopic.named(name)?.text }
        var text = "usage: \(spec.usage)\n\n\(spec.summary)."
        if !spec.details.isEmpty { text += "\n\n" + spec.details }
        if !spec.aliases.isEmpty { text += "\n\nalso written: " + spec.aliases.joined(separator: ", ") }
        text += "\n\nexample: \(spec.example)"
        if let errors = spec.errors { text += "\nerrors: \(errors)" }
        return text
    }

    /// `help`: every command's usage and summary, by group.
    static let overview: String = {
        var lines = ["navrepl commands (type 'help COMMAND' for more):"]
        // Summaries start in one column; a usage too long for it has its summary on the next
        // line, so that the list stays readable in 80 columns whatever the longest usage.
        let width = 28
        for group in CommandGroup.allCases {
            lines.append("")
            lines.append(group.rawValue + ":")
            for spec in CommandRegistry.all where spec.group == group {
                if spec.usage.count <= width {
                    lines.append("  " + spec.usage + String(repeating: " ", count: width - spec.usage.count + 2) + spec.summary)
                } else {
                    lines.append("  " + spec.usage)
                    lines.append(String(repeating: " ", count: width + 4) + spec.summary)
                }
            }
        }
        lines.append("")
        lines.append("Commands end at a newline or ';'. '#' starts a comment. Routes: detail \"Mary Doe\", detail(name: \"Mary Doe\").")
        lines.append("Scripts as a test suite, from the shell: navrepl test (type 'help test').")
        return lines.joined(separator: "\n")
    }()
}
