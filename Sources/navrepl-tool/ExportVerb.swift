import NavreplCommandLine
import NavreplKit
import NavLanguage
import NavreplExport
import NavScript
import Platform

/// `swift package navrepl export swift [FILE] [--app APP] [OPTIONS]`: the prompt's `export`
/// command, run on the app named by `--app` or by the package's navrepl.toml.
struct ExportVerb {
    /// The arguments of the `export` command, without `--app APP`.
    let commandArguments: [String]
    let app: String?

    init(arguments: [String]) {
        var rest = arguments
        var app: String?
        if let index = rest.firstIndex(of: "--app"), index + 1 < rest.count {
            app = rest[index + 1]
            rest.removeSubrange(index...index + 1)
        }
        commandArguments = rest
        self.app = app
    }

    /// Whether it names a file to write (without one the code goes to standard output).
    var writesFile: Bool {
        var words = commandArguments.dropFirst().makeIterator()
        while let word = words.next() {
            if ["--prefix", "--access", "--import"].contains(word) {
                _ = words.next()
            } else if !word.hasPrefix("--") {
                return true
            }
        }
        return false
    }

    func start() -> Never {
        let name = "swift package navrepl export"
        guard commandArguments.first == "swift" else {
            NavreplTool.fail("\(name): the plugin exports the app's router: 'export swift [FILE] [--app APP] [--prefix NAME] [--access public|internal]' (export tests writes a session's tests: run the scripts with navrepl)\n")
        }
        let suite: SuiteFile?
        do {
            suite = try SuiteFile.find()
        } catch {
            NavreplTool.fail("\(name): \(error.message)\n")
        }
        guard let app = self.app ?? suite?.app else {
            NavreplTool.fail("\(name): which app? Give --app APP (an app file, or a built-in app), or 'app = \"FILE\"' in navrepl.toml\n")
        }
        let schema: AppSchema
        do {
            schema = try AppResolver().resolve(app).schema
        } catch {
            NavreplTool.fail("\(name): --app: \(error.message)\n")
        }
        // The target's navrepl-config.json, beside its app file, as the build plugin reads it:
        // the exported router is the one the build generates; options given here win.
        var arguments = commandArguments
        if let config = RouterGeneration.config(besideAppFile: app) {
            do {
                let given = Set(arguments.filter { $0.hasPrefix("--") })
                var configured = try RouterGeneration.exportArguments(forConfig: config)[...]
                while let option = configured.first {
                    let part = configured.prefix(2)
                    configured = configured.dropFirst(part.count)
                    if !given.contains(option) { arguments += part }
                }
            } catch {
                NavreplTool.fail(error.formatted() + "\n")
            }
        }
        let streams = StandardStreams(flushesEachWrite: false)
        let interpreter = Interpreter(schema: schema, sink: TextRenderer(channel: streams), commands: .navrepl)
        let line = (["export"] + arguments.map(Self.word)).joined(separator: " ")
        interpreter.run(line, file: name)
        streams.flush()
        System.exit(interpreter.exitStatus)
    }

    /// An argument as one word of navrepl's language: quoted unless it is a plain word.
    private static func word(_ argument: String) -> String {
        let plain = !argument.isEmpty && argument.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || "-_./".unicodeScalars.contains($0)
        }
        return plain ? argument : Value.quoted(argument)
    }
}
