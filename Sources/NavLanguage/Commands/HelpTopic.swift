/// Something `help` explains that is not a command of the language, such as `navrepl test`,
/// which runs from the shell. Topics are kept out of `CommandSet` on purpose: a
/// command set is what the parser, the completion of command names and the command cache
/// read, and a topic can be asked about but never typed as a command.
public struct HelpTopic: Sendable {
    public let name: String
    public let text: String

    /// Every topic, in the order `help` lists them.
    public static let all = [test, trace]

    public static func named(_ name: String) -> HelpTopic? {
        all.first { $0.name == name }
    }
}
