import Foundation
import Testing
import TestSupport

/// A green run cannot lie: a failed check fails its script whatever the transcript records,
/// `--update` never writes one down, and every failure names the app it ran on.
@Suite(.serialized)
struct TrustTests {
    static func run(_ arguments: [String], in folder: String) throws -> Binary.Result {
        let result = try Binary.run(arguments, directory: folder)
        return Binary.Result(stdout: SuiteTests.timeless(result.stdout), stderr: result.stderr, status: result.status)
    }

    /// Every form of `expect`, failing, with the error it prints: a transcript that records
    /// the error does not make the script pass, and `--update` leaves it as it is.
    @Test(arguments: [
        "expect stack create", "expect stack empty", "expect depth 3", "expect tab doctors", "expect top create",
        "expect contains create", "expect not contains list", "expect count list 2", "expect modal sheet create",
        "expect url hospital://doctors", "expect fail push create", "expect flag nowhere true", "expect nothing",
    ])
    func aFailedExpectationRecordedInTheTranscriptStillFails(_ check: String) throws {
        let folder = Binary.temporaryFolder()
        try Binary.write("push list\n\(check)\n", to: folder + "/t.nav")
        // What the check prints is written under it, as a transcript would have it.
        let printed = try Binary.run(["-q", "t.nav"], directory: folder)
        #expect(printed.status == 1)
        let error = try #require(printed.stderr.split(separator: "\n").first).replacing(#/^t\.nav:\d+:\d+: /#, with: "")
        let script = "push list\n#> patients: root > list\n\(check)\n#! \(error)\n"
        try Binary.write(script, to: folder + "/t.nav")

        let checked = try Self.run(["test", "t.nav"], in: folder)
        #expect(checked.status == 1, "\(check)")
        #expect(checked.stdout.hasPrefix("FAIL t.nav"), "\(check)")
        #expect(!checked.stdout.contains("accept it"), "\(check)")

        let updated = try Self.run(["test", "--update", "t.nav"], in: folder)
        #expect(updated.status == 1, "\(check)")
        #expect(updated.stdout.contains("--update records output only"), "\(check)")
        #expect(updated.stdout.contains("t.nav:3:"), "the failing line is named: \(check)")
        #expect(try String(contentsOfFile: folder + "/t.nav", encoding: .utf8) == script, "the file is untouched: \(check)")
    }

    /// The runner's own advice cannot turn a failure green: following it is refused, and the
    /// run still fails afterwards.
    @Test func followingTheRunnersAdviceNeverMakesAFailurePass() throws {
        let folder = try SuiteTests.suite(["t.nav": "push list\n#> patients: root > list\npop 3\nexpect stack create\n"])
        let first = try Self.run(["test"], in: folder)
        #expect(first.status == 1)
        #expect(!first.stdout.contains("--update"))
        #expect(first.stdout.contains("write a command that should be refused as 'expect fail COMMAND'"))
        let update = try Self.run(["test", "--update"], in: folder)
        #expect(update.status == 1)
        let again = try Self.run(["test"], in: folder)
        #expect(again.status == 1)
        #expect(again.stdout.hasSuffix("0 passed, 1 failed\n"))
    }

    /// Only output that differs is accepted: `expect fail` marks an intended refusal, which
    /// `--update` then writes down as output, and the script passes.
    @Test func anIntendedRefusalIsMarkedAndItsMessageRecorded() throws {
        let folder = try SuiteTests.suite(["t.nav": "push list\n#> patients: root > lis\nexpect fail pop 3\n"])
        let stale = try Self.run(["test"], in: folder)
        #expect(stale.stdout.contains("if this run is right, accept it: navrepl test --update t.nav"))
        let update = try Self.run(["test", "--update"], in: folder)
        #expect(update.status == 0)
        expectSameText(try String(contentsOfFile: folder + "/t.nav", encoding: .utf8), """
            push list
            #> patients: root > list
            expect fail pop 3
            #> refused as expected: cannot pop 3: the patients stack holds 1 route (use 'root' to go back to the root)

            """)
        #expect(try Self.run(["test"], in: folder).status == 0)
    }

    /// `expect fail` takes a command that does not read (its usage is what is checked), and
    /// one `expect fail` (its own message).
    @Test func expectFailChecksUsageAndItsOwnMessage() throws {
        let result = try Binary.run(["-e", "expect fail pop two; expect fail expect fail root; expect fail expect fail expect fail root"])
        expectSameText(result.stdout, """
            refused as expected: expected a count, found 'two' (e.g. 'pop 2')
            refused as expected: expected 'root' to fail, but it succeeded

            """)
        #expect(result.stderr.contains("error: 'expect fail' nests 2 deep at most"))
        #expect(result.status == 1)
    }

    /// A misspelt command under `expect fail` is its line's error, not a refusal that holds
    /// whatever the app does; and a transcript that recorded the refusal it was written for
    /// cannot be rewritten to the misspelling's message.
    @Test func aMisspeltCommandUnderExpectFailFails() throws {
        let script = "push list\n#> patients: root > list\nexpect fail folow detail\n#> refused as expected: no edge leads there\n"
        let folder = try SuiteTests.suite(["t.nav": script])
        let checked = try Self.run(["test"], in: folder)
        #expect(checked.status == 1)
        #expect(checked.stdout.contains("t.nav:3:13: error: unknown command 'folow' (did you mean 'follow'?)\n"), "\(checked.stdout)")
        let updated = try Self.run(["test", "--update"], in: folder)
        #expect(updated.status == 1)
        #expect(try String(contentsOfFile: folder + "/t.nav", encoding: .utf8) == script)
        // A name navrepl knows elsewhere is still a refusal to check.
        #expect(try Binary.run(["-q", "-e", "expect fail test"]).status == 0)
        // A word of a navigation API is pointed to its command.
        #expect(try Binary.run(["-q", "-e", "back"]).stderr == "-e:1:1: error: unknown command 'back' (did you mean 'pop'?)\n")
    }

    /// A scenario passes by running to its end: an `exit 0` or `quit` before it, in the script
    /// or a file it sources, fails it (the checks after never ran), and `--update` leaves it.
    @Test func aScenarioThatExitsBeforeItsEndFails() throws {
        let folder = try SuiteTests.suite([
            "early.nav": "push list\nexit 0\nexpect depth 9\n", "quits.nav": "push list\nquit\nexpect depth 9\n",
            "sourced.nav": "source .parts/stop.nav\nexpect depth 9\n", ".parts/stop.nav": "push list\nexit\n",
            "last.nav": "push list\nexit 0\n# nothing after\n",
        ])
        let run = try Self.run(["test"], in: folder)
        #expect(run.status == 1)
        #expect(run.stdout.contains("early.nav:2:1: error: the script exited before its end: line 3 on did not run"), "\(run.stdout)")
        #expect(run.stdout.contains("FAIL quits.nav"))
        #expect(run.stdout.contains("sourced.nav:1:1: error: the script exited before its end: line 2 on did not run"), "\(run.stdout)")
        #expect(run.stdout.contains("ok   last.nav"))
        #expect(run.stdout.hasSuffix("1 passed, 3 failed\n"))
        let updated = try Self.run(["test", "--update", "early.nav"], in: folder)
        #expect(updated.status == 1)
        #expect(try String(contentsOfFile: folder + "/early.nav", encoding: .utf8) == "push list\nexit 0\nexpect depth 9\n")
    }

    /// A FAIL line names the app and where it came from; a suite that names none is warned once.
    @Test func everyFailureNamesItsApp() throws {
        let folder = try SuiteTests.suite([
            "default.nav": "expect depth 1\n", "line.nav": "app routers\nexpect depth 1\n",
            "later.nav": "set bail off\nexpect depth 3\napp routers\nexpect depth 4\n",
            "config/navrepl.toml": "app = \"books\"\n", "config/c.nav": "expect depth 1\n",
        ])
        let plain = try Self.run(["test", "default.nav", "line.nav"], in: folder)
        #expect(plain.stdout.contains("FAIL default.nav (1 command, T ms) on app hospital (the built-in default)\n"))
        #expect(plain.stdout.contains("FAIL line.nav (2 commands, T ms) on app routers (from the app line at line.nav:1:1)\n"))
        // The app it first failed on, though it loaded another after.
        let later = try Self.run(["test", "later.nav"], in: folder)
        #expect(later.stdout.hasPrefix("FAIL later.nav (4 commands, T ms) on app hospital (the built-in default)\n"), "\(later.stdout)")
        #expect(plain.stderr == "navrepl test: warning: 1 script ran on the built-in hospital app, as no navrepl.toml, --app or app line names one (name the app in navrepl.toml as app = \"FILE\", or with --app)\n")

        let given = try Self.run(["test", "--app", "views", "default.nav"], in: folder)
        #expect(given.stdout.contains("FAIL default.nav (1 command, T ms) on app views (from --app)\n"))
        #expect(given.stderr.isEmpty)

        let configured = try Self.run(["test"], in: folder + "/config")
        #expect(configured.stdout.contains("FAIL c.nav (1 command, T ms) on app books (from navrepl.toml)\n"))
        #expect(configured.stderr.isEmpty)
    }

    /// Errors of commands `expect fail` cannot check, as they write files or run scripts: a
    /// script states them by failing.
    @Test func errorsOfCommandsExpectFailCannotCheck() throws {
        let transcripts = Repository.root.appendingPathComponent("Tests/NavScriptTests/Transcripts").path
        let cases: [(String, String)] = [
            ("source include/missing.nav", "error: cannot source 'include/missing.nav': No such file or directory"),
            ("source include", "error: cannot source 'include': it is a directory"),
            ("source include/cycle_a.nav", "include/cycle_b.nav:2:8: error: cannot source 'cycle_a.nav': it is already being sourced (a cycle)"),
            ("graph --dot no/such/folder/graph.dot", "error: cannot save 'no/such/folder/graph.dot': No such file or directory"),
            ("storyboard no/such/folder/lesson.html", "error: cannot save 'no/such/folder/lesson.html': No such file or directory"),
        ]
        for (command, error) in cases {
            let result = try Binary.run(["--record", "-q", "-e", command], directory: transcripts)
            #expect(result.status == 1, "\(command)")
            #expect(result.stderr.hasSuffix(error + "\n"), "\(command): \(result.stderr)")
        }
    }

    /// What a user meets in the first hour: each a regression test.
    @Test func firstHourFixes() throws {
        let help = try Binary.run(["-e", "help app"])
        #expect(help.stdout.contains("link \"https://shop.example/product/:id?ref=:ref\" -> main.item"))

        let number = try Binary.run(["-e", "push detail(name: 3)", "-e", "push detail \"3\""])
        #expect(number.stderr.contains("error: argument 'name' of route 'detail' must be a String, not '3' (write it in quotes: \"3\")"))
        #expect(number.stdout == "patients: root > detail(name: \"3\")\n")

        let explained = try Binary.run(["--explain", "-e", "pop 3"])
        #expect(explained.stdout == "router.pop(3)  // refused\n")

        let folder = try SuiteTests.suite(["s/a.nav": "pop 3\n", "navrepl.toml": "\u{FEFF}app = \"books\"\nexclude = [\".\"]\n"])
        let excluded = try Binary.run(["test"], directory: folder)
        #expect(excluded.status == 0, "a byte-order mark is read, and '.' excludes the folder: \(excluded.stdout)\(excluded.stderr)")
        #expect(excluded.stdout == "0 passed, 0 failed\n")
    }

    /// Text from the user reaches the terminal escaped, never as a control sequence.
    @Test func exploreEscapesTheUsersText() throws {
        let link = try Binary.run(["explore", "hospital", "--max-depth", "1", "--link", "hospital://x\u{1B}[31mred"])
        #expect(link.stdout.contains("hospital://x\\u{1B}[31mred does not read as a link"), "\(link.stdout)")
        #expect(!link.stdout.contains("\u{1B}"))
        let check = try Binary.run(["explore", "hospital", "--max-depth", "1", "--check", "top \u{7}"])
        #expect(check.stderr.contains("'top \\u{7}'"), "\(check.stderr)")
        #expect(!check.stderr.contains("\u{7}"))
    }

    /// A Swift file an import cannot parse is a warning on standard error, whatever the
    /// verbosity, and never part of a transcript.
    @Test func aFileThatDoesNotParseIsAWarningOnStandardError() throws {
        let folder = Binary.temporaryFolder()
        try FileManager.default.createDirectory(atPath: folder + "/App", withIntermediateDirectories: true)
        try Binary.write("enum AppRoute: Hashable { case home, detail }\nlet path: [AppRoute] = []\n", to: folder + "/App/Routes.swift")
        try Binary.write("func broken( {\n", to: folder + "/App/Broken.swift")
        let run = try Binary.run(["-q", "-e", "app import App"], directory: folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.hasPrefix("navrepl: warning: App/Broken.swift:1:"), "\(run.stderr)")
        try Binary.write("app import App\n#> main: root\n", to: folder + "/t.nav")
        let test = try Binary.run(["test", "t.nav"], directory: folder)
        #expect(test.status == 0, "\(test.stdout)")
        #expect(test.stderr.contains("navrepl: warning: App/Broken.swift:1:"), "\(test.stderr)")
    }

    /// export tests keeps the link the script opened: a universal link stays one.
    @Test func exportedTestsOpenTheLinkAsWritten() throws {
        let app = "app shop { tab main { item(id: Int) }; link \"https://shop.example/item/:id\" -> main.item }"
        let run = try Binary.run(["-q", "-e", app, "-e", "open https://shop.example/item/42", "-e", "open shop://main/item/43", "-e", "export tests"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("#expect(router.open(\"https://shop.example/item/42\"))\n"), "\(run.stdout)")
        #expect(run.stdout.contains("#expect(router.open(\"shop://main/item/43\"))\n"), "\(run.stdout)")
    }

    /// Ctrl-C stops a walk promptly, and --emit then writes nothing: no partial suite, no
    /// temporary file.
    @Test func anInterruptedEmitWritesNothing() throws {
        let folder = Binary.temporaryFolder()
        let run = try Binary.interrupted(["-e", "explore --max-depth 4 --limit 50000000 --emit Suite"], in: folder)
        #expect(run.secondsToStop < 5, "it stops promptly")
        #expect(run.status == 130)
        #expect(run.stderr.contains("error: explore: interrupted (Ctrl-C)"), "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }

    /// An interrupted walk's `--json` does not read as a clean run: every kind is unjudged.
    @Test func anInterruptedWalkJudgesNothingInItsJSON() throws {
        let run = try Binary.interrupted(["explore", "hospital", "--whole", "--max-depth", "4", "--limit", "50000000", "--json", "--ignore", "link"], in: Binary.temporaryFolder())
        #expect(run.status == 130)
        #expect(run.stdout.contains("\"interrupted\":true"), "\(run.stdout)")
        #expect(run.stdout.contains(
            "\"unjudged\":[\"unreachable\",\"trap\",\"cycle\",\"unused-flag\",\"dead-rule\",\"orphan\",\"dead-end\",\"unused-edge\",\"url\",\"check\"],"), "\(run.stdout)")
    }
}
