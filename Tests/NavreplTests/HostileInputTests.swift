import Foundation
import Testing
import TestSupport

/// SPEC section 8 on the binary: hostile input gets a clear error and exit status 1 or 2;
/// never a crash, a hang or unbounded memory.
@Suite(.serialized)
struct HostileInputTests {
    func run(_ script: String) throws -> Binary.Result {
        let folder = Binary.temporaryFolder()
        try Binary.write(script, to: folder + "/hostile.nav")
        return try Binary.run(["hostile.nav"], directory: folder)
    }

    @Test func deeplyNestedExpectFailIsRefusedNotAStackOverflow() throws {
        let result = try run(String(repeating: "expect fail ", count: 80_000) + "pop\n")
        #expect(result.status == 1)
        #expect(result.stderr == "hostile.nav:1:25: error: 'expect fail' nests 2 deep at most\n")
    }

    @Test func aHundredThousandParenthesesAndBraces() throws {
        let parens = try run("push detail" + String(repeating: "(", count: 100_000) + "\npush list\n")
        #expect(parens.status == 1)
        #expect(parens.stderr == "hostile.nav:1:13: error: expected an argument, found '('\n")
        #expect(parens.stdout == "patients: root > list\n")
        let braces = try run("app x {" + String(repeating: " tab a {", count: 100_000) + "\n")
        #expect(braces.status == 1)
        #expect(braces.stderr.hasPrefix("hostile.nav:1:800007: error: unterminated block at end of input"))
    }

    @Test func aMillionSemicolons() throws {
        let result = try run(String(repeating: ";", count: 1_000_000) + "push list\n")
        #expect(result.status == 0)
        #expect(result.stdout == "patients: root > list\n")
    }

    @Test func aLineOverOneMebibyteIsSkippedAndReported() throws {
        let result = try run("push " + String(repeating: "x", count: 2 << 20) + "\npush list\n")
        #expect(result.status == 1)
        #expect(result.stderr == "hostile.nav:1:1: error: line of 2097157 bytes is longer than the 1 MiB limit\n")
        #expect(result.stdout == "patients: root > list\n")
    }

    @Test func aBlockThatNeverClosesOverManyLinesIsLinear() throws {
        let started = Date()
        let result = try run("app x {\n" + String(repeating: "  tab a { b }\n", count: 200_000))
        #expect(result.status == 1)
        #expect(result.stderr == "hostile.nav:1:7: error: unterminated block at end of input: this '{' is never closed (add a '}')\n")
        #expect(Date().timeIntervalSince(started) < 30)
    }

    @Test func terminalEscapesNeverReachErrorMessagesRaw() throws {
        let result = try Binary.run([], stdin: "push \u{1B}[31mred\u{1B}[0m\npop \u{1B}]0;title\u{7}\n")
        #expect(result.status == 1)
        #expect(!result.stderr.contains("\u{1B}"))
        #expect(!result.stderr.contains("\u{7}"))
        #expect(result.stderr.contains("unknown route '\\u{1B}[31mred\\u{1B}[0m'"))
    }

    @Test func randomBytesNeverCrash() throws {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20 {
            let bytes = (0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let result = try Binary.run([], stdinBytes: bytes)
            #expect(result.status == 0 || result.status == 1, "status \(result.status): \(result.stderr.prefix(300))")
        }
    }

    @Test func numbersBeyondSixtyFourBits() throws {
        let result = try run("pop 18446744073709551616\npush list\nexit 99999999999999999999\n")
        expectSameText(result.stderr, """
            hostile.nav:1:5: error: number 18446744073709551616 is out of range (-9223372036854775808 to 9223372036854775807)
            hostile.nav:3:6: error: number 99999999999999999999 is out of range (-9223372036854775808 to 9223372036854775807)

            """)
        #expect(result.status == 1)
    }

    @Test func unreadableScriptsAreUsageErrors() throws {
        let folder = Binary.temporaryFolder()
        // Root reads every file whatever its permissions (and CI runs as root): there, a file
        // in a folder that does not exist is the one it cannot read.
        let (script, reason): (String, String)
        if getuid() == 0 {
            (script, reason) = ("missing/secret.nav", "No such file or directory")
        } else {
            try Binary.write("push list\n", to: folder + "/secret.nav")
            chmod(folder + "/secret.nav", 0)
            (script, reason) = ("secret.nav", "Permission denied")
        }
        let result = try Binary.run([script], directory: folder)
        #expect(result.status == 2)
        #expect(result.stderr.contains("cannot read script '\(script)': \(reason)"), "\(result.stderr)")
    }
}
