import NavLanguage
import NavreplExport
import Platform

// `navrepl-generate APP.navapp --output FILE.swift [--config navrepl-config.json]`: what the
// NavreplGenerator build plugin runs for each `.navapp` of a target. It writes the typed router
// as `export swift` does. A problem in the app file or the config is printed as a compiler
// prints one (`FILE:LINE:COL: error: ...`), which SwiftPM and Xcode show at that place, and
// the build fails. Its arguments are read by hand: the plugin is its one caller, and an app's
// build then compiles no argument parser for it.

let usage = "usage: navrepl-generate APP.navapp --output FILE.swift [--config navrepl-config.json]\n"

func fail(_ message: String) -> Never {
    System.write(System.standardError, "navrepl-generate: " + message + "\n" + usage)
    System.exit(2)
}

var appFile: String?, output: String?, config: String?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--output", "--config":
        guard let value = arguments.popFirst() else { fail("\(argument) needs a file") }
        if argument == "--output" { output = value } else { config = value }
    case "-h", "--help":
        System.write(System.standardOutput, usage)
        System.exit(0)
    case _ where argument.hasPrefix("-"):
        fail("unknown option '\(argument)'")
    case _ where appFile == nil:
        appFile = argument
    default:
        fail("one app file at a time: '\(argument)' after '\(appFile!)'")
    }
}
guard let appFile else { fail("no app file given") }
guard let output else { fail("no --output given: name the Swift file to write (e.g. --output Router.swift)") }
// The same file by any name: writing the router there would replace the app itself.
if let app = System.canonicalPath(appFile), System.canonicalPath(output) == app {
    fail("--output '\(output)' is the app file itself: write the Swift source to a file of its own (e.g. Router.swift)")
}
guard output.hasSuffix(".swift") else {
    fail("--output '\(output)' does not end in .swift: the router is Swift source")
}

let source: String
do {
    source = try RouterGeneration.source(appFile: appFile, config: config)
} catch {
    System.write(System.standardError, error.formatted() + "\n")
    System.exit(2)
}
do {
    try StateFile.writeAtomically(source, to: output, shownAs: output, verb: "write")
} catch {
    System.write(System.standardError, "navrepl-generate: \(error.message)\n")
    System.exit(2)
}
