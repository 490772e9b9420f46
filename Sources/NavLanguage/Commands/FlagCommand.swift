import NavreplKit

/// `flag NAME true|false`: set one of the app's flags, which its redirects and guards read.
final class FlagCommand: CommandAction {
    static let spec = CommandSpec(
        "flag", "flag NAME true|false", group: .navigating,
        summary: "set one of the app's flags (an undoable step); redirects and guards read them",
        details: "An app declares its flags (flag signedIn = false); see help app. They are part of the state:\nsaved, restored, undone, and shown by state, show -v and flags.",
        example: "flag signedIn true",
        errors: "unknown flag, a value other than true or false, an app without flags",
        completion: .custom { request in
            switch request.arguments.count {
            case 0: return request.interpreter.schema.flags.map(\.name)
            case 1: return ["true", "false"]
            default: return []
            }
        }
    ) { parser, head in
        let name = try parser.name(after: head, what: "a flag name", example: "flag signedIn true")
        return FlagCommand(name: name, value: try parser.truthValue(example: "flag \(name.value) true"))
    }

    let name: Located<String>
    let value: Bool

    init(name: Located<String>, value: Bool) {
        self.name = name
        self.value = value
    }

    func run(in context: CommandContext) throws -> Output {
        try context.perform(.setFlag(name.value, value), at: name.offset)
    }
}

extension Parser {
    /// `true` or `false`, next.
    mutating func truthValue(example: String) throws -> Bool {
        let previous = tokens[index - 1]
        guard let token = peekWord(), ["true", "false"].contains(chunk.text(token)) else {
            let found = peek().flatMap { $0.kind == .separator ? nil : ", found \(describe($0))" } ?? ""
            throw Failure(offset: peekOffset(after: previous), message: "expected true or false\(found) (e.g. '\(example)')")
        }
        advance()
        return chunk.text(token) == "true"
    }
}
