import Foundation
import PackagePlugin

/// Runs navrepl-tool in the package's folder with the plugin's arguments, its output going
/// straight to the user's terminal; a failure ends the plugin with the tool's exit status.
func runTool(_ context: PluginContext, _ arguments: [String]) throws {
    let process = Process()
    process.executableURL = try context.tool(named: "navrepl-tool").url
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
