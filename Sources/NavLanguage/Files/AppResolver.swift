import NavreplKit
import Platform

/// Finds the app a name means, for `app NAME` and the command line's `--app NAME` alike:
/// `none`, a built-in app, one declared this session, Swift sources (a `.swift` file or a
/// folder, read by navrepl-import) or an app file. One reading, so that both take the same
/// names and refuse a mistake with the same message.
public struct AppResolver {
    /// An app found: its schema, and what importing it from Swift sources found and assumed.
    public struct Found {
        public let schema: AppSchema
        public let report: [String]
        /// Whether it was read from the disk (a file or Swift sources) rather than known by name.
        let isRead: Bool
        /// The file or folder it was read from, as found from the working directory.
        public var file: String? = nil
    }

    /// Why a name gives no app; `diagnostic` is set when the problem is inside an app file.
    public struct Failure: Error {
        public let message: String
        public let diagnostic: Diagnostic?
    }

    /// Apps declared this session with `app NAME { ... }`, loadable again by name.
    var declared: [String: AppSchema] = [:]
    /// False: no name is looked for on the disk (the interpreter's file access is off).
    var readsFiles = true
    /// The folder relative paths are read from (a script's), and that folder as errors name it.
    var directory: String?
    var shownDirectory: String?
    var isInterrupted: () -> Bool = { false }

    /// A resolver for the command line: paths from the working directory, no declared apps.
    public init() {}

    init(declared: [String: AppSchema], readsFiles: Bool, directory: String?, shownDirectory: String?, isInterrupted: @escaping () -> Bool) {
        self.declared = declared
        self.readsFiles = readsFiles
        self.directory = directory
        self.shownDirectory = shownDirectory
        self.isInterrupted = isInterrupted
    }

    public func resolve(_ name: String) throws(Failure) -> Found {
        if name == AppSchema.free.name { return Found(schema: .free, report: [], isRead: false) }
        if let schema = BuiltinApps.named(name) ?? declared[name] { return Found(schema: schema, report: [], isRead: false) }
        // A bare name is a path when something is there (`--app Sources`, `--app myapp` an
        // app file without its extension, a link); anything else that reads as a path is one.
        let path = Interpreter.join(directory, name)
        let looksLikePath = name.contains("/") || name.contains(".") || (readsFiles && System.linkStatus(at: path) != nil)
        if readsFiles, SwiftAppImport.namesSwiftSources(path) {
            do {
                let imported = try SwiftAppImport.run([name], in: directory, isInterrupted: isInterrupted)
                return Found(schema: imported.schema, report: imported.report, isRead: true, file: path)
            } catch {
                throw Failure(message: error.message, diagnostic: nil)
            }
        }
        guard looksLikePath else { throw unknown(name) }
        // Nothing there: what was meant may be a folder of sources as well as an app file, so
        // the message names neither alone (a missing `.navapp` is an app file's).
        if readsFiles, !name.hasSuffix(".navapp"), System.linkStatus(at: path) == nil {
            throw Failure(message: "no file or folder '\(name)': give an app file, .swift files or a folder of them, or a built-in app's name", diagnostic: nil)
        }
        do {
            return Found(schema: try AppFile.read(path, named: name, shownAs: Interpreter.join(shownDirectory, name)), report: [], isRead: true, file: path)
        } catch let problem as AppFile.Problem {
            throw Failure(message: problem.message, diagnostic: problem.diagnostic)
        } catch {
            throw Failure(message: "\(error)", diagnostic: nil)
        }
    }

    private func unknown(_ name: String) -> Failure {
        let known = [AppSchema.free.name] + BuiltinApps.all.map(\.name) + declared.keys.sorted()
        let list = " (apps: \(known.joined(separator: ", ")); or give a file such as 'clinic.navapp')"
        return Failure(message: "unknown app '\(name)'" + Spelling.hint(for: name, among: known, otherwise: list), diagnostic: nil)
    }
}
