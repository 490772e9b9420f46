import NavreplKit
import Platform

/// `app import PATH...` and `--app PATH`: runs `navrepl-import` from beside the running
/// program, as git runs git-foo, and reads the app file it prints. navrepl itself never links
/// swift-syntax, so it builds and starts as fast without the importer as with it.
public enum SwiftAppImport {
    public static let programName = "navrepl-import"

    /// The imported app and what the importer found and assumed, line by line.
    public struct Imported {
        public let schema: AppSchema
        /// The summary and at most `shownDetails` lines after it, then how many were left out.
        public let report: [String]
    }

    /// What `app import` passes on: `strict` refuses an import that left a navigation call or
    /// a file unread; `name` names the app instead of its `@main` type or folder.
    public struct Options: Hashable, Sendable {
        public var strict = false
        public var name: String?

        public init(strict: Bool = false, name: String? = nil) {
            self.strict = strict
            self.name = name
        }

        var arguments: [String] { (strict ? ["--strict"] : []) + (name.map { ["--name", $0] } ?? []) }
    }

    /// A large app can have hundreds of assumptions: the session shows this many, and the
    /// importer's own output has them all.
    static let shownDetails = 10

    /// Why nothing was imported, in words to show as they are.
    public struct Problem: Error {
        public let message: String
    }

    /// Whether an app argument names Swift sources rather than an app file: a `.swift` file or a folder.
    public static func namesSwiftSources(_ path: String) -> Bool {
        path.hasSuffix(".swift") || System.status(at: path)?.kind == .directory
    }

    /// Imports `paths`; relative ones are in `directory` (a script's folder) and reported as written.
    /// The most the importer may write (an app file is a few kilobytes; a hundred thousand
    /// routes, a few megabytes) and the longest it may run.
    static let outputLimit = 64 << 20
    static let timeLimit = 300.0

    public static func run(_ paths: [String], in directory: String? = nil, options: Options = Options(), isInterrupted: () -> Bool = { false }) throws(Problem) -> Imported {
        guard let own = System.executablePath() else {
            throw Problem(message: "cannot find \(programName): where navrepl itself is cannot be read (\(SystemError.last.message))")
        }
        let folder = own.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        let importer = folder + "/" + programName
        guard System.fileExists(at: importer) else {
            throw Problem(message: "cannot import Swift sources: \(programName) is not installed beside navrepl (\(importer)); \(buildAdvice(folder: folder))")
        }
        let arguments = (directory.map { ["--directory", $0] } ?? []) + options.arguments + ["--"]
        guard let completion = System.run(importer, arguments + paths, limit: outputLimit, seconds: timeLimit, isInterrupted: isInterrupted) else {
            throw Problem(message: "cannot run \(importer): \(SystemError.last.message)")
        }
        switch completion.stopped {
        case .tooMuchOutput?:
            throw Problem(message: "\(programName) wrote more than \(outputLimit >> 20) MiB, and was stopped (import fewer files at a time)")
        case .tooLong?:
            throw Problem(message: "\(programName) ran longer than \(Int(timeLimit)) seconds, and was stopped (import fewer files at a time)")
        case .interrupted?:
            throw Problem(message: "interrupted: \(programName) was stopped and nothing was imported")
        case nil:
            break
        }
        guard completion.status == 0 else {
            var message = String(decoding: completion.errors, as: UTF8.self)
            while message.last?.isNewline == true { message.removeLast() }
            if message.hasPrefix(programName + ": ") { message.removeFirst(programName.count + 2) }
            throw Problem(message: message.isEmpty ? "\(programName) failed with status \(completion.status)" : message)
        }
        let text = String(decoding: completion.output, as: UTF8.self)
        do {
            let schema = try AppFile.parse(StringLineSource(text), file: "<\(programName)>", named: programName)
            var report = ImportedAppFile.report(in: text)
            let hidden = report.count - 1 - shownDetails
            if hidden > 0 {
                report.removeLast(hidden)
                report.append("... and \(hidden) more line\(hidden == 1 ? "" : "s"), which '\(programName) \(paths.joined(separator: " "))' prints")
            }
            return Imported(schema: schema, report: report)
        } catch let problem as AppFile.Problem {
            throw Problem(message: "\(programName) printed an app navrepl cannot read (a bug): \(problem.message)")
        } catch {
            throw Problem(message: "\(programName) printed an app navrepl cannot read (a bug): \(error)")
        }
    }

    /// The exact command that builds the importer where this navrepl came from: SwiftPM's
    /// build folder in a checkout, else an installation.
    static func buildAdvice(folder: String) -> String {
        let components = folder.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard let buildIndex = components.lastIndex(where: { $0.hasPrefix(".build") }), let configuration = components.last else {
            return "install both with 'scripts/install' from navrepl's source folder"
        }
        let root = components[..<buildIndex].joined(separator: "/")
        let command = configuration == "release" ? "scripts/build --importer" : "scripts/build --debug --importer"
        return "build it with '\(command)' in \(root.isEmpty ? "/" : root)"
    }
}
