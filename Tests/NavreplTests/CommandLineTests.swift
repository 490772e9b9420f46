import Foundation
import Testing
import TestSupport

/// The command line end to end: scripts, stdin, -e, flags, exit statuses.
@Suite(.serialized)
struct CommandLineTests {
    @Test func readsCommandsFromStandardInputWhenItIsNotATerminal() throws {
        let result = try Binary.run([], stdin: "push list\npush detail \"Mary Doe\"\npop 3\ntab doctors\n")
        expectSameText(result.stdout, """
            patients: root > list
            patients: root > list > detail(name: "Mary Doe")
            doctors: root

            """)
        #expect(result.stderr == "<stdin>:3:5: error: cannot pop 3: the patients stack holds 2 routes (use 'root' to go back to the root)\n")
        #expect(result.status == 1)
    }

    @Test func exitsZeroWhenEveryCommandSucceeds() throws {
        let result = try Binary.run(["-e", "push list; root"])
        #expect(result.status == 0)
        expectSameText(result.stdout, "patients: root > list\npatients: root\n")
    }

    @Test func runsScriptsInOrderThenExecuteCommands() throws {
        let folder = Binary.temporaryFolder()
        try Binary.write("push list\n", to: folder + "/one.nav")
        try Binary.write("push create\n", to: folder + "/two.nav")
        let result = try Binary.run(["one.nav", "two.nav", "-e", "pop", "-e", "expect depth 1"], directory: folder)
        expectSameText(result.stdout, "patients: root > list\npatients: root > list > create\npatients: root > list\n")
        #expect(result.status == 0)
    }

    @Test func aDashReadsStandardInputAsAScript() throws {
        let folder = Binary.temporaryFolder()
        try Binary.write("push list\n", to: folder + "/one.nav")
        let result = try Binary.run(["one.nav", "-"], stdin: "expect depth 1\npop 2\n", directory: folder)
        #expect(result.stderr == "<stdin>:2:5: error: cannot pop 2: the patients stack holds 1 route (use 'root' to go back to the root)\n")
        #expect(result.status == 1)
    }

    @Test func goesOnAfterAFailureUnlessBailing() throws {
        let script = "pop\npush list\n"
        #expect(try Binary.run([], stdin: script).stdout == "patients: root > list\n")
        let bailed = try Binary.run(["--bail"], stdin: script)
        #expect(bailed.stdout == "")
        #expect(bailed.status == 1)
    }

    @Test func exitSetsTheStatusAndStops() throws {
        let result = try Binary.run([], stdin: "push list\nexit 3\npush create\n")
        #expect(result.status == 3)
        #expect(result.stdout == "patients: root > list\n")
    }

    @Test func usageErrorsExitTwo() throws {
        let unknown = try Binary.run(["--frobnicate"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("--frobnicate"))
        let missing = try Binary.run(["no-such-script.nav"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("cannot read script 'no-such-script.nav': No such file or directory"))
        let directory = try Binary.run([Binary.temporaryFolder()])
        #expect(directory.status == 2)
        #expect(directory.stderr.contains("it is a directory"))
        let badFrames = try Binary.run(["--max-frames", "0", "-e", "show"])
        #expect(badFrames.status == 2)
        let badApp = try Binary.run(["--app", "hopsital", "-e", "show"])
        #expect(badApp.status == 2)
        #expect(badApp.stderr == "navrepl: unknown app 'hopsital' (did you mean 'hospital'?)\n")
    }

    @Test func helpAndVersionExitZero() throws {
        let help = try Binary.run(["--help"])
        #expect(help.status == 0)
        for flag in ["--execute", "--interactive", "--app", "--bail", "--quiet", "--echo", "--trace", "--json", "--max-frames", "--color", "--history-file", "--no-history", "--init", "--no-init", "--version"] {
            #expect(help.stdout.contains(flag), "--help does not mention \(flag)")
        }
        let version = try Binary.run(["--version"])
        #expect(version.status == 0)
        #expect(version.stdout == "0.1.0\n")
    }

    @Test func quietEchoAndMaxFrames() throws {
        #expect(try Binary.run(["-q", "-e", "push list; show"]).stdout == "patients: root > list\n")
        try expectSameText(Binary.run(["-x", "-e", "push list"]).stdout, "patients 0> push list\npatients: root > list\n")
        let long = try Binary.run(["--max-frames", "2", "-e", "push list > create > list > create"])
        #expect(long.stdout == "patients: root > list > ... (2 more) > create\n")
    }

    @Test func startsWithAnyApp() throws {
        #expect(try Binary.run(["--app", "routers", "-e", "tab b"]).stdout == "b: root\n")
        #expect(try Binary.run(["-a", "none", "-e", "push x 1"]).stdout == "main: root > x(1)\n")
        let folder = Binary.temporaryFolder()
        try Binary.write("app ward { tab beds { bed(n: Int) } }\n", to: folder + "/ward.navapp")
        let fromFile = try Binary.run(["--app", "ward.navapp", "-e", "push bed 3; app hospital; app ward"], directory: folder)
        expectSameText(fromFile.stdout, "beds: root > bed(n: 3)\npatients: root\nbeds: root\n")
        #expect(fromFile.status == 0)
    }

    @Test func jsonIsOneObjectPerCommandAndNothingOnStandardError() throws {
        let result = try Binary.run(["--json"], stdin: "push list\npop 3\necho hi\n")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let state = #"{"app":"hospital","tab":"patients","tabs":[{"name":"patients","stack":[{"route":"list","args":{}}]},{"name":"doctors","stack":[]}],"modals":[],"flags":{}}"#
        expectSameLines(lines, [
            #"{"line":1,"command":"push list","ok":true,"state":"# + state + "}",
            #"{"line":2,"command":"pop 3","ok":false,"file":"<stdin>","column":5,"error":"cannot pop 3: the patients stack holds 1 route (use 'root' to go back to the root)"}"#,
            #"{"line":3,"command":"echo hi","ok":true,"output":"hi","state":"# + state + "}",
        ])
        #expect(result.stderr == "")
        #expect(result.status == 1)
        for line in lines {
            #expect(try JSONSerialization.jsonObject(with: Data(line.utf8)) is [String: Any])
        }
    }

    @Test func colourOnlyWhenAskedOrOnATerminal() throws {
        #expect(try Binary.run(["-e", "push list"]).stdout.contains("\u{1B}[") == false)
        #expect(try Binary.run(["--color", "always", "-e", "push list"]).stdout.contains("\u{1B}["))
        #expect(try Binary.run(["--color", "never", "-e", "push list"]).stdout.contains("\u{1B}[") == false)
    }

    @Test func acceptsCRLFLineEndings() throws {
        let result = try Binary.run([], stdin: "push list\r\npush detail \"Ann\"\r\n")
        expectSameText(result.stdout, "patients: root > list\npatients: root > list > detail(name: \"Ann\")\n")
        #expect(result.status == 0)
    }

    @Test func badBytesAreErrorsAndTheRestRuns() throws {
        var bytes = Array("push list\n".utf8)
        bytes += [0x70, 0x75, 0x73, 0x68, 0x20, 0xFF, 0xFE, 0x0A]
        bytes += Array("push create\n".utf8)
        bytes += [0x65, 0x63, 0x68, 0x6F, 0x00, 0x0A]
        let result = try Binary.run([], stdinBytes: bytes)
        expectSameText(result.stdout, "patients: root > list\npatients: root > list > create\n")
        expectSameText(result.stderr, """
            <stdin>:2:6: error: invalid UTF-8 in this line (navrepl reads UTF-8 text only)
            <stdin>:4:5: error: NUL byte in this line (navrepl reads text only)

            """)
        #expect(result.status == 1)
    }

    @Test func unterminatedInputIsAnErrorAtTheEnd() throws {
        let string = try Binary.run([], stdin: "push detail \"Ann\n")
        #expect(string.stderr == "<stdin>:1:13: error: unterminated string at end of input (add the closing quote)\n")
        #expect(string.status == 1)
        let block = try Binary.run([], stdin: "app x {\n  tab a {\n")
        #expect(block.stderr.hasPrefix("<stdin>:2:9: error: unterminated block at end of input"))
    }

    @Test func shebangScriptsRunDirectly() throws {
        let folder = Binary.temporaryFolder()
        let binFolder = folder + "/bin"
        try FileManager.default.createDirectory(atPath: binFolder, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: binFolder + "/navrepl", withDestinationPath: Binary.path)
        let script = folder + "/demo.nav"
        try Binary.write("#!/usr/bin/env navrepl\npush list\nexpect depth 1\n", to: script)
        chmod(script, 0o755)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: script)
        process.environment = ["PATH": binFolder + ":/usr/bin:/bin"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(text == "patients: root > list\n")
        #expect(process.terminationStatus == 0)
    }

    @Test func aClosedPipeEndsTheProgramQuietly() throws {
        let folder = Binary.temporaryFolder()
        try Binary.write(String(repeating: "push list\npop\n", count: 200_000), to: folder + "/big.nav")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "'\(Binary.path)' big.nav | head -1"]
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        let started = Date()
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(text == "patients: root > list\n")
        #expect(errorText == "")
        #expect(Date().timeIntervalSince(started) < 20)
    }

    @Test func aFullDiskIsAnErrorNotACrash() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Binary.path)
        process.arguments = ["-e", "push list"]
        process.standardOutput = FileHandle(forWritingAtPath: "/dev/full")
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(text == "navrepl: cannot write output: No space left on device\n")
        #expect(process.terminationStatus == 1)
    }

    @Test func controlCInBatchModeExits130() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Binary.path)
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Data("push list\n".utf8))
        Thread.sleep(forTimeInterval: 0.5)
        kill(process.processIdentifier, SIGINT)
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 130)
        #expect(text == "patients: root > list\n")
    }

    @Test func sourceNestingIsLimited() throws {
        let folder = Binary.temporaryFolder()
        for level in 0...70 {
            try Binary.write("source level\(level + 1).nav\n", to: folder + "/level\(level).nav")
        }
        let result = try Binary.run(["level0.nav"], directory: folder)
        #expect(result.stderr.contains("level63.nav:1:8: error: cannot source 'level64.nav': sourcing is nested more than 64 deep"))
        #expect(result.status == 1)
    }

    @Test func everyExampleScriptRunsCleanly() throws {
        let scripts = Repository.root.appendingPathComponent("scripts")
        let names = try FileManager.default.contentsOfDirectory(atPath: scripts.path).filter { $0.hasSuffix(".nav") }
        #expect(!names.isEmpty)
        for name in names {
            let result = try Binary.run([name], directory: scripts.path)
            #expect(result.status == 0, "\(name): \(result.stderr)")
            #expect(result.stderr == "", "\(name)")
        }
    }
}

/// `save` is atomic: a save that fails part-way leaves the old file whole and no temporary file.
@Suite(.serialized)
struct SaveTests {
    @Test func aSaveCutShortLeavesTheOldFileIntact() throws {
        let folder = Binary.temporaryFolder()
        let old = #"{"app":"hospital","tab":"patients","tabs":[{"name":"patients","stack":[]},{"name":"doctors","stack":[]}],"modals":[]}"# + "\n"
        try Binary.write(old, to: folder + "/state.json")
        // A file-size limit of 4 KiB makes the write of a large state fail half-way through.
        let script = "push " + Array(repeating: "detail \"a patient with a long name\"", count: 400).joined(separator: " > ") + "\nsave state.json\n"
        try Binary.write(script, to: folder + "/big.nav")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "ulimit -f 8; exec '\(Binary.path)' -q big.nav"]
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        #expect(message == "big.nav:2:6: error: cannot save 'state.json': File too large (the old file, if any, is unchanged)\n")
        #expect(try String(contentsOfFile: folder + "/state.json", encoding: .utf8) == old)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["big.nav", "state.json"])
    }

    @Test func aSaveThenRestoreRoundTripsThroughTheFile() throws {
        let folder = Binary.temporaryFolder()
        let first = try Binary.run(["-q", "-e", "push list > detail \"Ann\"; sheet create; save s.json"], directory: folder)
        #expect(first.status == 0)
        let second = try Binary.run(["-e", "restore s.json", "-e", "expect modal sheet create", "-e", "url"], directory: folder)
        expectSameText(second.stdout, "patients: root > list > detail(name: \"Ann\")\n  sheet: create\nhospital://patients/list/detail/Ann?sheet=create\n")
        #expect(second.status == 0)
        let missingFolder = try Binary.run(["-e", "save no/such/folder/s.json"], directory: folder)
        #expect(missingFolder.stderr == "-e:1:6: error: cannot save 'no/such/folder/s.json': No such file or directory\n")
    }
}
