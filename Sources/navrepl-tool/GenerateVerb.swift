import ArgumentParser
import NavreplCommandLine
import NavLanguage
import NavScript
import Platform

/// `navrepl-tool generate`: what the NavreplGenerator build plugin runs for each `.navapp` of a
/// target. A problem is printed as a compiler prints one (`FILE:LINE:COL: error: ...`), which
/// SwiftPM and Xcode show at that place, and the build fails.
struct GenerateVerb: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "navrepl-tool generate",
        abstract: "Write the typed router of an app file, as 'export swift' does (what the NavreplGenerator build plugin runs).")

    @Argument(help: ArgumentHelp("The app file.", valueName: "APP.navapp"))
    var appFile: String

    @Option(help: ArgumentHelp("Where to write the Swift source.", valueName: "FILE.swift"))
    var output: String

    @Option(help: ArgumentHelp("The export options: {\"prefix\": NAME, \"access\": \"public\"|\"internal\"}.", valueName: "navrepl-config.json"))
    var config: String?

    func validate() throws {
        // The same file by any name: writing the router there would replace the app itself.
        if let app = System.canonicalPath(appFile), System.canonicalPath(output) == app {
            throw ValidationError("--output '\(output)' is the app file itself: write the Swift source to a file of its own (e.g. Router.swift)")
        }
        guard output.hasSuffix(".swift") else {
            throw ValidationError("--output '\(output)' does not end in .swift: the router is Swift source")
        }
    }

    func start() -> Never {
        let source: String
        do {
            source = try RouterGeneration.source(appFile: appFile, config: config)
        } catch {
            NavreplTool.fail(error.formatted() + "\n")
        }
        do {
            try StateFile.writeAtomically(source, to: output, shownAs: output, verb: "write")
        } catch {
            NavreplTool.fail("navrepl-tool generate: \(error.message)\n")
        }
        System.exit(0)
    }
}
