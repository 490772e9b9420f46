import NavreplKit

/// `set [NAME [VALUE]]`: show or change the settings.
final class SetCommand: CommandAction {
    static let spec = CommandSpec(
        "set", "set [NAME [VALUE]]", group: .session,
        summary: "show or change a setting",
        details: Setting.table,
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
        interpreter.setUndoLimit(interpreter.settings.undoLimit)
        return changesSingleTop ? .singleTop(interpreter.settings.singleTop) : .silent
    }

    /// Setting names, then the values the named setting takes.
    private static func values(_ request: CompletionRequest) -> [String] {
        switch request.arguments.count {
        case 0: return Settings.names
        case 1:
            return Setting.all.first { $0.name == request.arguments[0] }?.valueWords ?? []
        default: return []
        }
    }
}
