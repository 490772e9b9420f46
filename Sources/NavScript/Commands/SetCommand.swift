import NavreplKit

/// `set [NAME [VALUE]]`: show or change the settings.
final class SetCommand: CommandAction {
    static let spec = CommandSpec(
        "set", "set [NAME [VALUE]]", group: .session,
        summary: "show or change a setting",
        details: """
        layout regular|compact   split tabs as columns (an iPad) or as one stack (an iPhone)
        singletop on|off         every push is push --singletop: a route named as the one on top updates it
        maxframes N              longest stack printed in full (default 16)
        trace on|off             print what each change pushed, popped or switched
        explain on|off           print the SwiftUI router call each change stands for
        echo on|off              print each command before its output
        quiet on|off             do not print the stack after each change
        color on|off             colour the output
        bail on|off              stop at the first failing command (in 'navrepl test', on by default)
        undolimit N              most steps kept for undo (default 10000; older ones are dropped)
        verbose on|off           print what loading an app found and assumed ('app import'); off, a
                                 transcript holds only what commands print about navigation
        """,
        example: "set singletop on",
        errors: "unknown setting (with a suggestion), a value the setting does not take",
        completion: .custom(values)
    ) { parser, _ in
        let name = try parser.optionalName()
        return SetCommand(name: name, value: name == nil ? nil : try parser.optionalName())
    }

    let name: Located<String>?
    let value: Located<String>?

    init(name: Located<String>?, value: Located<String>?) {
        self.name = name
        self.value = value
    }

    /// Whether it sets `singletop`, which the exported router has too.
    var changesSingleTop: Bool { name?.value == "singletop" && value != nil }

    func run(in context: CommandContext) throws -> Output {
        let interpreter = context.interpreter
        guard let name else {
            return .text(Settings.names.map { Listing.padded($0, 10) + interpreter.settings.value(of: $0)! }.joined(separator: "\n"))
        }
        guard let current = interpreter.settings.value(of: name.value) else {
            throw context.error(
                at: name.offset,
                "unknown setting '\(name.value)'"
                    + Spelling.hint(for: name.value, among: Settings.names, otherwise: " (settings: \(Settings.names.joined(separator: ", ")))"))
        }
        guard let value else { return .text("\(name.value) \(current)") }
        if let problem = interpreter.settings.set(name.value, to: value.value) {
            throw context.error(at: value.offset, problem)
        }
        interpreter.history.setLimit(interpreter.settings.undoLimit)
        return .silent
    }

    /// Setting names, then the values the named setting takes.
    private static func values(_ request: CompletionRequest) -> [String] {
        switch request.arguments.count {
        case 0: return Settings.names
        case 1:
            switch request.arguments[0] {
            case "layout": return Layout.allCases.map(\.rawValue)
            case "maxframes", "undolimit": return []
            default: return ["on", "off"]
            }
        default: return []
        }
    }
}
