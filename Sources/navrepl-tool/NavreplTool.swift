import NavreplCommandLine
import NavLanguage
import NavScript
import Platform

/// The program the command plugins run: navrepl's verbs without the REPL, so that it links
/// neither GNU readline nor swift-syntax. (The build plugin runs `navrepl-generate`, which is
/// smaller still.)
///
///     navrepl-tool [--read-only] test [PATH...] [OPTIONS]
///     navrepl-tool [--read-only] explore [APP] [OPTIONS]
///     navrepl-tool [--read-only] export swift [FILE] [--app APP] [OPTIONS]
///
/// `--read-only` is how the `navrepl` command plugin, which has no permission to write to the
/// package, runs it: what would write (`test --update`, `--junit`, `--coverage-html` or
/// `--export-tests`, `explore --emit` or `--graph`, `export swift FILE`) is refused with the
/// `navrepl-write` command that may.
///
@main
enum NavreplTool {
    static let usage = """
        usage: navrepl-tool [--read-only] test|explore|export ...
        navrepl-tool is what the navrepl command plugins run
        (swift package navrepl test|explore|export ...); 'navrepl --help' describes the verbs.

        """

    /// What `swift package navrepl` (or `navrepl-write`) alone says: the verbs as a package's
    /// developer types them.
    static func pluginUsage(_ plugin: String) -> String {
        let write = "swift package --allow-writing-to-package-directory navrepl-write"
        return """
            usage: swift package \(plugin) test [PATH...] [OPTIONS]    run the scenarios (navrepl.toml names them)
                   swift package \(plugin) explore [APP] [OPTIONS]    walk the app's states, report findings
                   swift package \(plugin) export swift [--app APP]   print the app's router (as the build makes it)
            What writes to the package runs through navrepl-write, which asks for permission:
                   \(write) test --update [PATH...]
                   \(write) explore --emit DIR | --graph FILE
                   \(write) export swift FILE [--app APP]
            Each verb's options: swift package \(plugin) test --help, and so on; 'man navrepl' for the language.

            """
    }

    static func main() {
        System.openClosedStandardDescriptors()
        System.restoreDefault(.brokenPipe)
        var arguments = Array(CommandLine.arguments.dropFirst())
        let readOnly = arguments.first == "--read-only"
        if readOnly { arguments.removeFirst() }
        // The write plugin says so, so that what is printed names it.
        let mayWrite = arguments.first == "--may-write"
        if mayWrite { arguments.removeFirst() }
        let plugin: String? = readOnly ? "navrepl" : mayWrite ? "navrepl-write" : nil
        guard let verb = arguments.first else { fail(plugin.map(pluginUsage) ?? usage) }
        if let plugin, verb == "-h" || verb == "--help" || verb == "help" {
            System.write(System.standardOutput, pluginUsage(plugin))
            System.exit(0)
        }
        let rest = Array(arguments.dropFirst())
        switch verb {
        case "test":
            let command = TestSubcommand.parsedOrExit(rest, name: "swift package navrepl test")
            if readOnly && command.writesFiles { refuseWriting("test", rest) }
            command.start(as: .packagePlugin)
        case "explore":
            if readOnly && rest.contains(where: { $0 == "--emit" || $0 == "--graph" }) { refuseWriting("explore", rest) }
            ExploreSubcommand(arguments: rest).start(as: .packagePlugin)
        case "export":
            let command = ExportVerb(arguments: rest)
            if readOnly && command.writesFile { refuseWriting("export", rest) }
            command.start()
        case "-h", "--help":
            System.write(System.standardOutput, usage)
            System.exit(0)
        default:
            fail("navrepl-tool: unknown verb '\(verb)'\n" + usage)
        }
    }

    /// The command plugin without write permission was asked to write: say how to allow it.
    private static func refuseWriting(_ verb: String, _ arguments: [String]) -> Never {
        let command = (["swift package --allow-writing-to-package-directory navrepl-write", verb] + arguments).joined(separator: " ")
        fail("swift package navrepl \(verb): this writes to the package, which 'navrepl' may not; run it as\n    \(command)\n")
    }

    static func fail(_ message: String) -> Never {
        System.write(System.standardError, message)
        System.exit(2)
    }
}
