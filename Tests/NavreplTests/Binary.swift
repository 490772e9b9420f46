import Foundation
import TestSupport

/// Runs the built `navrepl` binary as a user would, and captures what it did.
enum Binary {
    /// `.build/<config>/navrepl`, beside the test bundle.
    static let path: String = {
        if let explicit = ProcessInfo.processInfo.environment["NAVREPL_BINARY"] { return explicit }
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<3 {
            let candidate = folder.appendingPathComponent("navrepl").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return Repository.root.appendingPathComponent(".build/debug/navrepl").path
    }()

    struct Result {
        let stdout: String
        let stderr: String
        let status: Int32
    }

    /// Runs navrepl (or another `program`, such as a script) with `arguments`, feeding `stdin`
    /// (nil: an empty pipe).
    static func run(_ arguments: [String], stdin: String? = nil, stdinBytes: [UInt8]? = nil,
                    environment: [String: String] = [:], directory: String? = nil,
                    program: String = path) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = nil
        env["NAVREPL_HISTORY"] = "/dev/null"
        for (key, value) in environment { env[key] = value }
        process.environment = env
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        let input = Pipe(), output = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let bytes = stdinBytes ?? Array((stdin ?? "").utf8)
        let writer = Thread {
            input.fileHandleForWriting.write(Data(bytes))
            try? input.fileHandleForWriting.close()
        }
        writer.start()
        let collected = Collected()
        let reader = Thread {
            collected.stdout = output.fileHandleForReading.readDataToEndOfFile()
            collected.done.signal()
        }
        reader.start()
        let errData = errors.fileHandleForReading.readDataToEndOfFile()
        collected.done.wait()
        process.waitUntilExit()
        return Result(stdout: String(decoding: collected.stdout, as: UTF8.self), stderr: String(decoding: errData, as: UTF8.self),
                      status: process.terminationStatus)
    }

    /// Runs navrepl with `arguments` in `directory`, sends it Ctrl-C (SIGINT) after `delay`
    /// seconds, and says what it wrote on standard error, its status, and how long it took
    /// to stop once interrupted.
    static func interrupted(_ arguments: [String], in directory: String, after delay: Double = 1) throws
        -> (stderr: String, status: Int32, secondsToStop: Double, stdout: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let errors = Pipe()
        process.standardError = errors
        // Standard output to a file outside `directory`, which a test may expect left empty.
        let output = temporaryFolder() + "/stdout"
        FileManager.default.createFile(atPath: output, contents: nil)
        process.standardOutput = FileHandle(forWritingAtPath: output)
        try process.run()
        Thread.sleep(forTimeInterval: delay)
        let sent = Date()
        process.interrupt()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let stopped = Date().timeIntervalSince(sent)
        return (text, process.terminationStatus, stopped, (try? String(contentsOfFile: output, encoding: .utf8)) ?? "")
    }

    /// Standard output, read on another thread while standard error is read on this one.
    private final class Collected: @unchecked Sendable {
        var stdout = Data()
        let done = DispatchSemaphore(value: 0)
    }

    /// A fresh folder for a test's files, inside the test run's own folder.
    static func temporaryFolder() -> String {
        let folder = runFolder + "/" + UUID().uuidString
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    /// One folder per test run, removed when the run ends, so that the tests leave nothing behind.
    private static let runFolder: String = {
        let folder = NSTemporaryDirectory() + "navrepl-tests-\(getpid())"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(atPath: Binary.runFolder) }
        return folder
    }()

    static func write(_ text: String, to path: String) throws {
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }
}
