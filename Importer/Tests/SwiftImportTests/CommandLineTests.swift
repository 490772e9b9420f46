import Foundation
import Testing
import TestSupport

/// `navrepl-import` run as a user runs it: what it prints, and its exit status (0 imported;
/// 1 the paths were read and hold no app, or `--strict` refused it; 2 a usage error or a path
/// that cannot be read).
struct CommandLineTests {
    /// `.build/<config>/navrepl-import`, beside the test bundle.
    static let program: String = {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<3 {
            let candidate = folder.appendingPathComponent("navrepl-import").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return Repository.root.appendingPathComponent(".build/debug/navrepl-import").path
    }()

    static func run(_ arguments: [String], in directory: String) throws -> (stdout: String, stderr: String, status: Int32) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Small outputs: each fits its pipe, so reading one after the other cannot block.
        let stdout = output.fileHandleForReading.readDataToEndOfFile()
        let stderr = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self), process.terminationStatus)
    }

    @Test func aBuiltInAppsNameIsRefusedBeforeAnythingIsRead() throws {
        let run = try Self.run(["--name", "hospital", "Missing.swift"], in: NSTemporaryDirectory())
        #expect(run.status == 2)
        expectSameText(run.stderr, """
            Error: --name 'hospital' is a built-in app's name, and navrepl refuses an app file that takes it: choose another (e.g. --name hospital_imported)
            Usage: navrepl-import <PATH> ... [--name <NAME>] [--directory <DIR>] [--strict]
              See 'navrepl-import --help' for more information.

            """)
    }

    @Test func freeModesNameIsRefusedAsNavreplCallsIt() throws {
        let run = try Self.run(["--name", "none", "Missing.swift"], in: NSTemporaryDirectory())
        #expect(run.status == 2)
        expectSameText(run.stderr, """
            Error: --name 'none' is free mode's name (app none accepts any route), and navrepl refuses an app file that takes it: choose another (e.g. --name none_imported)
            Usage: navrepl-import <PATH> ... [--name <NAME>] [--directory <DIR>] [--strict]
              See 'navrepl-import --help' for more information.

            """)
    }

    @Test func aMissingDirectoryIsNamedAndIsAUsageError() throws {
        let run = try Self.run(["-C", "/nonexistent/folder", "Sources"], in: NSTemporaryDirectory())
        #expect(run.status == 2)
        expectSameText(run.stderr, "navrepl-import: cannot read the folder '/nonexistent/folder' given with --directory: No such file or directory\n")
    }

    @Test func theExitStatusesFollowTheContract() throws {
        let files = [
            "empty/README.md": "",
            "model/Model.swift": "struct Patient {}\n",
            "app/Routes.swift": ImportReportTests.routes,
            "broken/Routes.swift": ImportReportTests.routes,
            "broken/Broken.swift": "enum E {\n",
        ]
        try ImportReportTests.inFolder(files) { folder in
            let statuses = try [["app"], ["--strict", "app"], ["missing"], ["empty"], ["model"], ["broken"], ["--strict", "broken"]].map {
                try Self.run($0, in: folder).status
            }
            #expect(statuses == [0, 0, 2, 1, 1, 0, 1])
            let strict = try Self.run(["--strict", "broken"], in: folder)
            expectSameText(strict.stderr, """
                navrepl-import: --strict: 1 file not read whole, so the app may miss routes:
                  file not read whole: broken/Broken.swift:1:9: expected '}' to end enum; the rest of the file was read

                """)
        }
    }

    /// A folder whose `.swift` files are all links out of it has none to read: the message
    /// says how many links were not followed, why, and which folder to give instead.
    @Test func aFolderOfLinksOutSaysWhichFolderToGive() throws {
        try ImportReportTests.inFolder(["shared/Routes.swift": ImportReportTests.routes, "app/.keep": ""]) { folder in
            let shared = URL(fileURLWithPath: folder + "/shared").resolvingSymlinksInPath().path
            try FileManager.default.createSymbolicLink(atPath: folder + "/app/Routes.swift", withDestinationPath: shared + "/Routes.swift")
            let run = try Self.run(["app"], in: folder)
            #expect(run.status == 1)
            expectSameText(run.stderr, "navrepl-import: no .swift files in 'app'; 1 link in 'app' leads out of it, and links out of the paths given are never followed: to import what it leads to, give its folder, \(shared)\n")
            #expect(try Self.run(["app", "shared"], in: folder).status == 0)
        }
    }

    /// A link out of the folder beside the app's own files: the import says so, and `--strict`
    /// refuses it, as it does a file skipped, since what the link leads to may be the app's.
    @Test func strictRefusesALinkOutNotFollowed() throws {
        try ImportReportTests.inFolder(["shared/More.swift": "enum MoreRoute: Hashable { case extra }\n", "app/Routes.swift": ImportReportTests.routes]) { folder in
            let shared = URL(fileURLWithPath: folder + "/shared").resolvingSymlinksInPath().path
            try FileManager.default.createSymbolicLink(atPath: folder + "/app/More.swift", withDestinationPath: shared + "/More.swift")
            #expect(try Self.run(["app"], in: folder).status == 0)
            let strict = try Self.run(["--strict", "app"], in: folder)
            #expect(strict.status == 1)
            expectSameText(strict.stderr, """
                navrepl-import: --strict: links not followed, so the app may miss routes:
                  link not followed: 1 link in 'app' leads out of it, and links out of the paths given are never followed: to import what it leads to, give its folder, \(shared)

                """)
        }
    }
}
