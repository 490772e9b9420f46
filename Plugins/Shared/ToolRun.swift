import Foundation
import PackagePlugin

/// Runs navrepl-tool in the package's folder with the plugin's arguments, its output going
/// straight to the user's terminal; a failure ends the plugin with the tool's exit status.
///
/// The tool is built in release, whatever the configuration of the `swift package` command:
/// SwiftPM would build a command plugin's declared tool in debug, where `explore` walks about
/// eight times slower. The first run builds it (a minute or two); later runs reuse it.
func runTool(_ context: PluginContext, _ arguments: [String], packageManager: PackageManager) throws {
    // The usual place of the release build: when it is not there yet, say why the first run waits.
    let usual = context.package.directoryURL.appendingPathComponent(".build/release/navrepl-tool")
    if !FileManager.default.fileExists(atPath: usual.path) {
        FileHandle.standardError.write(Data("navrepl: building navrepl-tool in release, once (a minute or two); later runs start at once\n".utf8))
    }
    let build = try packageManager.build(
        .product("navrepl-tool"), parameters: PackageManager.BuildParameters(configuration: .release, logging: .concise))
    guard build.succeeded else {
        throw ToolFailure(description: "could not build navrepl-tool in release:\n" + build.logText)
    }
    guard let tool = build.builtArtifacts.first(where: { $0.kind == .executable && $0.url.lastPathComponent == "navrepl-tool" }) else {
        throw ToolFailure(description: "building navrepl-tool made no navrepl-tool (built: \(build.builtArtifacts.map(\.url.lastPathComponent)))")
    }
    let process = Process()
    process.executableURL = tool.url
    process.arguments = arguments
    process.currentDirectoryURL = context.package.directoryURL
    try process.run()
    process.waitUntilExit()
    if process.terminationReason == .uncaughtSignal {
        throw ToolFailure(description: "navrepl-tool was stopped by signal \(process.terminationStatus)")
    }
    // The tool has said what failed (a failing scenario, a usage error): end with its status
    // rather than add a second message.
    if process.terminationStatus != 0 { exit(process.terminationStatus) }
}

struct ToolFailure: Error, CustomStringConvertible {
    let description: String
}
