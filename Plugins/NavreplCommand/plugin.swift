import PackagePlugin

/// `swift package navrepl test [PATH...]`, `swift package navrepl explore [APP]` and
/// `swift package navrepl export swift --app APP`: navrepl's verbs in the package's folder,
/// with no permission to write there (what would write says to use `navrepl-write`).
@main
struct NavreplCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) throws {
        try runTool(context, ["--read-only"] + arguments, packageManager: packageManager)
    }
}
