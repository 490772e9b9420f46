import Foundation
import Testing
import TestSupport

/// Issue 12 on the binary: bounded memory at any length, no quadratic paths, safe files,
/// the same input rules on every channel. Each test is one item of the issue.
@Suite(.serialized)
struct ReliabilityTests {
    // MARK: Memory (items 1-3)

    /// Peak resident memory (MiB) of one run of navrepl, measured by a small Python parent so
    /// that no other test's children count.
    func peakMemory(_ arguments: [String], directory: String) throws -> Double {
        let probe = "import resource, subprocess, sys; subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL); "
            + "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)"
        let result = try Binary.run(["-c", probe, Binary.path] + arguments, directory: directory, program: "/usr/bin/python3")
        let kibibytes = try #require(Double(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)), "\(result.stderr)")
        return kibibytes / 1024
    }

    /// Valid mixed commands, every one a recorded change.
    func mixed(_ count: Int) -> String {
        let cycle = ["push list", "push detail \"Mary Doe\"", "pop", "tab doctors", "push create", "pop", "tab patients", "pop"]
        var text = ""
        text.reserveCapacity(count * 12)
        for index in 0..<count { text += cycle[index % cycle.count] + "\n" }
        return text
    }

    @Test func memoryDoesNotGrowWithTheNumberOfCommands() throws {
        let folder = Binary.temporaryFolder()
        try Binary.write(mixed(100_000), to: folder + "/small.nav")
        try Binary.write(mixed(1_000_000), to: folder + "/large.nav")
        let small = try peakMemory(["--quiet", "small.nav"], directory: folder)
        let large = try peakMemory(["--quiet", "large.nav"], directory: folder)
        #expect(large - small < 10, "100,000 commands peak at \(small) MiB, 1,000,000 at \(large) MiB")
    }

    @Test func aStepDoesNotKeepTheBlockItWasReadFrom() throws {
        let folder = Binary.temporaryFolder()
        let padding = String(repeating: " ", count: 200)
        try Binary.write(mixed(300_000), to: folder + "/plain.nav")
        try Binary.write(mixed(300_000).replacingOccurrences(of: "\n", with: padding + "\n"), to: folder + "/padded.nav")
        let plain = try peakMemory(["--quiet", "plain.nav"], directory: folder)
        let padded = try peakMemory(["--quiet", "padded.nav"], directory: folder)
        #expect(padded - plain < 10, "plain lines peak at \(plain) MiB, padded ones at \(padded) MiB")
    }

    @Test func historySaysHowManyStepsWereDropped() throws {
        let result = try Binary.run(["-e", "set undolimit 2", "-e", "push list; push create; push list", "-e", "history"])
        #expect(result.status == 0)
        #expect(result.stdout.hasSuffix("""
            (1 earlier step dropped: 'set undolimit' keeps the last 2)
               2  push create  list -> create
               3  push list    create -> list

            """))
    }

    /// An open quote followed by endless lines: the block stops at 8 MiB, is reported where
    /// it opened, and the lines after it run. (This also keeps every block far below the
    /// 2 GiB that once overflowed SourceText's 32-bit offsets.)
    @Test func anOpenQuoteIsBoundedAndReadingGoesOn() throws {
        let folder = Binary.temporaryFolder()
        let lines = String(repeating: "push list\n", count: 1_000_000)
        try Binary.write("push detail \"Mary\n" + lines + "root\n", to: folder + "/open.nav")
        let memory = try peakMemory(["--quiet", "open.nav"], directory: folder)
        #expect(memory < 80, "peak \(memory) MiB")
        let result = try Binary.run(["-q", "open.nav", "-e", "show"], directory: folder)
        #expect(result.status == 1)
        #expect(result.stderr == "open.nav:1:13: error: this string is still open after 8 MiB, the longest a string or block may be (add the closing quote); reading goes on after it\n")
        #expect(result.stdout == "patients: root\n")
    }

    @Test func anOpenBlockIsBoundedToo() throws {
        let folder = Binary.temporaryFolder()
        let line = "  r  # " + String(repeating: "x", count: 1_000) + "\n"
        try Binary.write("app big {\n" + String(repeating: line, count: 8_500) + "show\n", to: folder + "/block.nav")
        let result = try Binary.run(["block.nav"], directory: folder)
        #expect(result.stderr.hasPrefix("block.nav:1:9: error: this '{' block is still open after 8 MiB, the longest a string or block may be (add a '}'); reading goes on after it\n"))
        #expect(result.stdout == "patients: root\n")
    }

    // MARK: No quadratic paths (item 4)

    func seconds(_ arguments: [String], directory: String) throws -> (Double, Binary.Result) {
        let started = Date()
        let result = try Binary.run(arguments, directory: directory)
        return (Date().timeIntervalSince(started), result)
    }

    @Test func restoreOfAHugeObjectIsLinearAndStopsOnControlC() throws {
        let folder = Binary.temporaryFolder()
        let keys = (0..<320_000).map { "\"k\($0)\":\($0)" }.joined(separator: ",")
        try Binary.write(#"{"app":"none","tab":"main","tabs":[{"name":"main","stack":[{"route":"r","args":{"# + keys + "}}]}],\"modals\":[]}", to: folder + "/keys.json")
        let (time, result) = try seconds(["-a", "none", "-q", "-e", "restore keys.json", "-e", "expect depth 1"], directory: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(time < 20, "320,000 keys took \(time) s")
    }

    @Test func restoreNoticesControlCWithinASecond() throws {
        let folder = Binary.temporaryFolder()
        let keys = (0..<3_000_000).map { "\"k\($0)\":\($0)" }.joined(separator: ",")
        try Binary.write(#"{"app":"none","tab":"main","tabs":[{"name":"main","stack":[{"route":"r","args":{"# + keys + "}}]}],\"modals\":[]}", to: folder + "/huge.json")
        let run = try Binary.interrupted(["-a", "none", "-e", "restore huge.json"], in: folder)
        #expect(run.secondsToStop < 1)
        #expect(run.status == 130)
        #expect(run.stderr == "-e:1:9: error: cannot restore 'huge.json': interrupted (Ctrl-C); nothing was changed\n")
    }

    @Test func aHundredThousandFreeTabsAndTheirListing() throws {
        let folder = Binary.temporaryFolder()
        try Binary.write((0..<100_000).map { "tab t\($0)\n" }.joined() + "tabs\n", to: folder + "/tabs.nav")
        let (time, result) = try seconds(["-a", "none", "-q", "tabs.nav"], directory: folder)
        #expect(result.status == 0)
        #expect(result.stdout.hasSuffix("* t99999  depth 0\n"))
        #expect(time < 20, "100,000 tabs took \(time) s")
    }

    @Test func routesAndTabsOfABigAppAreLinear() throws {
        let folder = Binary.temporaryFolder()
        let routes = (0..<100_000).map { "  r\($0)\n" }.joined()
        let tabs = (0..<30_000).map { "  tab t\($0) { x }\n" }.joined()
        try Binary.write("app big {\n" + routes + "}\nroutes\napp wide {\n" + tabs + "}\ntabs\n", to: folder + "/big.nav")
        let (time, result) = try seconds(["-q", "big.nav"], directory: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("  r99999    (every tab)\n"))
        #expect(result.stdout.hasSuffix("  t29999  depth 0\n"))
        #expect(time < 20, "took \(time) s")
    }

    @Test func restoreOfManyFreeTabsIsLinear() throws {
        let folder = Binary.temporaryFolder()
        let tabs = (0..<100_000).map { #"{"name":"t\#($0)","stack":[]}"# }.joined(separator: ",")
        try Binary.write(#"{"app":"none","tab":"t5","tabs":["# + tabs + #"],"modals":[]}"#, to: folder + "/tabs.json")
        let (time, result) = try seconds(["-a", "none", "-e", "restore tabs.json", "-e", "expect tab t5"], directory: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(time < 20, "took \(time) s")
    }

    // MARK: Output (item 5)

    @Test func manyModalsPrintWithinMaxFrames() throws {
        let result = try Binary.run(["--max-frames", "4"], stdin: String(repeating: "sheet list\n", count: 2_000))
        #expect(result.status == 0)
        let last = result.stdout.split(separator: "\n").suffix(6).joined(separator: "\n")
        #expect(last == "patients: root\n  sheet: list\n  sheet: list\n  ... (1996 more modals)\n  sheet: list\n  sheet: list")
        #expect(result.stdout.utf8.count < 2_000 * 100)
    }

    // MARK: Files (items 6-9)

    func mode(_ path: String) throws -> Int {
        try #require(FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
    }

    @Test func saveRefusesWhatIsNotARegularFile() throws {
        let folder = Binary.temporaryFolder()
        #expect(mkfifo(folder + "/fifo", 0o644) == 0)
        let result = try Binary.run(["-e", "save fifo", "-e", "save .", "-e", "save /dev/null", "-e", "push list"], directory: folder)
        #expect(result.status == 1)
        #expect(result.stderr == """
            -e#1:1:6: error: cannot save 'fifo': it is a FIFO (named pipe); only regular files are written (give the name of a file)
            -e#2:1:6: error: cannot save '.': it is a folder; only regular files are written (give the name of a file)
            -e#3:1:6: error: cannot save '/dev/null': it is a device; only regular files are written (give the name of a file)

            """)
        #expect(result.stdout == "patients: root > list\n")
        let attributes = try FileManager.default.attributesOfItem(atPath: "/dev/null")
        #expect(attributes[.type] as? FileAttributeType == .typeCharacterSpecial)
    }

    @Test func saveThroughASymlinkWritesItsTargetAndKeepsTheLink() throws {
        let folder = Binary.temporaryFolder()
        try FileManager.default.createDirectory(atPath: folder + "/real", withIntermediateDirectories: true)
        try Binary.write("old\n", to: folder + "/real/state.json")
        try FileManager.default.createSymbolicLink(atPath: folder + "/link.json", withDestinationPath: "real/state.json")
        let result = try Binary.run(["-e", "push list", "-e", "save link.json", "-e", "restore real/state.json"], directory: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/link.json") == "real/state.json")
        #expect(try String(contentsOfFile: folder + "/real/state.json", encoding: .utf8).hasPrefix("{\"app\":\"hospital\""))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/real") == ["state.json"])
    }

    @Test func newFilesHonourTheUmaskAndReplacedOnesKeepTheirMode() throws {
        let folder = Binary.temporaryFolder()
        try Binary.write("old\n", to: folder + "/kept.json")
        #expect(chmod(folder + "/kept.json", 0o640) == 0)
        let script = "umask 077 && \"$0\" -e 'save new.json' -e 'save kept.json'"
        let result = try Binary.run(["-c", script, Binary.path], directory: folder, program: "/bin/sh")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try mode(folder + "/new.json") == 0o600)
        #expect(try mode(folder + "/kept.json") == 0o640)
        let relaxed = try Binary.run(["-c", "umask 022 && \"$0\" -e 'save other.json'", Binary.path], directory: folder, program: "/bin/sh")
        #expect(relaxed.status == 0)
        #expect(try mode(folder + "/other.json") == 0o644)
    }

    /// SIGTERM in the middle of a large save: the temporary file goes, the old file stays.
    @Test func sigtermDuringASaveLeavesNoTemporaryFile() throws {
        let folder = Binary.temporaryFolder()
        try Binary.write("old\n", to: folder + "/state.json")
        try Binary.write(String(repeating: "push detail \"Mary Doe\"\n", count: 400_000) + String(repeating: "save state.json\n", count: 50), to: folder + "/big.nav")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Binary.path)
        process.arguments = ["-q", "big.nav"]
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        try process.run()
        let deadline = Date().addingTimeInterval(30)
        var sawTemporary = false
        while Date() < deadline && !sawTemporary {
            sawTemporary = try FileManager.default.contentsOfDirectory(atPath: folder).contains { $0.hasPrefix(".navrepl-save-") }
            if !sawTemporary { usleep(500) }
        }
        kill(process.processIdentifier, SIGTERM)
        process.waitUntilExit()
        #expect(sawTemporary)
        #expect(process.terminationStatus == 143)
        let left = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix(".navrepl") }
        #expect(left == [])
    }

    // MARK: Channels (items 10-15)

    @Test func freeModeNamesFollowOneRuleFromEveryWayIn() throws {
        let folder = Binary.temporaryFolder()
        try Binary.write(#"{"app":"none","tab":"\u001b[2J","tabs":[{"name":"\u001b[2J","stack":[]}],"modals":[]}"#, to: folder + "/escape.json")
        try Binary.write(#"{"app":"none","tab":"main","tabs":[{"name":"main","stack":[{"route":"x y","args":{}}]}],"modals":[]}"#, to: folder + "/space.json")
        try Binary.write(#"{"app":"none","tab":"main","tabs":[{"name":"main","stack":[{"route":"x","args":{"_3":1}}]}],"modals":[]}"#, to: folder + "/reserved.json")
        let result = try Binary.run(["-a", "none", "-e", "open none://%1B%5B2J/a", "-e", "tab \"\u{1B}[2J\"", "-e", "restore escape.json",
                                     "-e", "restore space.json", "-e", "restore reserved.json", "-e", "open none://main/x/s:a=1/s:a=2"], directory: folder)
        #expect(result.status == 1)
        #expect(!result.stdout.contains("\u{1B}") && !result.stderr.contains("\u{1B}"))
        #expect(result.stderr == """
            -e#1:1:6: error: the link is refused: tab name '\\u{1B}[2J' must be a plain name of letters, digits and '_' that does not start with a digit
            -e#2:1:5: error: 'tab' needs a tab name, found the string "\\u{1B}[2J" (e.g. 'tab doctors')
            -e#3:1:9: error: cannot restore 'escape.json': tabs[0].name: tab name '\\u{1B}[2J' must be a plain name of letters, digits and '_' that does not start with a digit
            -e#4:1:9: error: cannot restore 'space.json': tabs[0].stack[0]: route name 'x y' must be a plain name of letters, digits and '_' that does not start with a digit
            -e#5:1:9: error: cannot restore 'reserved.json': tabs[0].stack[0]: label '_3' of route 'x' is reserved: '_0', '_1', ... name unlabelled arguments (choose another label)
            -e#6:1:6: error: the link is refused: argument 'a' of route 'x' is given twice

            """)
    }

    @Test func everyFreeModeStateRoundTrips() throws {
        let folder = Binary.temporaryFolder()
        let script = "open none://main/x/s:a=1/i:b=2/b:true/s:x%20y\ntab other\npush y(_x: 1, z: \"é\")\nsave s.json\nurl\nrestore s.json\nexpect tab other\n"
        try Binary.write(script, to: folder + "/round.nav")
        let result = try Binary.run(["-a", "none", "-q", "round.nav"], directory: folder)
        #expect(result.status == 0, "\(result.stderr)")
        // `save` says what it wrote; then `url` prints the link.
        let link = result.stdout.split(separator: "\n").last.map(String.init) ?? ""
        #expect(result.stdout.hasPrefix("wrote s.json\n"))
        let again = try Binary.run(["-a", "none", "-q", "-e", "open \(link)", "-e", "expect url \(link)"], directory: folder)
        #expect(again.status == 0, "\(again.stderr)")
    }

    @Test func invalidUTF8IsRefusedOnEveryChannel() throws {
        let folder = Binary.temporaryFolder()
        try Data([0x70, 0x6F, 0x70, 0x20, 0xFF, 0x0A]).write(to: URL(fileURLWithPath: folder + "/bad.nav"))
        let file = try Binary.run(["bad.nav"], directory: folder)
        #expect(file.stderr == "bad.nav:1:5: error: invalid UTF-8 in this line (navrepl reads UTF-8 text only)\n")
        let stdin = try Binary.run([], stdinBytes: [0x70, 0x6F, 0x70, 0x20, 0xFF, 0x0A])
        #expect(stdin.stderr == "<stdin>:1:5: error: invalid UTF-8 in this line (navrepl reads UTF-8 text only)\n")
        // -e with a byte that is not UTF-8, given through a shell that passes the raw byte.
        let execute = try Binary.run(["-c", "\"$0\" -e \"$(printf 'pop \\377')\" -e 'push list'", Binary.path], program: "/bin/sh")
        #expect(execute.status == 1)
        #expect(execute.stderr == "-e#1:1:5: error: invalid UTF-8 in this line (navrepl reads UTF-8 text only)\n")
        #expect(execute.stdout == "patients: root > list\n")
    }

    /// A script path is bytes: a file named `\xff.nav` runs, and one named U+FFFD does not
    /// run in its place.
    @Test func scriptPathsAreBytes() throws {
        let folder = Binary.temporaryFolder()
        let script = """
            printf 'push list\\n' > "$(printf '\\377').nav"
            printf 'push create\\n' > "$(printf '\\357\\277\\275').nav"
            printf 'pop\\n' > "$(printf '\\375').nav"
            "$0" "$(printf '\\377').nav" "$(printf '\\375').nav"; echo "status $?"
            "$0" "$(printf '\\376').nav"; echo "status $?"
            """
        let result = try Binary.run(["-c", script, Binary.path], directory: folder, program: "/bin/sh")
        #expect(result.stdout == "patients: root > list\npatients: root\nstatus 0\nstatus 2\n")
        #expect(result.stderr == "navrepl: cannot read '\\xFE.nav': No such file or directory\n")
    }

    /// `--app`, `--init` and `--history-file` name files opened as text: a name that is not
    /// UTF-8 is refused, never repaired into the name of another file (here U+FFFD's), which
    /// would be read (or, for the history, written) in its place.
    @Test func fileOptionsRefuseNamesThatAreNotUTF8() throws {
        let folder = Binary.temporaryFolder()
        let script = """
            printf 'app other { tab t { x } }\\n' > "$(printf '\\357\\277\\275').nav"
            "$0" --app "$(printf '\\377').nav" -e show; echo "status $?"
            "$0" --app="$(printf '\\377').nav" -e show; echo "status $?"
            "$0" --init "$(printf '\\376')rc" -e show; echo "status $?"
            "$0" --history-file "$(printf '\\376')h" -e show; echo "status $?"
            "$0" --app "$(printf '\\357\\277\\275').nav" -e show; echo "status $?"
            """
        let result = try Binary.run(["-c", script, Binary.path], directory: folder, program: "/bin/sh")
        #expect(result.stdout == "status 2\nstatus 2\nstatus 2\nstatus 2\nt: root\nstatus 0\n")
        for (option, name) in [("--app", "\\xFF.nav"), ("--app", "\\xFF.nav"), ("--init", "\\xFErc"), ("--history-file", "\\xFEh")] {
            #expect(result.stderr.contains("\(option): '\(name)' is not a UTF-8 name (app files, rc files and the history file need one: rename the file)"))
        }
    }

    @Test func nulBytesAreReportedAtTheirColumn() throws {
        let result = try Binary.run([], stdinBytes: Array("push \"é".utf8) + [0] + Array("\"\npush list\n".utf8))
        #expect(result.stderr == "<stdin>:1:8: error: NUL byte in this line (navrepl reads text only)\n")
        #expect(result.stdout == "patients: root > list\n")
    }

    @Test func anUnwritableStandardErrorStopsNothing() throws {
        let folder = Binary.temporaryFolder()
        for redirection in ["2>/dev/full", "2>&-"] {
            let script = "\"$0\" -e 'pop' -e 'save after.json' \(redirection); echo \"status $?\""
            let result = try Binary.run(["-c", script, Binary.path], directory: folder, program: "/bin/sh")
            #expect(result.stdout == "wrote after.json\nstatus 1\n", "\(redirection)")
            #expect(FileManager.default.fileExists(atPath: folder + "/after.json"), "\(redirection)")
            try? FileManager.default.removeItem(atPath: folder + "/after.json")
        }
    }

    @Test func interactiveOnAPipeExitsAsABatchDoes() throws {
        let failed = try Binary.run(["-i"], stdin: "pop\n")
        #expect(failed.status == 1)
        let fine = try Binary.run(["-i"], stdin: "push list\n")
        #expect(fine.status == 0)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Binary.path)
        process.arguments = ["-i"]
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        Thread.sleep(forTimeInterval: 0.5)
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        #expect(process.terminationStatus == 130)
    }

    @Test func helpAndVersionToAFullDiskFail() throws {
        for flag in ["--help", "--version"] {
            let result = try Binary.run(["-c", "\"$0\" \(flag) > /dev/full", Binary.path], program: "/bin/sh")
            #expect(result.status == 1, "\(flag)")
            #expect(result.stderr == "navrepl: cannot write output: No space left on device\n", "\(flag)")
        }
    }

    @Test func aByteOrderMarkIsSkippedAndBareCarriageReturnsAreNamed() throws {
        let folder = Binary.temporaryFolder()
        try Data([0xEF, 0xBB, 0xBF] + Array("push list\n".utf8)).write(to: URL(fileURLWithPath: folder + "/bom.nav"))
        let bom = try Binary.run(["bom.nav"], directory: folder)
        #expect(bom.status == 0)
        #expect(bom.stdout == "patients: root > list\n")
        try Binary.write("push list\rpush create\rshow\r", to: folder + "/cr.nav")
        let cr = try Binary.run(["cr.nav"], directory: folder)
        #expect(cr.status == 1)
        #expect(cr.stderr.hasPrefix("cr.nav:1:10: error: carriage return (\\r) inside this line: the file seems to end its lines with CR alone"))
    }

    @Test func jsonErrorsSayWhere() throws {
        let result = try Binary.run(["--json"], stdin: "push list\npop 3\n")
        let last = result.stdout.split(separator: "\n").last.map(String.init)
        #expect(last == #"{"line":2,"command":"pop 3","ok":false,"file":"<stdin>","column":5,"error":"cannot pop 3: the patients stack holds 1 route (use 'root' to go back to the root)"}"#)
    }

    @Test func restoreErrorsCutHugeValues() throws {
        let folder = Binary.temporaryFolder()
        let huge = String(repeating: "x", count: 100_000)
        try Binary.write(#"{"app":"hospital","tab":"\#(huge)","tabs":[{"name":"patients","stack":[]},{"name":"doctors","stack":[]}],"modals":[]}"#, to: folder + "/huge.json")
        let result = try Binary.run(["-e", "restore huge.json"], directory: folder)
        #expect(result.stderr == "-e:1:9: error: cannot restore 'huge.json': tab: '\(String(repeating: "x", count: 57))...' is not one of the state's tabs\n")
    }

    /// A device never ends: app files, scripts, `source`, `restore` and `navrepl test` refuse
    /// one at once instead of reading forever, and a pipe is still read.
    @Test func aDeviceIsRefusedAndAPipeIsRead() throws {
        let refusal = "it is a device, not a file (to read standard input, give '-')"
        let app = try Binary.run(["-e", "app /dev/zero", "-e", "source /dev/zero", "-e", "restore /dev/zero"])
        #expect(app.status == 1)
        expectSameText(app.stderr, """
            -e#1:1:5: error: cannot read app file '/dev/zero': \(refusal)
            -e#2:1:8: error: cannot source '/dev/zero': \(refusal)
            -e#3:1:9: error: cannot restore '/dev/zero': \(refusal)

            """)
        let script = try Binary.run(["/dev/zero"])
        #expect(script.status == 2)
        #expect(script.stderr.contains(refusal))
        let suite = try Binary.run(["test", "/dev/zero"])
        #expect(suite.status == 1)
        #expect(suite.stdout.contains("/dev/zero:1:1: error: cannot read '/dev/zero': \(refusal)"), "\(suite.stdout)")
        let piped = try Binary.run(["/dev/stdin"], stdin: "push list\n")
        #expect(piped.status == 0 && piped.stdout == "patients: root > list\n", "\(piped.stderr)")
    }

    /// An app file is read by its path whatever its name: one without an extension, or a link
    /// to one, is no unknown app; a loop of links or a link to nothing says so; a file that is
    /// no app file is named as such, and its first line is not quoted.
    @Test func anAppFileIsReadByItsPathWhateverItsName() throws {
        let folder = Binary.temporaryFolder()
        try Binary.write("app mine { tab a { list } }\n", to: folder + "/myapp")
        try Binary.write("secret:line:1\n", to: folder + "/passwords")
        for (link, target) in [("lnk", "myapp"), ("loopA", "loopB"), ("loopB", "loopA"), ("dangling", "nothing")] {
            try FileManager.default.createSymbolicLink(atPath: folder + "/" + link, withDestinationPath: target)
        }
        for name in ["myapp", "lnk"] {
            let run = try Binary.run(["--app", name, "-q", "-e", "state"], directory: folder)
            #expect(run.status == 0 && run.stdout == "app mine\n* a: root\n", "\(name): \(run.stderr)")
        }
        let loop = try Binary.run(["--app", "loopA", "-e", "state"], directory: folder)
        #expect(loop.stderr == "navrepl: cannot read app file 'loopA': Too many levels of symbolic links\n", "\(loop.stderr)")
        let dangling = try Binary.run(["--app", "dangling", "-e", "state"], directory: folder)
        #expect(dangling.stderr == "navrepl: cannot read app file 'dangling': No such file or directory\n", "\(dangling.stderr)")
        let other = try Binary.run(["--app", "passwords", "-e", "state"], directory: folder)
        #expect(other.stderr.hasSuffix("error: an app file holds one 'app NAME { ... }' declaration, and this one does not begin with 'app'\n"), "\(other.stderr)")
        #expect(!other.stderr.contains("secret"))
        let unknown = try Binary.run(["--app", "nosuch", "-e", "state"], directory: folder)
        #expect(unknown.stderr.hasPrefix("navrepl: unknown app 'nosuch'"))
    }

    /// A picture draws the top modals and counts the rest, so a storyboard of N sheets grows as
    /// N (4,000 sheets made a 459 MB page before).
    @Test func aStoryboardOfManySheetsIsLinear() throws {
        let folder = Binary.temporaryFolder()
        var sizes: [Int] = []
        for count in [400, 4_000] {
            try Binary.write(String(repeating: "sheet create\n", count: count), to: folder + "/sheets\(count).nav")
            let run = try Binary.run(["-q", "--storyboard", folder + "/sheets\(count).html", folder + "/sheets\(count).nav"])
            #expect(run.status == 0, "\(run.stderr)")
            let page = try String(contentsOfFile: folder + "/sheets\(count).html", encoding: .utf8)
            sizes.append(page.utf8.count)
            #expect(page.contains("\"mh\":\(count - 3)"))
        }
        #expect(sizes[1] <= sizes[0] * 12, "\(sizes)")
        #expect(sizes[1] < 8_000_000, "\(sizes)")
    }
}

/// `save`, `export` and `navrepl test --update` keep what a file is besides its text: its other
/// names (hard links), its owner and group, its permissions.
struct FileIdentityTests {
    @Test func aHardLinkedFileIsRewrittenInPlaceSoEveryNameSeesIt() throws {
        let folder = Binary.temporaryFolder()
        try Binary.write("{}", to: folder + "/state.json")
        try FileManager.default.linkItem(atPath: folder + "/state.json", toPath: folder + "/other-name.json")
        let save = try Binary.run(["-q", "-e", "push list", "-e", "save state.json"], directory: folder)
        #expect(save.status == 0, "\(save.stderr)")
        let saved = try String(contentsOfFile: folder + "/state.json", encoding: .utf8)
        #expect(saved.contains("\"list\""))
        #expect(try String(contentsOfFile: folder + "/other-name.json", encoding: .utf8) == saved)
        // A script's transcript too.
        try Binary.write("push list\n#> old\n", to: folder + "/s.nav")
        try FileManager.default.linkItem(atPath: folder + "/s.nav", toPath: folder + "/s-link.nav")
        #expect(try Binary.run(["test", "--update", "s.nav"], directory: folder).status == 0)
        #expect(try String(contentsOfFile: folder + "/s-link.nav", encoding: .utf8) == "push list\n#> patients: root > list\n")
    }

    @Test func aReplacedFileKeepsItsOwnerGroupAndPermissions() throws {
        let folder = Binary.temporaryFolder()
        let path = folder + "/state.json"
        try Binary.write("{}", to: path)
        // Another owner can be given only by root; as anyone else the permissions are checked.
        let isRoot = getuid() == 0
        if isRoot { try FileManager.default.setAttributes([.ownerAccountID: 4321, .groupOwnerAccountID: 4322], ofItemAtPath: path) }
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
        let save = try Binary.run(["-q", "-e", "push list", "-e", "save state.json"], directory: folder)
        #expect(save.status == 0, "\(save.stderr)")
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? Int) == 0o640)
        if isRoot {
            #expect((attributes[.ownerAccountID] as? Int) == 4321)
            #expect((attributes[.groupOwnerAccountID] as? Int) == 4322)
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains("\"list\""))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["state.json"])
    }
}
