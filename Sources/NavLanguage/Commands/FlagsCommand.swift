import NavreplKit

/// `flags`: list the app's flags with their values, and the rules that read each.
final class FlagsCommand: CommandAction {
    static let spec = CommandSpec(
        "flags", "flags", group: .lookingAround,
        summary: "list the app's flags, their values and the redirects and guards that read them",
        example: "flags",
        completion: .nothing
    ) { _, _ in FlagsCommand() }

    func run(in context: CommandContext) throws -> Output {
        .text(Listing.flags(context.interpreter.state, schema: context.interpreter.schema))
    }
}
