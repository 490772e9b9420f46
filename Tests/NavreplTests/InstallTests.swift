import Foundation
import Testing
import TestSupport

/// scripts/install and scripts/uninstall end to end, into a temporary prefix, and the man page
/// they install.
@Suite(.serialized)
struct InstallTests {
    static let root = Repository.root.path

    /// Runs `scripts/NAME`, installing the binary under test rather than building a release one.
    static func script(_ name: String, _ arguments: [String]) throws -> Binary.Result {
        try Binary.run(arguments, environment: ["NAVREPL_INSTALL_BINARY": Binary.path], program: root + "/scripts/" + name)
    }

    /// Where `name` is on PATH, if it is installed.
    static func tool(_ name: String) -> String? {
        (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
            .map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    @Test func installsTheBinaryAndTheManPageThenUninstallsExactlyThose() throws {
        let prefix = Binary.temporaryFolder()
        let binary = prefix + "/bin/navrepl", page = prefix + "/share/man/man1/navrepl.1"
        let install = try Self.script("install", [prefix])
        #expect(install.status == 0, "\(install.stderr)")
        expectSameText(install.stdout, "installed \(binary)\ninstalled \(page)\n")
        #expect(FileManager.default.isExecutableFile(atPath: binary))
        #expect(FileManager.default.contents(atPath: page) == FileManager.default.contents(atPath: Self.root + "/man/navrepl.1"))
        #expect(try Binary.run(["-e", "show"], program: binary).stdout == "patients: root\n")

        try Binary.write("kept\n", to: prefix + "/bin/other")
        let uninstall = try Self.script("uninstall", [prefix])
        #expect(uninstall.status == 0)
        expectSameText(uninstall.stdout, "removed \(binary)\nremoved \(page)\n")
        #expect(!FileManager.default.fileExists(atPath: binary))
        #expect(!FileManager.default.fileExists(atPath: page))
        #expect(FileManager.default.fileExists(atPath: prefix + "/bin/other"))

        let again = try Self.script("uninstall", [prefix])
        #expect(again.status == 0)
        expectSameText(again.stdout, "not installed: \(binary)\nnot installed: \(page)\n")
    }

    @Test(.enabled(if: tool("man") != nil, "man is not installed"))
    func manFindsTheInstalledPage() throws {
        let prefix = Binary.temporaryFolder()
        #expect(try Self.script("install", [prefix]).status == 0)
        let found = try Binary.run(["-w", "navrepl"], environment: ["MANPATH": prefix + "/share/man"], program: Self.tool("man")!)
        #expect(found.stdout == prefix + "/share/man/man1/navrepl.1\n", "\(found.stderr)")
        #expect(try Self.script("uninstall", [prefix]).status == 0)
    }

    @Test func bothScriptsExplainTheirUsage() throws {
        for name in ["install", "uninstall"] {
            let help = try Self.script(name, ["-h"])
            #expect(help.status == 0)
            #expect(help.stdout == "usage: scripts/\(name) [PREFIX]    (default /usr/local)\n")
            let wrong = try Self.script(name, ["--prefix", "/tmp"])
            #expect(wrong.status == 2)
            #expect(wrong.stdout == "")
            #expect(wrong.stderr == help.stdout)
        }
    }
}

/// The man page reads cleanly in both of the common formatters.
struct ManPageTests {
    static let page = InstallTests.root + "/man/navrepl.1"

    @Test(.enabled(if: InstallTests.tool("mandoc") != nil, "mandoc is not installed (scripts/test installs it)"))
    func mandocFindsNothingToLint() throws {
        let lint = try Binary.run(["-T", "lint", Self.page], program: InstallTests.tool("mandoc")!)
        // mandoc notes on standard error when `.Xr readline 3` resolves through the file
        // system rather than its own index (Debian names the page readline.3readline): that
        // is about the machine's man index, not about this page.
        let notes = lint.stderr.split(separator: "\n").filter { !$0.contains("outdated mandoc.db lacks") }
        #expect(lint.stdout == "")
        #expect(notes == [])
    }

    @Test(.enabled(if: InstallTests.tool("man") != nil, "man is not installed"))
    func manFormatsThePageWithoutWarnings() throws {
        let formatted = try Binary.run(["-l", Self.page], environment: ["MANWIDTH": "80", "LC_ALL": "C.UTF-8"], program: InstallTests.tool("man")!)
        #expect(formatted.status == 0)
        #expect(formatted.stdout.contains("navrepl"))
        #expect(formatted.stderr == "")
    }
}
