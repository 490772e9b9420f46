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

    @Test func installsBothProgramsAndTheirManPagesThenUninstallsExactlyThose() throws {
        let prefix = Binary.temporaryFolder()
        let files = ["bin/navrepl", "bin/navrepl-import", "share/man/man1/navrepl.1", "share/man/man1/navrepl-import.1"]
            .map { prefix + "/" + $0 }
        let install = try Self.script("install", [prefix])
        #expect(install.status == 0, "\(install.stderr)")
        expectSameText(install.stdout, files.map { "installed \($0)\n" }.joined())
        let binary = files[0]
        #expect(FileManager.default.isExecutableFile(atPath: binary))
        #expect(FileManager.default.isExecutableFile(atPath: files[1]))
        #expect(FileManager.default.contents(atPath: files[2]) == FileManager.default.contents(atPath: Self.root + "/man/navrepl.1"))
        #expect(FileManager.default.contents(atPath: files[3]) == FileManager.default.contents(atPath: Self.root + "/man/navrepl-import.1"))
        #expect(try Binary.run(["-e", "show"], program: binary).stdout == "patients: root\n")
        // The installed navrepl finds the importer installed beside it.
        let sources = Binary.temporaryFolder() + "/Routes.swift"
        try Binary.write("enum Route: Hashable { case list, detail(id: Int) }\n", to: sources)
        let imported = try Binary.run(["-e", "set verbose on; app import \(sources); routes"], program: binary)
        expectSameText(imported.stdout, "imported 1 tab, 2 routes from 1 file\nnote: edges not imported (tab main: the view it shows not found)\nroutes in main:\n  list               (every tab)\n  detail(id: Int)    (every tab)\n")

        try Binary.write("kept\n", to: prefix + "/bin/other")
        let uninstall = try Self.script("uninstall", [prefix])
        #expect(uninstall.status == 0)
        expectSameText(uninstall.stdout, files.map { "removed \($0)\n" }.joined())
        for file in files { #expect(!FileManager.default.fileExists(atPath: file)) }
        #expect(FileManager.default.fileExists(atPath: prefix + "/bin/other"))

        let again = try Self.script("uninstall", [prefix])
        #expect(again.status == 0)
        expectSameText(again.stdout, files.map { "not installed: \($0)\n" }.joined())
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

/// The man pages read cleanly in both of the common formatters.
struct ManPageTests {
    static let pages = ["navrepl.1", "navrepl-import.1"].map { InstallTests.root + "/man/" + $0 }

    @Test(.enabled(if: InstallTests.tool("mandoc") != nil, "mandoc is not installed (scripts/test installs it)"), arguments: pages)
    func mandocFindsNothingToLint(page: String) throws {
        let lint = try Binary.run(["-T", "lint", page], program: InstallTests.tool("mandoc")!)
        // mandoc notes on standard error when `.Xr readline 3` resolves through the file
        // system rather than its own index (Debian names the page readline.3readline): that
        // is about the machine's man index, not about this page.
        let notes = lint.stderr.split(separator: "\n").filter { !$0.contains("outdated mandoc.db lacks") }
        #expect(lint.stdout == "")
        #expect(notes == [])
    }

    @Test(.enabled(if: InstallTests.tool("man") != nil, "man is not installed"), arguments: pages)
    func manFormatsThePageWithoutWarnings(page: String) throws {
        let formatted = try Binary.run(["-l", page], environment: ["MANWIDTH": "80", "LC_ALL": "C.UTF-8"], program: InstallTests.tool("man")!)
        #expect(formatted.status == 0)
        #expect(formatted.stdout.contains("navrepl"))
        #expect(formatted.stderr == "")
    }
}
