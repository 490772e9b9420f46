import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import TestSupport

/// `navrepl test` end to end: folders of scripts run as a suite, what it prints, its exit
/// statuses, transcripts and `--update`, and the reports CI servers read.
@Suite(.serialized)
struct SuiteTests {
    /// Writes `files` (path: text) into a fresh folder and returns it.
    static func suite(_ files: [String: String]) throws -> String {
        let folder = Binary.temporaryFolder()
        for (path, text) in files {
            let full = folder + "/" + path
            try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Binary.write(text, to: full)
        }
        return folder
    }

    /// The output with each file's time, which varies from run to run, as `T`.
    static func timeless(_ text: String) -> String {
        text.replacing(/, \d+ ms\)/, with: ", T ms)")
    }

    static let passing = "push list\nexpect depth 1\npush detail \"Mary Doe\"\nexpect top detail\n"
    static let failing = "push list\nexpect stack list > create\npush create\n"
    static let transcript = "push list\n#> patients: root > list\n\n# a comment\ntab doctors\n#> doctors: root\n"

    /// What a suite that names no app says once on standard error, for `count` scripts.
    static func defaultAppWarning(_ count: Int) -> String {
        "navrepl test: warning: \(count) script\(count == 1 ? "" : "s") ran on the built-in hospital app, as no navrepl.toml, --app or app line "
            + "names one (name the app in navrepl.toml as app = \"FILE\", or with --app)\n"
    }

    /// `--app` sets the app every script starts with; a script that loads its own keeps it.
    @Test func theSuitesAppIsEachScriptsUnlessItLoadsItsOwn() throws {
        let folder = Binary.temporaryFolder()
        try Binary.write("app clinic {\n  tab ward { bed(number: Int) }\n}\n", to: folder + "/clinic.navapp")
        try Binary.write("push bed 4\n#> ward: root > bed(number: 4)\n", to: folder + "/ward.nav")
        try Binary.write("app navigator\n#> main: root\npush first\n#> main: root > first\n", to: folder + "/own.nav")
        let run = try Binary.run(["test", "--app", "clinic.navapp", "ward.nav", "own.nav"], directory: folder)
        #expect(run.status == 0, "\(run.stdout)")
        #expect(run.stdout.hasSuffix("2 passed, 0 failed\n"), "\(run.stdout)")
        let without = try Binary.run(["test", "ward.nav"], directory: folder)
        #expect(without.status == 1)
        let unknown = try Binary.run(["test", "--app", "nowhere", "ward.nav"], directory: folder)
        #expect(unknown.status == 2)
        #expect(unknown.stderr.hasPrefix("navrepl test: --app: unknown app 'nowhere'"), "\(unknown.stderr)")
    }

    /// navrepl.toml, found here or above, sets the suite's app, paths, jobs and exclusions;
    /// the command line wins, and an unknown key is an error at its line.
    @Test func aSuiteFileAboveSetsTheSuitesDefaults() throws {
        let folder = Binary.temporaryFolder()
        try FileManager.default.createDirectory(atPath: folder + "/Scenarios/include", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/Sources", withIntermediateDirectories: true)
        try Binary.write("app clinic {\n  tab ward { bed(number: Int) }\n}\n", to: folder + "/clinic.navapp")
        try Binary.write("# the suite\napp = \"clinic.navapp\"  # its app\npaths = [\"Scenarios\"]\njobs = 2\nexclude = [\"Scenarios/include\"]\n", to: folder + "/navrepl.toml")
        try Binary.write("push bed 4\n#> ward: root > bed(number: 4)\n", to: folder + "/Scenarios/ward.nav")
        try Binary.write("not a scenario\n", to: folder + "/Scenarios/include/part.nav")
        let here = try Binary.run(["test"], directory: folder)
        #expect(here.status == 0, "\(here.stdout)\(here.stderr)")
        expectSameText(SuiteTests.timeless(here.stdout), "ok   Scenarios/ward.nav (1 command, T ms)\n1 passed, 0 failed\n")
        let below = try Binary.run(["test"], directory: folder + "/Sources")
        expectSameText(SuiteTests.timeless(below.stdout), "ok   ../Scenarios/ward.nav (1 command, T ms)\n1 passed, 0 failed\n")
        let overridden = try Binary.run(["test", "--app", "hospital", "Scenarios/ward.nav"], directory: folder)
        #expect(overridden.status == 1)
        try Binary.write("app = \"clinic.navapp\"\ncolour = \"never\"\n", to: folder + "/navrepl.toml")
        let unknown = try Binary.run(["test"], directory: folder)
        #expect(unknown.status == 2)
        #expect(unknown.stderr == "navrepl test: navrepl.toml:2: unknown key 'colour' (navrepl.toml takes app, paths, jobs, exclude, ignore)\n")
    }

    /// A script checked out with CR LF endings is read as its lines: a wrong transcript fails,
    /// and --update keeps the endings and a shebang first.
    @Test func aCRLFScriptIsCheckedAndKeepsItsEndings() throws {
        let folder = Binary.temporaryFolder()
        try Binary.write("push list\r\n#> patients: root > WRONG\r\n", to: folder + "/crlf.nav")
        let wrong = try Binary.run(["test", "crlf.nav"], directory: folder)
        #expect(wrong.status == 1, "\(wrong.stdout)")
        try Binary.write("#!/usr/bin/env navrepl\r\necho \"before\"\r\npush list\r\n", to: folder + "/bang.nav")
        let update = try Binary.run(["test", "--update", "crlf.nav", "bang.nav"], directory: folder)
        #expect(update.status == 0, "\(update.stdout)")
        #expect(try String(contentsOfFile: folder + "/crlf.nav", encoding: .utf8) == "push list\r\n#> patients: root > list\r\n")
        #expect(try String(contentsOfFile: folder + "/bang.nav", encoding: .utf8)
            == "#!/usr/bin/env navrepl\r\necho \"before\"\r\n#> before\r\npush list\r\n#> patients: root > list\r\n")
    }

    /// Output holding CR, NUL or a line separator is written into a transcript escaped, so it
    /// can never become a command; a file that is not UTF-8 is not rewritten.
    @Test func updateNeverWritesACommandOrRepairsBytes() throws {
        let folder = Binary.temporaryFolder()
        try Binary.write("echo \"a\\rpop 3\\u{2028}b\\0c\"\n", to: folder + "/echo.nav")
        let update = try Binary.run(["test", "--update", "echo.nav"], directory: folder)
        #expect(update.status == 0, "\(update.stdout)")
        #expect(try String(contentsOfFile: folder + "/echo.nav", encoding: .utf8) == "echo \"a\\rpop 3\\u{2028}b\\0c\"\n#> a\\rpop 3\\u{2028}b\\0c\n")
        #expect(try Binary.run(["test", "echo.nav"], directory: folder).status == 0)
        let bad: [UInt8] = Array("push list\n#> x\n".utf8) + [0xFF, 0x0A]
        _ = FileManager.default.createFile(atPath: folder + "/bad.nav", contents: Data(bad))
        let refused = try Binary.run(["test", "--update", "bad.nav"], directory: folder)
        #expect(refused.status == 1)
        #expect(refused.stdout.contains("'bad.nav' is not UTF-8 text: --update leaves it as it is"), "\(refused.stdout)")
        #expect(FileManager.default.contents(atPath: folder + "/bad.nav") == Data(bad))
        // Lines inside a multi-line string or block are the command's, whatever they start with.
        let inside = "app x {\n  tab t {\n#> in the block\n    a\n  }\n}\necho \"one\n#> in the string\nthree\"\n"
        try Binary.write(inside, to: folder + "/inside.nav")
        #expect(try Binary.run(["test", "--update", "inside.nav"], directory: folder).status == 0)
        #expect(try String(contentsOfFile: folder + "/inside.nav", encoding: .utf8) == """
            app x {
              tab t {
            #> in the block
                a
              }
            }
            #> t: root
            echo "one
            #> in the string
            three"
            #> one
            #> #> in the string
            #> three

            """)
        #expect(try Binary.run(["test", "inside.nav"], directory: folder).status == 0)
    }

    /// Reports stay well formed and terminals safe whatever the names and the output hold.
    @Test func reportsEscapeWhatTheirFormatsCannotHold() throws {
        let folder = Binary.temporaryFolder()
        let name = "x\rok   y\u{FFFF}.nav"
        try Binary.write("echo \"\u{FFFE}\u{2028}\"\n#> wrong\n", to: folder + "/" + name)
        let run = try Binary.run(["test", "--junit", "r.xml", "."], directory: folder)
        #expect(run.status == 1)
        #expect(run.stdout.hasPrefix("FAIL x\\u{D}ok   y\u{FFFF}.nav ("), "\(run.stdout)")
        #expect(!run.stdout.contains("\r"))
        let xml = try String(contentsOfFile: folder + "/r.xml", encoding: .utf8)
        #expect(!xml.unicodeScalars.contains { $0.value == 0xFFFE || $0.value == 0xFFFF || $0 == "\r" })
        let tap = try Binary.run(["test", "--tap", "."], directory: folder)
        #expect(!tap.stdout.unicodeScalars.contains { $0.value == 0xFFFE || $0 == "\u{2028}" || $0 == "\r" }, "\(tap.stdout)")
    }

    /// A script larger than navrepl test holds whole is read as it runs: its transcript is
    /// still checked to the last line, a mismatch named at its command, and --update still
    /// rewrites it.
    @Test func aLargeScriptIsCheckedToItsLastLine() throws {
        let folder = Binary.temporaryFolder()
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let cycle = "push list\n#> patients: root > list\n# a note\npop\n#> patients: root\n"
        let count = 17_000
        try Binary.write(String(repeating: cycle, count: count) + "push create\n#> patients: root > lost\n", to: folder + "/long.nav")
        #expect(try FileManager.default.attributesOfItem(atPath: folder + "/long.nav")[.size] as! Int > 1 << 20)
        let run = try Binary.run(["test", "long.nav"], directory: folder)
        #expect(run.status == 1)
        #expect(run.stdout.contains("long.nav:\(5 * count + 1):1: error: the command's output differs from its transcript"), "\(run.stdout)")
        #expect(run.stdout.contains("+ #> patients: root > create"), "\(run.stdout)")
        let update = try Binary.run(["test", "--update", "long.nav"], directory: folder)
        #expect(update.status == 0, "\(update.stdout)\(update.stderr)")
        #expect(try String(contentsOfFile: folder + "/long.nav", encoding: .utf8).hasSuffix("push create\n#> patients: root > create\n"))
        #expect(try Binary.run(["test", "long.nav"], directory: folder).status == 0)
    }

    /// Discovery says what it passed over (a FIFO, a link to nothing, a link out to /), and a
    /// shard is the same however the suite's folder is named.
    @Test func discoveryReportsWhatItSkipsAndShardsBySuitePath() throws {
        let folder = Binary.temporaryFolder()
        try FileManager.default.createDirectory(atPath: folder + "/s/sub", withIntermediateDirectories: true)
        for number in 1...6 { try Binary.write("push list\n", to: folder + "/s/sub/t\(number).nav") }
        #expect(mkfifo(folder + "/s/pipe.nav", 0o644) == 0)
        try FileManager.default.createSymbolicLink(atPath: folder + "/s/dangling.nav", withDestinationPath: "nowhere.nav")
        try FileManager.default.createSymbolicLink(atPath: folder + "/s/up", withDestinationPath: "/")
        let run = try Binary.run(["test", "s"], directory: folder)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.hasSuffix("6 passed, 0 failed\n"))
        expectSameText(run.stderr, """
            navrepl test: skipped s/dangling.nav: a symbolic link to nothing
            navrepl test: skipped s/pipe.nav: not a regular file
            navrepl test: skipped s/up: a link to a folder outside the suite (/)
            \(Self.defaultAppWarning(6))
            """)
        let shards = try ["s", "./s", folder + "/s"].map { path in
            try Binary.run(["test", "--shard", "1/2", path], directory: folder).stdout.split(separator: "\n")
                .compactMap { $0.split(separator: " ").first { $0.hasSuffix(".nav") }?.split(separator: "/").last }
        }
        #expect(shards[0] == shards[1] && shards[1] == shards[2] && !shards[0].isEmpty, "\(shards)")
    }

    @Test func aSuiteOfPassingAndFailingScriptsInNestedFolders() throws {
        let folder = try Self.suite([
            "checkout.nav": Self.passing,
            "flows/payments.nav": Self.failing,
            "flows/deep/transcript.nav": Self.transcript,
            "flows/notes.txt": "not a script\n",
            ".hidden/skipped.nav": "pop 5\n",
        ])
        let result = try Binary.run(["test"], directory: folder)
        expectSameText(Self.timeless(result.stdout), """
            ok   checkout.nav (4 commands, T ms)
            ok   flows/deep/transcript.nav (2 commands, T ms)
            FAIL flows/payments.nav (2 commands, T ms) on app hospital (the built-in default)
              flows/payments.nav:2:1: error: expected stack list > create, but the patients stack is root > list
                expected: root > list > create
                actual:   root > list
            2 passed, 1 failed

            """)
        #expect(result.stderr == Self.defaultAppWarning(3))
        #expect(result.status == 1)

        let passingOnly = try Binary.run(["test", folder + "/checkout.nav", folder + "/flows/deep"])
        #expect(passingOnly.status == 0)
        #expect(passingOnly.stdout.hasSuffix("\n2 passed, 0 failed\n"))
    }

    @Test func aTranscriptMismatchShowsTheLinesThatDiffer() throws {
        let folder = try Self.suite([
            "t.nav": "push list\n#> patients: root > create\nexpect fail pop 3\n#> refused as expected: wrong\nexpect depth 1\n",
            "u.nav": "push list\n#> patients: root > create\npop 3\n#! t.nav:3:5: error: wrong\nexpect depth 1\n",
        ])
        let result = try Binary.run(["test", "t.nav"], directory: folder)
        expectSameText(Self.timeless(result.stdout), """
            FAIL t.nav (1 command, T ms) on app hospital (the built-in default)
              t.nav:1:1: error: the command's output differs from its transcript
                (- the script's transcript, + what this run printed)
                - #> patients: root > create
                + #> patients: root > list
                first difference: #> patients: root > »create« / #> patients: root > »list«
                if this run is right, accept it: navrepl test --update t.nav
            0 passed, 1 failed

            """)
        #expect(result.status == 1)
        // The run stops at the first difference; the lines after it are run before --update is
        // offered, and a failure there is reported instead.
        let later = try Binary.run(["test", "u.nav"], directory: folder)
        #expect(!later.stdout.contains("accept it"), "\(later.stdout)")
        #expect(later.stdout.contains("  u.nav:3:5: error: cannot pop 3: the patients stack holds 1 route"), "\(later.stdout)")
        // The line counts the commands that run ran to the end, not the one it stopped at.
        #expect(Self.timeless(later.stdout).hasPrefix("FAIL u.nav (3 commands, T ms)"), "\(later.stdout)")
    }

    /// A transcript records output, never a verdict: an error it records fails the script
    /// as one it does not, and neither is offered to `--update`.
    @Test func anErrorFailsItsScriptWhetherTheTranscriptRecordsItOrNot() throws {
        let recorded = "pop 3\n#! t.nav:1:5: error: cannot pop 3: the patients stack is already at its root\n"
        let folder = try Self.suite(["t.nav": recorded, "u.nav": "push list\n#> patients: root > list\npop 3\n"])
        let result = try Binary.run(["test"], directory: folder)
        expectSameText(Self.timeless(result.stdout), """
            FAIL t.nav (1 command, T ms) on app hospital (the built-in default)
              t.nav:1:5: error: cannot pop 3: the patients stack is already at its root
            FAIL u.nav (2 commands, T ms) on app hospital (the built-in default)
              u.nav:3:5: error: cannot pop 3: the patients stack holds 1 route (use 'root' to go back to the root)
                (- the script's transcript, + what this run printed)
                + #! error: cannot pop 3: the patients stack holds 1 route (use 'root' to go back to the root)
                a transcript does not excuse a failure: fix the script, or write a command that should be refused as 'expect fail COMMAND'
            0 passed, 2 failed

            """)
        #expect(result.status == 1)
    }

    @Test func aScriptStopsAtItsFirstFailureUnlessBailIsTurnedOff() throws {
        let twoFailures = "pop\nexpect depth 3\npush list\n"
        let folder = try Self.suite(["a.nav": twoFailures, "b.nav": "set bail off\n" + twoFailures, "c.nav": "push list\nexit 3\n"])
        let result = try Binary.run(["test"], directory: folder)
        expectSameText(Self.timeless(result.stdout), """
            FAIL a.nav (1 command, T ms) on app hospital (the built-in default)
              a.nav:1:1: error: cannot pop 1: the patients stack is already at its root
            FAIL b.nav (4 commands, T ms) on app hospital (the built-in default)
              b.nav:2:1: error: cannot pop 1: the patients stack is already at its root
              b.nav:3:1: error: expected depth 3, but the patients stack has depth 0
            FAIL c.nav (2 commands, T ms) on app hospital (the built-in default)
              c.nav:2:1: error: the script exited with status 3
            0 passed, 3 failed

            """)
    }

    @Test func sourceAndAppFilesAreReadRelativeToTheScript() throws {
        let folder = try Self.suite([
            "suite/flows/main.nav": "source helpers/setup.nav\nexpect stack list\napp ../clinic.navapp\nexpect tab patients\nsource helpers/broken.nav\n",
            "suite/flows/helpers/setup.nav": "push list\n",
            "suite/flows/helpers/broken.nav": "pop 9\n",
            "suite/clinic.navapp": "app clinic {\n  tab patients {\n    list\n  }\n}\n",
        ])
        let result = try Binary.run(["test", "suite/flows/main.nav"], directory: folder)
        expectSameText(Self.timeless(result.stdout), """
            FAIL suite/flows/main.nav (7 commands, T ms) on app clinic (from the app line at suite/flows/main.nav:3:1)
              suite/flows/helpers/broken.nav:1:5: error: cannot pop 9: the patients stack is already at its root
            0 passed, 1 failed

            """)
    }

    /// Each script has its own state, app, apps declared, settings and history: what one does
    /// is not seen by the next, on one thread or several.
    @Test func nothingLeaksBetweenScripts() throws {
        let changer = """
            app none
            push anything
            app shop {
              tab cart { list }
            }
            set quiet on
            set singletop on
            push list

            """
        let checker = """
            expect tab patients
            expect depth 0
            expect fail app shop
            #> refused as expected: unknown app 'shop' (apps: none, hospital, views, routers, navigator, books; or give a file such as 'clinic.navapp')
            set quiet
            #> quiet off
            set singletop
            #> singletop off
            history
            #> no changes yet

            """
        var files: [String: String] = [:]
        for index in 0..<20 {
            files[String(format: "s%02d_a.nav", index)] = changer
            files[String(format: "s%02d_b.nav", index)] = checker
        }
        let folder = try Self.suite(files)
        for jobs in ["1", "4"] {
            let result = try Binary.run(["test", "--quiet", "--jobs", jobs], directory: folder)
            #expect(result.stdout == "40 passed, 0 failed\n", "--jobs \(jobs)")
            #expect(result.status == 0)
        }
    }

    @Test func theOutputOrderDoesNotDependOnTheJobs() throws {
        var files: [String: String] = [:]
        for index in 0..<60 { files["f\(index % 7)/s\(index).nav"] = index % 5 == 0 ? Self.failing : Self.passing }
        let folder = try Self.suite(files)
        let one = try Binary.run(["test", "--jobs", "1"], directory: folder)
        let many = try Binary.run(["test", "-j8"], directory: folder)
        expectSameText(Self.timeless(many.stdout), Self.timeless(one.stdout))
        #expect(one.stdout.hasSuffix("48 passed, 12 failed\n"))
    }

    @Test func updateRewritesTranscriptsAndKeepsEverythingElse() throws {
        let stale = """
            # The checkout flow.
            push list
            #> patients: root > nothing

            expect fail pop 3
            tab doctors   # a comment stays
            #! old error
            #> doctors: root

            """
        let folder = try Self.suite(["flows/stale.nav": stale, "flows/plain.nav": Self.passing, "new.nav": "push create\n"])
        let updated = try Binary.run(["test", "--update", "flows", "new.nav"], directory: folder)
        expectSameText(Self.timeless(updated.stdout), """
            ok   flows/plain.nav (4 commands, T ms)
            updated flows/stale.nav (3 commands, T ms)
            updated new.nav (1 command, T ms)
            3 passed, 0 failed, 2 updated

            """)
        #expect(updated.status == 0)
        expectSameText(try String(contentsOfFile: folder + "/flows/stale.nav", encoding: .utf8), """
            # The checkout flow.
            push list
            #> patients: root > list

            expect fail pop 3
            #> refused as expected: cannot pop 3: the patients stack holds 1 route (use 'root' to go back to the root)
            tab doctors   # a comment stays
            #> doctors: root

            """)
        // A script found in a folder gets no transcript it did not have; one named does.
        #expect(try String(contentsOfFile: folder + "/flows/plain.nav", encoding: .utf8) == Self.passing)
        #expect(try String(contentsOfFile: folder + "/new.nav", encoding: .utf8) == "push create\n#> patients: root > create\n")

        let checked = try Binary.run(["test", "flows", "new.nav"], directory: folder)
        #expect(checked.status == 0)
        #expect(checked.stdout.hasSuffix("\n3 passed, 0 failed\n"))
        let again = try Binary.run(["test", "--update", "flows", "new.nav"], directory: folder)
        #expect(again.stdout.hasSuffix("\n3 passed, 0 failed\n"), "a second --update changes nothing")
    }

    @Test func bailStopsAtTheFirstFailingScript() throws {
        let folder = try Self.suite(["a.nav": Self.passing, "b.nav": Self.failing, "c.nav": Self.passing, "d.nav": Self.failing])
        let result = try Binary.run(["test", "--bail", "--jobs", "2"], directory: folder)
        expectSameText(Self.timeless(result.stdout), """
            ok   a.nav (4 commands, T ms)
            FAIL b.nav (2 commands, T ms) on app hospital (the built-in default)
              b.nav:2:1: error: expected stack list > create, but the patients stack is root > list
                expected: root > list > create
                actual:   root > list
            1 passed, 1 failed, 2 skipped

            """)
        #expect(result.status == 1)
    }

    @Test func quietAndFilter() throws {
        let folder = try Self.suite(["checkout/a.nav": Self.passing, "checkout/b.nav": Self.failing, "search/c.nav": Self.failing])
        let result = try Binary.run(["test", "--quiet", "--filter", "checkout/"], directory: folder)
        expectSameText(Self.timeless(result.stdout), """
            FAIL checkout/b.nav (2 commands, T ms) on app hospital (the built-in default)
              checkout/b.nav:2:1: error: expected stack list > create, but the patients stack is root > list
                expected: root > list > create
                actual:   root > list
            1 passed, 1 failed

            """)
    }

    @Test func colourOnlyWhenAskedOrOnATerminal() throws {
        let folder = try Self.suite(["a.nav": Self.passing])
        #expect(try Binary.run(["test"], directory: folder).stdout.hasPrefix("ok   a.nav"))
        #expect(try Binary.run(["test", "--color", "always"], directory: folder).stdout.hasPrefix("\u{1B}[32mok\u{1B}[0m   a.nav"))
    }

    @Test func theShardsTogetherRunEveryScriptOnce() throws {
        var files: [String: String] = [:]
        for index in 0..<40 { files["part\(index % 3)/s\(index).nav"] = Self.passing }
        let folder = try Self.suite(files)
        let all = try Self.scriptsRun(["test"], in: folder)
        #expect(all.count == 40)
        var seen: [String] = []
        for shard in 1...3 {
            let part = try Self.scriptsRun(["test", "--shard", "\(shard)/3"], in: folder)
            #expect(!part.isEmpty && part.count < 40, "shard \(shard)/3 runs \(part.count) scripts")
            seen += part
            #expect(try Self.scriptsRun(["test", "--shard", "\(shard)/3"], in: folder) == part, "the same shard twice")
        }
        #expect(seen.sorted() == all.sorted())
    }

    static func scriptsRun(_ arguments: [String], in folder: String) throws -> [String] {
        try Binary.run(arguments, directory: folder).stdout.split(separator: "\n")
            .filter { $0.hasPrefix("ok ") }.map { String($0.split(separator: " ")[1]) }
    }

    @Test func tapVersion13() throws {
        let folder = try Self.suite(["a.nav": Self.passing, "b/c.nav": Self.failing, "d.nav": Self.passing])
        let result = try Binary.run(["test", "--tap"], directory: folder)
        expectSameText(result.stdout, """
            TAP version 13
            1..3
            ok 1 - a.nav
            not ok 2 - b/c.nav
              ---
              message: "expected stack list > create, but the patients stack is root > list"
              severity: fail
              app: "hospital (the built-in default)"
              at:
                file: "b/c.nav"
                line: 2
                column: 1
              expected: "root > list > create"
              actual: "root > list"
              ...
            ok 3 - d.nav

            """)
        #expect(result.status == 1)
        let bailed = try Binary.run(["test", "--tap", "--bail"], directory: folder).stdout.split(separator: "\n")
        #expect(bailed.prefix(2) == ["TAP version 13", "1..3"])
        #expect(bailed.last == "ok 3 - d.nav # SKIP --bail stopped at an earlier failure")
    }

    @Test func junitReportParsesAsXML() throws {
        let folder = try Self.suite(["a.nav": Self.passing, "flows/deep/b.nav": Self.failing, "flows/c.nav": "push list\n#> <&>\n"])
        let result = try Binary.run(["test", "--junit", "report.xml"], directory: folder)
        #expect(result.status == 1)
        let data = try Data(contentsOf: URL(fileURLWithPath: folder + "/report.xml"))
        let document = try XMLDocument(data: data)
        let root = try #require(document.rootElement())
        #expect(root.name == "testsuites")
        let suites = root.elements(forName: "testsuite")
        #expect(suites.count == 1)
        let suite = try #require(suites.first)
        #expect(suite.attribute(forName: "tests")?.stringValue == "3")
        #expect(suite.attribute(forName: "failures")?.stringValue == "2")
        #expect(suite.attribute(forName: "skipped")?.stringValue == "0")
        let cases = suite.elements(forName: "testcase")
        #expect(cases.map { $0.attribute(forName: "name")?.stringValue } == ["a.nav", "c.nav", "b.nav"])
        #expect(cases.map { $0.attribute(forName: "classname")?.stringValue } == ["a", "flows", "flows.deep"])
        #expect(cases.allSatisfy { Double($0.attribute(forName: "time")?.stringValue ?? "") != nil })
        #expect(cases[0].elements(forName: "failure").isEmpty)
        let failure = try #require(cases[2].elements(forName: "failure").first)
        #expect(failure.attribute(forName: "message")?.stringValue == "expected stack list > create, but the patients stack is root > list")
        #expect(failure.stringValue == """
            on app hospital (the built-in default)
            flows/deep/b.nav:2:1: error: expected stack list > create, but the patients stack is root > list
            expected: root > list > create
            actual:   root > list
            """)
        let mismatch = try #require(cases[1].elements(forName: "failure").first)
        #expect(mismatch.stringValue?.contains("- #> <&>") == true)
    }

    @Test func usageErrorsExitTwo() throws {
        let folder = try Self.suite(["a.nav": Self.passing])
        for arguments in [["test", "missing"], ["test", "--shard", "4/3"], ["test", "--shard", "x"], ["test", "--jobs", "0"], ["test", "--frobnicate"]] {
            let result = try Binary.run(arguments, directory: folder)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stdout == "", "\(arguments)")
            #expect(!result.stderr.isEmpty, "\(arguments)")
        }
        #expect(try Binary.run(["test", "missing"], directory: folder).stderr == "navrepl test: cannot find 'missing': No such file or directory\n")
        let empty = try Self.suite(["notes.txt": "no scripts here\n"])
        let nothing = try Binary.run(["test"], directory: empty)
        #expect(nothing.status == 2)
        #expect(nothing.stderr == "navrepl test: no .nav scripts in the current folder\n")
        // A filter that matches nothing would pass a run of no script: it is refused as an
        // empty folder is.
        let filteredOut = try Binary.run(["test", "--filter", "nothing-like-it"], directory: folder)
        #expect(filteredOut.status == 2)
        #expect(filteredOut.stdout == "")
        #expect(filteredOut.stderr == "navrepl test: --filter 'nothing-like-it' matches none of the 1 script found\n")
        let help = try Binary.run(["test", "--help"])
        #expect(help.status == 0)
        for flag in ["update", "jobs", "shard", "filter", "bail", "quiet", "color", "junit", "tap"] {
            #expect(help.stdout.contains("--" + flag), "navrepl test --help does not mention --\(flag)")
            #expect(DocumentationTests.manual.contains("Fl Fl \(flag)"), "the man page does not document navrepl test --\(flag)")
        }
    }

    /// On a terminal, a long run shows how far it has got on a line of its own, erased before
    /// the next output, so the screen ends with the results alone.
    @Test func aProgressLineOnATerminal() throws {
        let folder = try Self.suite([
            "a_long.nav": String(repeating: "push list\npop\n", count: 150_000),
            "b.nav": Self.passing,
            "c.nav": Self.passing,
        ])
        let terminal = try PseudoTerminal(arguments: ["test", "--quiet", "--jobs", "1"], environment: ["TERM": "xterm"], directory: folder)
        #expect(terminal.waitForExit(timeout: 60) == 0)
        #expect(terminal.output.contains("[1/3]\r\u{1B}[K"), "\(terminal.output.debugDescription)")
        #expect(terminal.plainOutput.hasSuffix("[1/3]3 passed, 0 failed\n" + Self.defaultAppWarning(3)), "\(terminal.plainOutput.debugDescription)")
    }
}
