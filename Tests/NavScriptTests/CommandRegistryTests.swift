import Foundation
import NavLanguage
import NavScript
import NavreplDocs
import NavreplKit
import Testing
import TestSupport

/// Every command is declared once, in its own file under `Sources/NavLanguage/Commands` (the
/// language's) or `Sources/NavScript/Commands` (navrepl's tools'), and in navrepl's command set; everything users see of it — parsing, `help`, did-you-mean, completion, the man
/// page, the README and a transcript — follows from that declaration. A command missing from
/// any of them fails here, by name.
struct CommandRegistryTests {
    static let commandsFolders = ["Sources/NavLanguage/Commands", "Sources/NavScript/Commands"].map(Repository.root.appendingPathComponent)
    static let names = CommandSet.navrepl.all.map(\.name)

    /// The name of every `CommandSpec` declared in the command files, with the file.
    static func declaredSpecs() throws -> [(name: String, file: String)] {
        let declaration = try Regex(#"static let \w+ = CommandSpec\(\s*"([^"]+)""#)
        var found: [(String, String)] = []
        for folder in commandsFolders {
            for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".swift") {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                for match in text.matches(of: declaration) {
                    found.append((String(match.output[1].substring ?? ""), folder.lastPathComponent + "/" + file))
                }
            }
        }
        return found
    }

    @Test func everyDeclaredCommandIsRegisteredOnce() throws {
        let declared = try Self.declaredSpecs()
        #expect(declared.count >= 30)
        for (name, file) in declared {
            #expect(Self.names.filter { $0 == name }.count == 1, "'\(name)' is declared in \(file) but not in CommandSet.navrepl")
        }
        #expect(Set(Self.names).count == Self.names.count, "a command is registered twice")
        let words = CommandSet.navrepl.words
        #expect(Set(words).count == words.count, "two commands share a name or alias")
    }

    @Test(arguments: CommandSet.navrepl.all.map(\.name))
    func everyCommandParsesHasHelpAndIsDocumented(name: String) throws {
        let spec = try #require(CommandSet.navrepl.spec(named: name))
        let interpreter = run("help \(name)")
        #expect(interpreter.errors == "", "'help \(name)' fails")
        // Help is filled to 80 columns: compared word by word.
        func words(_ text: String) -> String { text.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
        #expect(interpreter.output.hasPrefix("usage: "))
        #expect(words(interpreter.output).hasPrefix(words("usage: \(spec.usage) \(spec.summary).")))
        let overview = run("help").output
        #expect(words(overview).contains(words(spec.usage + " " + spec.summary)), "'help' does not list '\(name)'")
        for word in spec.words {
            // The parser knows the word: whatever else goes wrong, it is not an unknown command.
            #expect(!run(word).errors.contains("unknown command"), "the parser does not know '\(word)'")
            #expect(completions(for: "").contains(word), "completion does not offer '\(word)'")
            // A whole entry: `.It Ic pop` does not count for `popto`.
            #expect(Self.manual.contains("Ic \(word)\n") || Self.manual.contains("Ic \(word) "), "the man page does not document '\(word)'")
        }
        let tableRows = Self.readme.split(separator: "\n").filter { $0.hasPrefix("| `") }
        #expect(tableRows.contains { $0.contains("`\(name) ") || $0.contains("`\(name)`") }, "docs/apps-and-commands.md's command table does not list '\(name)'")
        #expect(Self.transcriptCommands.contains(name), "no transcript test runs '\(name)'")
    }

    /// The man page's command entries and the README's command table are generated from the
    /// specs: the committed text must be what they generate now.
    @Test(arguments: GeneratedRegion.all.map(\.path))
    func generatedDocumentationIsUpToDate(path: String) throws {
        let region = try #require(GeneratedRegion.all.first { $0.path == path })
        let committed = try String(contentsOf: Repository.root.appendingPathComponent(path), encoding: .utf8)
        let generated = try #require(region.replacing(in: committed), "\(path) lacks the lines '\(region.begin)' and '\(region.end)'")
        #expect(committed == generated, "\(path) differs from what the command specs generate: run scripts/gendocs, then read the diff")
    }

    /// An option's errors and its line in `help` come from its command's declared options.
    @Test func optionsAreReadByTheirDeclaration() {
        #expect(run("push list --singeltop").errors == "<test>:1:11: error: unknown option '--singeltop' for push (did you mean '--singletop'?)\n")
        #expect(run("push list --x").errors == "<test>:1:11: error: unknown option '--x' for push (it takes --popto ROUTE, --inclusive and --singletop)\n")
        #expect(run("push list --singletop --singletop").errors == "<test>:1:23: error: option '--singletop' is given twice\n")
        #expect(run("help state").output == """
            usage: state [--json]

            print the whole state: every tab's stack and the modals.

            options:
              --json  print the state as JSON, as save writes it

            example: state --json

            """)
    }

    @Test func aMisspeltCommandIsSuggested() {
        #expect(run("pusj list").errors == "<test>:1:1: error: unknown command 'pusj' (did you mean 'push'?)\n")
        #expect(run("hepl push").errors == "<test>:1:1: error: unknown command 'hepl' (did you mean 'help'?)\n")
    }

    /// Completion after `expect` offers every form the parser takes, `url` included (it once
    /// did not).
    @Test func completionOffersEveryExpectation() {
        #expect(completions(for: "expect ") == ["contains", "count", "depth", "fail", "flag", "modal", "no", "not", "stack", "tab", "top", "url"])
        #expect(completions(for: "expect not ") == ["contains"])
        #expect(completions(for: "expect count de") == ["detail"])
        #expect(completions(for: "expect fail pu") == ["push"])
        #expect(completions(for: "set layout ") == ["compact", "regular"])
        #expect(completions(for: "dismiss ") == ["all"])
        #expect(completions(for: "go doctors.d") == ["doctors.detail"])
        #expect(completions(for: "help te") == ["test"])
    }

    // MARK: Helpers

    static let manual = (try? String(contentsOf: Repository.root.appendingPathComponent("man/navrepl.1"), encoding: .utf8)) ?? ""
    /// The command table, in the documentation's page of commands.
    static let readme = (try? String(contentsOf: Repository.root.appendingPathComponent("docs/apps-and-commands.md"), encoding: .utf8)) ?? ""

    /// The command words the transcript tests and demos run: each statement's first word, and
    /// the command an `expect fail` checks.
    static let transcriptCommands: Set<String> = {
        var commands: Set<String> = []
        for folder in [TranscriptTests.folder, TranscriptTests.demoFolder] {
            for name in TranscriptTests.scripts(in: folder) {
                let text = (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)) ?? ""
                for line in text.split(separator: "\n") where !line.hasPrefix("#") {
                    for statement in line.split(separator: ";") {
                        let words = statement.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
                        guard let first = words.first else { continue }
                        commands.insert(first)
                        // What `expect fail` checks, however deep (`expect fail expect fail quit`).
                        var checked = words[...]
                        while checked.count > 2, checked.first == "expect", checked.dropFirst().first == "fail" {
                            checked = checked.dropFirst(2)
                            commands.insert(checked.first!)
                        }
                    }
                }
            }
        }
        return commands
    }()

    /// The language on its own (what `NavScenario` runs) leaves navrepl's tools out: each is
    /// refused with where it runs, and neither `help` nor completion offers it.
    @Test func theLanguageLeavesTheToolsOut() {
        let tools = Set(CommandSet.navrepl.words).subtracting(CommandSet.language.words)
        #expect(tools == ["explore", "export", "storyboard", "graph"])
        // Only navrepl's scenarios are recorded for the pictures: nothing reads them on an app's router.
        #expect(CommandSet.navrepl.readsPictures && !CommandSet.language.readsPictures)
        for tool in tools {
            let (_, errors) = run("\(tool) x", commands: .language)
            #expect(errors.contains("'\(tool)' is one of navrepl's tools, not a command of scenarios run on an app's router (run this script with navrepl test)"), "\(errors)")
        }
        #expect(run("pusj list", commands: .language).errors.contains("did you mean 'push'?"))
        let help = run("help", commands: .language).output
        #expect(help.contains("push ROUTE") && !help.contains("explore") && !help.contains("storyboard"))
        #expect(run("help graph", commands: .language).errors.contains("no help for 'graph'"))
        #expect(!completions(for: "", commands: .language).contains("export"))
    }

    func run(_ text: String, commands: CommandSet = .navrepl) -> (output: String, errors: String) {
        let capture = OutputCapture()
        let interpreter = Interpreter(schema: BuiltinApps.hospital, sink: TextRenderer(channel: capture), commands: commands)
        interpreter.allowsFileAccess = false
        interpreter.run(text, file: "<test>")
        return (capture.output, capture.errors)
    }

    /// Where file access is off (a check's judge, the fuzzer), explore writes no suite or graph.
    @Test func exploreWritesNothingWithFileAccessOff() {
        #expect(run("explore --max-depth 1 --emit Suite").errors == "<test>:1:30: error: file access is turned off here: cannot use 'Suite'\n")
        #expect(run("explore --max-depth 1 --graph g.dot").errors == "<test>:1:31: error: file access is turned off here: cannot use 'g.dot'\n")
    }

    /// push's options, replace's `top`, flags and their values complete as the parser reads them.
    @Test func completionOffersOptionsAndFlags() {
        let shop = "app shop { flag signedIn; tab main { list; item(id: Int); cart } }; push list > item 1"
        #expect(completions(for: "push list ", after: shop) == ["--popto", "--singletop"])
        #expect(completions(for: "push list --popto ", after: shop).sorted() == ["item", "list", "root"])
        #expect(completions(for: "push list --popto list ", after: shop) == ["--inclusive", "--singletop"])
        #expect(completions(for: "push list --singletop ", after: shop) == ["--popto"])
        #expect(completions(for: "replace ", after: shop) == ["cart", "item", "list", "top"])
        #expect(completions(for: "replace top ", after: shop) == ["cart", "item", "list"])
        #expect(completions(for: "flag ", after: shop) == ["signedIn"])
        #expect(completions(for: "flag signedIn ", after: shop) == ["false", "true"])
        #expect(completions(for: "expect flag signedIn ", after: shop) == ["false", "true"])
        #expect(completions(for: "app ").contains("show"))
    }

    /// `app import` takes files and folders, as many as given.
    @Test func appImportCompletesFileNames() {
        let files: [String] = ["App.swift", "Sources/"]
        #expect(completions(for: "app ", files: files) == ["App.swift", "Sources/", "books", "hospital", "import", "navigator", "none", "routers", "show", "views"])
        #expect(completions(for: "app import ", files: files) == files)
        #expect(completions(for: "app import Sources/ ", files: files) == files)
        #expect(completions(for: "app import --", files: files) == ["--name", "--strict"])
        #expect(completions(for: "app import --strict ", files: files) == files)
        #expect(completions(for: "app import --strict --", files: files) == ["--name"])
        #expect(completions(for: "app import --name ", files: files) == [])
        #expect(completions(for: "app import --name shop --", files: files) == ["--strict"])
        #expect(completions(for: "app import Sources --", files: files) == [])
    }

    /// After a route that still needs an argument, Tab offers what it may be (a closed set's
    /// values, true or false, else the parameter's label), not push's options.
    @Test func completionSaysWhatARouteStillNeeds() {
        #expect(completions(for: "push detail ") == ["name:"])
        #expect(completions(for: "push detail \"Ann\" ") == ["--popto", "--singletop"])
        #expect(completions(for: "push transportation ", after: "app routers; tab b").prefix(2) == ["airplane", "bicycle"])
    }

    /// export offers what it writes, then its options not yet given and file names.
    @Test func completionOffersExportsAndTheirOptions() {
        #expect(completions(for: "export ") == ["swift", "tests"])
        #expect(completions(for: "export tests ") == ["--import", "--prefix", "--type"])
        #expect(completions(for: "export tests T.swift --import ") == [])
        #expect(completions(for: "export tests T.swift --import M ") == ["--prefix", "--type"])
        #expect(completions(for: "export swift ") == ["--access", "--prefix", "--type"])
        #expect(completions(for: "export swift --access ") == ["internal", "public"])
        #expect(completions(for: "export swift --prefix Shop ") == ["--access", "--type"])
        // --type offers each String or Int parameter, and may be given again.
        #expect(completions(for: "export swift --type ") == ["detail.name="])
        #expect(completions(for: "export swift --type detail.name=Name ") == ["--access", "--prefix", "--type"])
    }

    func completions(for line: String, after setup: String = "", files: [String] = [], commands: CommandSet = .navrepl) -> [String] {
        let interpreter = Interpreter(schema: BuiltinApps.hospital, sink: TextRenderer(channel: OutputCapture()), commands: commands)
        interpreter.run(setup, file: "<setup>")
        let wordStart = line.lastIndex(of: " ").map { line.utf8.distance(from: line.utf8.startIndex, to: $0) + 1 } ?? 0
        let word = String(line.utf8.dropFirst(wordStart))!
        return Completion.candidates(line: line, wordStart: wordStart, word: word, interpreter: interpreter, files: { _ in files })
    }
}
