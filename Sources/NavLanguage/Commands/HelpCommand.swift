import NavreplKit

/// `help [COMMAND]`: the commands by purpose, or one command's usage, example and errors,
/// all read from the commands' specs. The man page documents the same commands.
final class HelpCommand: CommandAction {
    static let spec = CommandSpec(
        "help", "help [COMMAND]", group: .session,
        summary: "list the commands, or explain one",
        example: "help push",
        completion: .custom { $0.arguments.isEmpty ? HelpCommand.subjects(in: $0.interpreter.commands) : [] }, cacheable: true
    ) { parser, _ in
        HelpCommand(topic: try parser.optionalName())
    }

    let topic: Located<String>?

    init(topic: Located<String>?) {
        self.topic = topic
    }

    func run(in context: CommandContext) throws -> Output {
        let width = context.interpreter.settings.columns, commands = context.interpreter.commands
        guard let topic else { return .text(HelpCommand.overview(of: commands, width: width)) }
        guard let text = HelpCommand.text(for: topic.value, in: commands, width: width) else {
            throw context.error(
                at: topic.offset,
                "no help for '\(topic.value)'"
                    + Spelling.hint(for: topic.value, among: HelpCommand.subjects(in: commands), command: "help", otherwise: " (type 'help' for the list of commands)"))
        }
        return .text(text)
    }

    /// What `help` explains: every command word, then the topics.
    static func subjects(in commands: CommandSet) -> [String] {
        commands.words + HelpTopic.all.map(\.name)
    }

    /// `help COMMAND`, for a command's name or alias, or `help TOPIC`, its prose filled to
    /// `width` columns.
    static func text(for name: String, in commands: CommandSet, width: Int = Settings.defaultColumns) -> String? {
        guard let spec = commands.spec(named: name) else { return HelpTopic.named(name).map { TextWrap.paragraphs($0.text, width: width) } }
        var text = TextWrap.fill(spec.usage.split(separator: " "), width: width, indent: "       ", first: "usage: ").joined(separator: "\n")
            + "\n\n" + TextWrap.paragraphs(spec.summary + ".", width: width)
        if !spec.details.isEmpty { text += "\n\n" + TextWrap.paragraphs(spec.details, width: width) }
        if !spec.options.isEmpty { text += "\n\n" + optionLines(spec.options, width: width) }
        if !spec.aliases.isEmpty { text += "\n\nalso written: " + spec.aliases.joined(separator: ", ") }
        text += "\n\n" + TextWrap.fill(spec.example.split(separator: " "), width: width, indent: "         ", first: "example: ").joined(separator: "\n")
        if let errors = spec.errors { text += "\n" + TextWrap.fill(errors.split(separator: " "), width: width, indent: "        ", first: "errors: ").joined(separator: "\n") }
        return text
    }

    /// The options of `help COMMAND`, one a line, their summaries in one column.
    static func optionLines(_ options: [CommandOption], width: Int) -> String {
        let column = options.map(\.usage.count).max()! + 4
        var lines = ["options:"]
        for option in options {
            let first = "  " + option.usage + String(repeating: " ", count: column - option.usage.count - 2)
            let summary = (option.form.map { "\($0): " } ?? "") + option.summary
            lines += TextWrap.fill(summary.split(separator: " "), width: width, indent: String(repeating: " ", count: column), first: first)
        }
        return lines.joined(separator: "\n")
    }

    /// `help`: every command's usage and summary, by group, each summary filled to `width`
    /// columns in its own column.
    static func overview(of commands: CommandSet, width: Int = Settings.defaultColumns) -> String {
        var lines = ["navrepl commands (type 'help COMMAND' for more):"]
        // Summaries start in one column; a usage too long for it has its summary on the next
        // line, so that the list stays readable in 80 columns whatever the longest usage.
        let column = 28
        let indent = String(repeating: " ", count: column + 4)
        for group in CommandGroup.allCases {
            lines.append("")
            lines.append(group.rawValue + ":")
            for spec in commands.all where spec.group == group {
                let words = spec.summary.split(separator: " ")
                if spec.usage.count <= column {
                    let first = "  " + spec.usage + String(repeating: " ", count: column - spec.usage.count + 2)
                    lines += TextWrap.fill(words, width: width, indent: indent, first: first)
                } else {
                    lines += TextWrap.fill(spec.usage.split(separator: " "), width: width, indent: "      ", first: "  ")
                    lines += TextWrap.fill(words, width: width, indent: indent, first: indent)
                }
            }
        }
        lines.append("")
        lines += TextWrap.fill("Commands end at a newline or ';'. '#' starts a comment. Routes: detail \"Mary Doe\", detail(name: \"Mary Doe\").".split(separator: " "), width: width, indent: "")
        lines += TextWrap.fill("Scripts as a test suite, from the shell: navrepl test (type 'help test').".split(separator: " "), width: width, indent: "")
        lines += TextWrap.fill("What --trace and --explain print, and the updates SwiftUI needs: type 'help trace'.".split(separator: " "), width: width, indent: "")
        return lines.joined(separator: "\n")
    }
}
