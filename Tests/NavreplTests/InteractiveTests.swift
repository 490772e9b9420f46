import Foundation
import Testing
import TestSupport

/// The REPL at a real terminal (a pseudo-terminal with TERM=xterm and INPUTRC=/dev/null).
@Suite(.serialized)
struct InteractiveTests {
    @Test func theExampleSessionFromTheReadme() throws {
        let terminal = try PseudoTerminal()
        #expect(terminal.waitFor("patients 0> "))
        terminal.send("push list\r")
        #expect(terminal.waitFor("patients: root > list\npatients 1> "))
        terminal.send("push detail \"Mary Doe\"\r")
        #expect(terminal.waitFor("patients 2> "))
        terminal.send("pop 3\r")
        #expect(terminal.waitFor("""
            <repl>:1:5: error: cannot pop 3: the patients stack holds 2 routes (use 'root' to go back to the root)
            pop 3
                ^
            """))
        terminal.send("tab doctors\r")
        #expect(terminal.waitFor("doctors: root\ndoctors 0> "))
        terminal.send("\u{4}")
        #expect(terminal.waitForExit() == 0)
    }

    @Test func showsABannerOnlyAtATerminal() throws {
        let terminal = try PseudoTerminal()
        #expect(terminal.waitFor("navrepl 0.1.0, app hospital (tabs patients, doctors). Type 'help' for commands, Ctrl-D to leave."))
        let piped = try Binary.run([], stdin: "show\n")
        #expect(piped.stdout == "patients: root\n")
    }

    @Test func anOpenBlockShowsTheContinuationPrompt() throws {
        let terminal = try PseudoTerminal()
        terminal.waitFor("0> ")
        terminal.send("app shop {\r")
        #expect(terminal.waitFor("...> "))
        terminal.send("tab cart { item(sku: Int) }\r")
        terminal.send("}\r")
        #expect(terminal.waitFor("cart: root\ncart 0> "))
    }

    @Test func controlCAbandonsTheLineWithoutLosingTheNextKey() throws {
        let terminal = try PseudoTerminal()
        terminal.waitFor("patients 0> ")
        terminal.send("push cre")
        terminal.waitFor("push cre")
        terminal.send("\u{3}")
        // The typed text stays on its line, whole, with ^C after it, and a fresh prompt comes below.
        #expect(terminal.waitForScreen(["patients 0> push cre^C", "patients 0>"]))
        terminal.send("push list\r")
        #expect(terminal.waitFor("patients: root > list\npatients 1> "))
    }

    /// With the cursor moved back into the line, Ctrl-C still shows the whole line.
    @Test func controlCInTheMiddleOfALineKeepsAllOfIt() throws {
        let terminal = try PseudoTerminal()
        terminal.waitFor("patients 0> ")
        terminal.send("push create")
        terminal.waitFor("push create")
        terminal.send("\u{1B}[D\u{1B}[D\u{1B}[D")
        Thread.sleep(forTimeInterval: 0.2)
        terminal.send("\u{3}")
        #expect(terminal.waitForScreen(["patients 0> push create^C", "patients 0>"]))
    }

    /// Text and then Ctrl-C at once, before the line editor has read the text: the terminal
    /// drops its unread input on SIGINT, and the editor must not then wait in a read for a
    /// key that will not come. Twenty times in a row, each answered within two seconds.
    @Test func controlCRightAfterTypingIsAnsweredAtOnce() throws {
        let terminal = try PseudoTerminal()
        #expect(terminal.waitFor("patients 0> "))
        var answered = 0
        for round in 1...20 {
            terminal.send("garbage")
            // Ctrl-C lands anywhere from before the editor wakes to while it reads the text.
            usleep(UInt32(round % 10) * 60)
            terminal.send("\u{3}")
            if terminal.waitFor("^C\npatients 0> ", timeout: 2, count: round) { answered += 1 }
        }
        #expect(answered == 20)
        terminal.send("push list\r")
        #expect(terminal.waitFor("patients: root > list\npatients 1> "))
    }

    /// SIGTERM or SIGHUP at the prompt: the terminal gets back its line editing and echo,
    /// and the status is 128 + the signal.
    @Test(arguments: [SIGTERM, SIGHUP])
    func aSignalAtThePromptRestoresTheTerminal(signal: Int32) throws {
        let terminal = try PseudoTerminal()
        #expect(terminal.waitFor("patients 0> "))
        terminal.send("push li")
        #expect(terminal.waitFor("push li"))
        #expect(terminal.attributes().c_lflag & tcflag_t(ICANON) == 0, "readline has the terminal in raw mode")
        terminal.signal(signal)
        #expect(terminal.waitForExit() == 128 + signal)
        let settings = terminal.attributes()
        #expect(settings.c_lflag & tcflag_t(ICANON) != 0)
        #expect(settings.c_lflag & tcflag_t(ECHO) != 0)
    }

    /// The prompt reads its lines as a file's are read: invalid UTF-8 is refused, where it is.
    @Test func invalidUTF8AtThePromptIsRefused() throws {
        let terminal = try PseudoTerminal()
        #expect(terminal.waitFor("patients 0> "))
        terminal.send(bytes: Array("push \"a".utf8) + [0xFF] + Array("\"\r".utf8))
        #expect(terminal.waitFor("<repl>:1:8: error: invalid UTF-8 in this line (navrepl reads UTF-8 text only)"))
        #expect(terminal.waitFor("patients 0> ", count: 2))
    }

    @Test func controlCAbandonsAHalfTypedBlock() throws {
        let terminal = try PseudoTerminal()
        terminal.waitFor("patients 0> ")
        terminal.send("app shop {\r")
        terminal.waitFor("...> ")
        terminal.send("\u{3}")
        #expect(terminal.waitFor("^C\npatients 0> "))
        terminal.send("show\r")
        #expect(terminal.waitFor("patients: root\npatients 0> "))
    }

    @Test func tabCompletesCommandsAndRoutes() throws {
        let terminal = try PseudoTerminal()
        terminal.waitFor("patients 0> ")
        terminal.send("pu\t")
        #expect(terminal.waitFor("patients 0> push "))
        terminal.send("det\t")
        #expect(terminal.waitFor("push detail "))
        terminal.send("\"Ann\"\r")
        #expect(terminal.waitFor("patients: root > detail(name: \"Ann\")"))
    }

    @Test func tabCompletesClosedSetValues() throws {
        let terminal = try PseudoTerminal(arguments: ["--app", "routers"])
        terminal.waitFor("a 0> ")
        terminal.send("tab b\r")
        terminal.waitFor("b 0> ")
        terminal.send("push transportation sa\t")
        #expect(terminal.waitFor("push transportation sailboat "))
        terminal.send("\r")
        #expect(terminal.waitFor("b: root > transportation(type: sailboat)"))
    }

    @Test func historyIsKeptAcrossSessions() throws {
        let folder = Binary.temporaryFolder()
        let history = folder + "/state/history"
        do {
            let first = try PseudoTerminal(environment: ["NAVREPL_HISTORY": history])
            first.waitFor("0> ")
            first.send("push create\r")
            first.waitFor("1> ")
            first.send("\u{4}")
            #expect(first.waitForExit() == 0)
        }
        let saved = try String(contentsOfFile: history, encoding: .utf8)
        #expect(saved == "push create\n")
        var status = stat()
        stat(history, &status)
        #expect(status.st_mode & 0o777 == 0o600)
        let second = try PseudoTerminal(environment: ["NAVREPL_HISTORY": history])
        second.waitFor("0> ")
        second.send("\u{1B}[A\r")
        #expect(second.waitFor("patients: root > create"))
    }

    @Test func noColourUnderNoColor() throws {
        let plain = try PseudoTerminal(environment: ["NO_COLOR": "1"])
        plain.waitFor("0> ")
        plain.send("push list\r")
        plain.waitFor("1> ")
        #expect(!plain.output.contains("\u{1B}[1;34m"))
        let coloured = try PseudoTerminal()
        coloured.waitFor("0> ")
        coloured.send("push list\r")
        coloured.waitFor("1> ")
        #expect(coloured.output.contains("\u{1B}[1;34m"))
    }

    @Test func theRcFileRunsBeforeThePrompt() throws {
        let folder = Binary.temporaryFolder()
        try Binary.write("push list\npop 5\n", to: folder + "/.navreplrc")
        let terminal = try PseudoTerminal(environment: ["HOME": folder])
        #expect(terminal.waitFor("patients 1> "))
        #expect(terminal.plainOutput.contains(folder + "/.navreplrc:2:5: error: cannot pop 5"))
        let skipped = try PseudoTerminal(arguments: ["--no-init"], environment: ["HOME": folder])
        #expect(skipped.waitFor("patients 0> "))
        // The banner names the app the rc file leaves loaded.
        try Binary.write("app routers\n", to: folder + "/.navreplrc")
        let routers = try PseudoTerminal(environment: ["HOME": folder])
        #expect(routers.waitFor("navrepl 0.1.0, app routers (tabs a, b, c, d). Type 'help' for commands, Ctrl-D to leave."))
    }

    /// `help` fills the terminal's width; piped, 80 columns.
    @Test func helpFitsTheTerminal() throws {
        let terminal = try PseudoTerminal(arguments: ["--no-init"], columns: 60)
        terminal.waitFor("0> ")
        terminal.send("help\r")
        #expect(terminal.waitFor("Scripts as a test suite, from the shell: navrepl test (type"))
        let listing = terminal.plainOutput.split(separator: "\n").drop { !$0.hasPrefix("navrepl commands") }
        #expect(listing.contains("                                push one or more routes onto"), "\(terminal.plainOutput)")
        #expect(listing.allSatisfy { $0.count <= 60 }, "\(listing.filter { $0.count > 60 })")
        let piped = try Binary.run(["-e", "help", "-e", "help explore"])
        let long = piped.stdout.split(separator: "\n").filter { $0.count > 80 && !$0.hasPrefix("  ") }
        #expect(long.isEmpty, "\(long)")
    }

    @Test func loadingAnotherAppSaysTheSessionIsLeftBehind() throws {
        let terminal = try PseudoTerminal(arguments: ["--no-init"])
        terminal.waitFor("0> ")
        terminal.send("push list > create\r")
        terminal.waitFor("2> ")
        terminal.send("app routers\r")
        #expect(terminal.waitFor("navrepl: the session of app hospital (1 change) is left behind: 'undo' cannot go back to it (save it first with 'save FILE')"))
        #expect(terminal.waitFor("a 0> "))
        // Nothing to leave behind: nothing said.
        terminal.send("app hospital\r")
        #expect(terminal.waitFor("patients 0> "))
        #expect(!terminal.plainOutput.contains("the session of app routers"))
        // Scripts load apps on purpose: nothing said there either.
        let script = try Binary.run(["-e", "push list", "-e", "app routers"])
        #expect(script.stderr.isEmpty)
    }

    @Test func ctrlDInsideABlockSaysTheBlockWasDropped() throws {
        let terminal = try PseudoTerminal(arguments: ["--no-init"])
        terminal.waitFor("0> ")
        terminal.send("app shop {\r")
        #expect(terminal.waitFor("...> "))
        terminal.send("tab cart { item }\r")
        #expect(terminal.waitFor("...> "))
        terminal.send("\u{4}")
        #expect(terminal.waitFor("navrepl: the unfinished entry (2 lines) was dropped: Ctrl-D came before its closing '}' or quote"))
        #expect(terminal.waitForExit() == 0)
    }
}

/// More of the prompt: tab names, quoted file names, and history shared by two REPLs.
@Suite(.serialized)
struct PromptTests {
    @Test func tabCompletesTabNamesAndListsSeveralMatches() throws {
        let terminal = try PseudoTerminal()
        terminal.waitFor("patients 0> ")
        terminal.send("tab do\t")
        #expect(terminal.waitFor("tab doctors "))
        terminal.send("\r")
        #expect(terminal.waitFor("doctors: root\ndoctors 0> "))
        terminal.send("p\t\t")
        #expect(terminal.waitFor("popToRoot  popto"))
    }

    @Test func completionInsideQuotesKeepsTheQuoting() throws {
        let folder = Binary.temporaryFolder()
        try Binary.write("push list\n", to: folder + "/my setup.nav")
        let terminal = try PseudoTerminal(arguments: [], environment: ["PWD": folder], directory: folder)
        terminal.waitFor("patients 0> ")
        terminal.send("source \"my\t")
        #expect(terminal.waitFor("source \"my setup.nav\""))
        terminal.send("\r")
        #expect(terminal.waitFor("patients: root > list\npatients 1> "))
    }

    @Test func twoREPLsAtOnceShareTheHistoryFileWithoutCorruptingIt() throws {
        let history = Binary.temporaryFolder() + "/history"
        let first = try PseudoTerminal(environment: ["NAVREPL_HISTORY": history])
        let second = try PseudoTerminal(environment: ["NAVREPL_HISTORY": history])
        first.waitFor("0> ")
        second.waitFor("0> ")
        for index in 0..<40 {
            first.send("echo first \(index)\r")
            second.send("echo second \(index)\r")
        }
        // Ctrl-D only once each is back at its prompt, not while a command runs.
        #expect(first.waitFor("first 39\npatients 0> "))
        #expect(second.waitFor("second 39\npatients 0> "))
        first.send("\u{4}")
        second.send("\u{4}")
        #expect(first.waitForExit() == 0)
        #expect(second.waitForExit() == 0)
        let lines = try String(contentsOfFile: history, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(lines.count == 80)
        #expect(Set(lines) == Set((0..<40).flatMap { ["echo first \($0)", "echo second \($0)"] }))
    }

    /// An entry is in the history before it runs: one that ends the session (or crashes it)
    /// is not lost.
    @Test func anEntryIsKeptBeforeItRuns() throws {
        let history = Binary.temporaryFolder() + "/history"
        let terminal = try PseudoTerminal(environment: ["NAVREPL_HISTORY": history])
        terminal.waitFor("0> ")
        terminal.send("push list; quit 3\r")
        #expect(terminal.waitForExit() == 3)
        #expect(try String(contentsOfFile: history, encoding: .utf8) == "push list; quit 3\n")
    }

    /// `--bail` at the prompt ends the session at the first failing command, with status 1.
    @Test func bailEndsTheSessionAtTheFirstFailure() throws {
        let terminal = try PseudoTerminal(arguments: ["--bail"])
        terminal.waitFor("patients 0> ")
        terminal.send("push list\r")
        #expect(terminal.waitFor("patients 1> "))
        terminal.send("pop 5\r")
        #expect(terminal.waitFor("error: cannot pop 5"))
        #expect(terminal.waitForExit() == 1)
    }

    @Test func aMultiLineBlockIsOneHistoryEntry() throws {
        let history = Binary.temporaryFolder() + "/history"
        do {
            let terminal = try PseudoTerminal(environment: ["NAVREPL_HISTORY": history])
            terminal.waitFor("0> ")
            terminal.send("app shop {\r")
            terminal.waitFor("...> ")
            terminal.send("  tab cart { item }\r")
            terminal.send("}\r")
            terminal.waitFor("cart 0> ")
            terminal.send(" push item\r")
            terminal.waitFor("cart 1> ")
            terminal.send("\u{4}")
            _ = terminal.waitForExit()
        }
        #expect(try String(contentsOfFile: history, encoding: .utf8) == "app shop {\\n  tab cart { item }\\n}\n")
        let again = try PseudoTerminal(environment: ["NAVREPL_HISTORY": history])
        again.waitFor("0> ")
        again.send("\u{1B}[A\r")
        #expect(again.waitFor("cart: root"))
    }
}

/// Every command has help text and a man page entry, and every flag of --help is in the man page.
struct DocumentationTests {
    static let manual = (try? String(contentsOfFile: Repository.root.appendingPathComponent("man/navrepl.1").path, encoding: .utf8)) ?? ""

    /// The names the man page marks up as commands (`Ic name`).
    static let manualCommands: Set<String> = {
        let words = manual.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
        return Set(zip(words, words.dropFirst()).filter { $0.0 == "Ic" }.map { $0.1 })
    }()

    @Test func everyCommandInHelpIsInTheManPage() throws {
        let help = try Binary.run(["-e", "help"]).stdout
        // A command's line starts with two spaces; a summary on a line of its own, with more.
        let commands = help.split(separator: "\n").filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") }
            .compactMap { $0.split(separator: " ").first.map(String.init) }
        #expect(commands.count >= 30)
        for command in commands {
            #expect(Self.manualCommands.contains(command), "the man page does not document '\(command)'")
            let usage = try Binary.run(["-e", "help \(command)"])
            #expect(usage.status == 0 && usage.stdout.hasPrefix("usage: "), "'help \(command)'")
        }
    }

    @Test func everyCommandInTheManPageHasHelp() throws {
        let documented = Self.manualCommands.filter { $0.first?.isLetter == true }
        #expect(documented.count >= 30)
        for command in documented {
            let usage = try Binary.run(["-e", "help \(command)"])
            #expect(usage.status == 0, "'\(command)' is in the man page but 'help \(command)' fails: \(usage.stderr)")
        }
    }

    @Test func everyFlagIsInTheManPage() throws {
        let help = try Binary.run(["--help"]).stdout
        let flags = Set(help.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\n" })
            .filter { $0.hasPrefix("--") && $0.count > 2 }.map { String($0.drop { $0 == "-" }) })
        #expect(flags.count >= 15)
        for flag in flags {
            #expect(Self.manual.contains("Fl Fl \(flag)"), "the man page does not document --\(flag)")
        }
    }
}
