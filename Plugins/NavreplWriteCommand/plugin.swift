import PackagePlugin

/// `swift package --allow-writing-to-package-directory navrepl-write test --update` (and
/// `export swift FILE`, `explore --emit DIR`): the verbs of `navrepl` that write to the package.
@main
struct NavreplWriteCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) throws {
        try runTool(context, ["--may-write"] + arguments, packageManager: packageManager)
    }
}
