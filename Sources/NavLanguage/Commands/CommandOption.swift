/// One option a command takes (`push --popto ROUTE`), declared in its spec as
/// swift-argument-parser's `@Option` is: `help COMMAND`, completion of option names, the
/// option reader's errors and the man page all read the declaration.
public struct CommandOption: Sendable {
    /// As written, dashes included: `--popto`, `-v`.
    public let name: String
    /// What follows it (`ROUTE`), or nil for an option that stands alone.
    public let value: String?
    public let summary: String
    /// The form of the command it belongs to (`tests` for `export tests --import`), or nil
    /// when every form takes it.
    public let form: String?

    public init(_ name: String, value: String? = nil, form: String? = nil, _ summary: String) {
        self.name = name
        self.value = value
        self.form = form
        self.summary = summary
    }

    /// The name and its value, as a usage writes it: `--popto ROUTE`.
    public var usage: String { value.map { "\(name) \($0)" } ?? name }
}

extension CommandSpec {
    /// The options a form of the command takes (every option when `form` is nil), in the
    /// order declared.
    package func options(of form: String?) -> [CommandOption] {
        options.filter { $0.form == nil || form == nil || $0.form == form }
    }

    /// The names of the options of `form` not among `given`, for completion.
    package func optionNames(of form: String? = nil, notIn given: [String]) -> [String] {
        options(of: form).map(\.name).filter { !given.contains($0) }
    }
}
