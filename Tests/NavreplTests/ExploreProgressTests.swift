import Foundation
import Testing

/// `navrepl explore`, and `explore` at the prompt, at a terminal: a long walk shows how far it
/// has got on a line of its own, erased before the report; piped, or with --json, it shows none.
@Suite(.serialized)
struct ExploreProgressTests {
    @Test func aLongWalkShowsItsProgressAtATerminalAndErasesIt() throws {
        let terminal = try PseudoTerminal(arguments: ["explore", "routers", "--whole", "--time-limit", "1.5"])
        #expect(terminal.waitFor("explore: ", timeout: 20), "\(terminal.output)")
        #expect(terminal.waitFor("explored ", timeout: 60), "\(terminal.output)")
        #expect(terminal.waitForExit(timeout: 60) == 0)
        #expect(terminal.output.contains(" states, "), "\(terminal.output)")
        // The line is erased before the report, which starts a clean line.
        #expect(terminal.output.contains("\r\u{1B}[Kexplored "), "\(terminal.output.suffix(300))")
    }

    /// The prompt on routers, with `command`, a walk, showing its progress line.
    static func walkingAtThePrompt(_ command: String) throws -> PseudoTerminal {
        let terminal = try PseudoTerminal(arguments: ["--app", "routers"])
        #expect(terminal.waitFor("0> "), "\(terminal.output)")
        terminal.send(command + "\n")
        #expect(terminal.waitFor("explore: ", timeout: 20), "\(terminal.output)")
        return terminal
    }

    /// At the prompt too: the line goes to the terminal, and the report follows on a clean line.
    @Test func atThePromptALongWalkShowsItsProgress() throws {
        let terminal = try Self.walkingAtThePrompt("explore --whole --time-limit 1.5")
        #expect(terminal.waitFor("explored ", timeout: 60), "\(terminal.output)")
        #expect(terminal.output.contains("\r\u{1B}[Kexplored "), "\(terminal.output.suffix(300))")
        terminal.send("quit\n")
        #expect(terminal.waitForExit() == 0)
    }

    /// Ctrl-C stops the walk: the progress line is erased, the totals so far are reported,
    /// marked interrupted, and the exit status is 130.
    @Test func ctrlCReportsTheTotalsSoFar() throws {
        let terminal = try PseudoTerminal(arguments: ["explore", "routers", "--whole", "--limit", "50000000"])
        #expect(terminal.waitFor("explore: ", timeout: 20), "\(terminal.output)")
        let sent = Date()
        terminal.send("\u{3}")
        #expect(terminal.waitFor("nothing was judged", timeout: 20), "\(terminal.output)")
        #expect(Date().timeIntervalSince(sent) < 10, "it stops promptly")
        #expect(terminal.waitForExit(timeout: 20) == 130)
        #expect(terminal.output.contains("\r\u{1B}[Kexplored "), "\(terminal.output.suffix(300))")
        #expect(terminal.plainOutput.hasSuffix("; interrupted (Ctrl-C) while walking: nothing was judged\nexplore: interrupted (Ctrl-C)\n"), "\(terminal.output.suffix(300))")
    }

    /// At the prompt, Ctrl-C stops the walk, the totals so far are shown, and the session goes on.
    @Test func atThePromptCtrlCStopsTheWalkOnly() throws {
        let terminal = try Self.walkingAtThePrompt("explore --whole --limit 50000000")
        terminal.send("\u{3}")
        #expect(terminal.waitFor("nothing was judged", timeout: 20), "\(terminal.output)")
        terminal.send("echo still here\n")
        #expect(terminal.waitFor("\nstill here\n", timeout: 20), "\(terminal.output)")
        terminal.send("quit\n")
        #expect(terminal.waitForExit() != nil)
    }

    @Test func noProgressWhenPipedOrInJSON() throws {
        let piped = try Binary.run(["explore", "routers", "--whole", "--time-limit", "1.5"])
        #expect(!piped.stderr.contains("explore: "), "\(piped.stderr)")
        let json = try PseudoTerminal(arguments: ["explore", "routers", "--whole", "--time-limit", "1.5", "--json"])
        #expect(json.waitForExit(timeout: 60) == 0)
        #expect(!json.output.contains("explore: "), "\(json.output.prefix(300))")
    }
}
