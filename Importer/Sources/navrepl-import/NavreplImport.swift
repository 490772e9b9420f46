import ArgumentParser
import NavLanguage
import Platform
import SwiftImport

/// `navrepl-import PATH...`: reads Swift sources and prints the app they describe as an app
/// file. navrepl runs it from beside itself for `app import` and `--app PATH`; being its own
/// program, it alone links swift-syntax.
@main
struct NavreplImport: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "navrepl-import",
        abstract: "Read a SwiftUI app's routes, tabs and modals from its Swift sources and print them as a navrepl app declaration.",
        discussion: [
            "The output is an app file: '#' comment lines saying what was imported and assumed, then one 'app NAME { ... }' declaration. Save it ('navrepl-import Sources > my.navapp') and load it with 'navrepl --app my.navapp', or let navrepl run this program: 'app import Sources' at its prompt, or 'navrepl --app Sources'. See 'man navrepl-import'.",
            "Exit status: 0 when an app was imported; 1 when the paths were read but hold no app (no .swift files, no routes, an app navrepl would refuse) or, with --strict, a navigation call, a file or a link out of the paths was not read; 2 for usage errors (an unknown option, an invalid or built-in app's --name) and for paths or a --directory that cannot be read.",
        ].joined(separator: "\n\n"),
        version: "0.1.0")

    @Argument(help: ArgumentHelp(".swift files and folders to read (folders are searched for .swift files).", valueName: "PATH"))
    var paths: [String]

    @Option(help: ArgumentHelp("The app's name, not a built-in app's (default: the @main App type's name without 'App', else the first path's, or for a folder named Sources, Source, src or '.', its project's).", valueName: "NAME"))
    var name: String?

    @Option(name: [.customShort("C"), .long], help: ArgumentHelp("Find relative paths in DIR, and report them as given (as navrepl does for a script's 'app import').", valueName: "DIR"))
    var directory: String?

    @Flag(help: "Refuse the import when a navigation call's route was not read (the report's 'not read:' lines) or a file was not read whole (it did not parse, or was skipped), or a link out of the paths given was not followed.")
    var strict = false

    func validate() throws {
        if let name, let problem = AppFile.problem(withImportedName: name) { throw ValidationError(problem) }
    }

    static func main() {
        let command: NavreplImport
        do {
            command = try parse()
        } catch {
            let message = fullMessage(for: error)
            if exitCode(for: error) == .success {
                System.write(System.standardOutput, message + "\n")
                System.exit(0)
            }
            System.write(System.standardError, message + "\n" + (message.lowercased().contains("usage:") ? "" : "Try 'navrepl-import --help' for more information.\n"))
            System.exit(2)
        }
        System.exit(command.start())
    }

    private func start() -> Int32 {
        let result: SwiftImporter.Result
        do {
            result = try SwiftImporter.run(paths, name: name, directory: directory)
        } catch {
            System.write(System.standardError, "navrepl-import: \(error.description)\n")
            return error.isUsageError ? 2 : 1
        }
        if strict, let problem = result.strictFailure {
            System.write(System.standardError, "navrepl-import: \(problem)\n")
            return 1
        }
        let failure = Array(result.appFile.utf8).withUnsafeBytes { System.writeAll(System.standardOutput, $0) }
        return failure == nil ? 0 : 1
    }
}
