import NavreplKit

/// `apps`: list the apps that can be loaded.
final class AppsCommand: CommandAction {
    static let spec = CommandSpec(
        "apps", "apps", group: .appsAndFiles,
        summary: "list the built-in apps and those declared this session; * marks the loaded one",
        example: "apps",
        completion: .nothing
    ) { _, _ in AppsCommand() }

    func run(in context: CommandContext) throws -> Output {
        .text(Listing.apps(current: context.interpreter.schema, declared: context.interpreter.declaredApps))
    }
}
