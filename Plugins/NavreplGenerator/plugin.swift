import Foundation
import PackagePlugin

/// Generates the typed router of each `.navapp` in a target, at build time, into the build
/// folder: what `navrepl export swift` writes, with the options of the target's
/// `navrepl-config.json` (`{"prefix": "Clinic", "access": "public"}`). The build
/// runs it again whenever the app file or the config changes; a problem in either fails the
/// build with an error at its file and line.
@main
struct NavreplGenerator: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else {
            throw Problem("NavreplGenerator generates Swift: '\(target.name)' is not a Swift target")
        }
        return try commands(
            for: Array(target.sourceFiles.map(\.url)), of: target.name,
            into: context.pluginWorkDirectoryURL, tool: context.tool(named: "navrepl-generate").url)
    }

    /// One command for each app file: `navrepl-generate APP --output DIR/NAME.swift`.
    func commands(for files: [URL], of target: String, into folder: URL, tool: URL) throws -> [Command] {
        let apps = files.filter { $0.pathExtension == "navapp" }
        let configs = files.filter { $0.lastPathComponent == "navrepl-config.json" }
        guard !apps.isEmpty else {
            throw Problem("target '\(target)' uses the NavreplGenerator plugin but holds no .navapp file: add the app file (navrepl's 'save' or 'app import' writes one) to its folder")
        }
        guard configs.count <= 1 else {
            throw Problem("target '\(target)' holds \(configs.count) navrepl-config.json files (\(configs.map(\.path).joined(separator: ", "))): keep one")
        }
        var names = Set<String>()
        return try apps.map { app in
            let name = app.deletingPathExtension().lastPathComponent
            guard names.insert(name).inserted else {
                throw Problem("target '\(target)' holds two app files named \(name).navapp: each generates \(name).swift, so rename one")
            }
            let output = folder.appending(components: "GeneratedSources", name + ".swift")
            let config = configs.first.map { ["--config", $0.path] } ?? []
            return .buildCommand(
                displayName: "Generating the router of \(app.lastPathComponent)",
                executable: tool,
                arguments: [app.path, "--output", output.path] + config,
                inputFiles: [app] + configs,
                outputFiles: [output])
        }
    }
}

struct Problem: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension NavreplGenerator: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        try commands(
            for: target.inputFiles.map(\.url), of: target.displayName,
            into: context.pluginWorkDirectoryURL, tool: context.tool(named: "navrepl-generate").url)
    }
}
#endif
