import NavLanguage
import NavreplKit
import Platform

/// What the NavreplGenerator build plugin runs for each `.navapp` of a target: the router
/// `export swift` writes, with the options of the target's `navrepl-config.json`. Every problem
/// is a diagnostic at its file, line and column, which the build shows as it shows a compiler's.
public enum RouterGeneration {
    /// The config file the plugin looks for in a target.
    public static let configFileName = "navrepl-config.json"

    /// The Swift source for the app file at `appFile`, with the options of the config file at
    /// `config`, if any.
    public static func source(appFile: String, config: String?) throws(Diagnostic) -> String {
        var options = try config.map(Self.options(inConfig:)) ?? SwiftAppWriter.Options()
        options.appFile = appFile.split(separator: "/").last.map(String.init) ?? appFile
        let schema: AppSchema
        do {
            schema = try AppFile.read(appFile, named: appFile)
        } catch let problem as AppFile.Problem {
            throw problem.diagnostic ?? Diagnostic(location: SourceLocation(file: appFile, line: 1, column: 1), message: problem.message)
        } catch {
            throw Diagnostic(location: SourceLocation(file: appFile, line: 1, column: 1), message: "\(error)")
        }
        let writer = SwiftAppWriter(schema: schema, options: options)
        if let (place, reason) = writer.parameterTypeProblem, let config {
            // The config's mistake, at its "types" key, in its words.
            throw Self.failure(in: config, at: "\"\(place)\"", "\"types\" \"\(place)\": \(reason)")
        }
        if let problem = writer.problem {
            throw Diagnostic(location: SourceLocation(file: appFile, line: 1, column: 1), message: "cannot generate app \(schema.name): \(problem)")
        }
        return writer.write()
    }

    /// A problem of the config file at `path`, at the first place `key` is written (or its start).
    static func failure(in path: String, at key: String, _ message: String) -> Diagnostic {
        let bytes = (try? ReadableFile.contents(of: path, limit: 1 << 20)) ?? []
        return diagnostic(message, at: offset(of: key, in: bytes), in: bytes, path: path)
    }

    /// Where `text` is first written in `bytes` (JSON values keep no offsets), else 0.
    static func offset(of text: String, in bytes: [UInt8]) -> Int {
        let wanted = Array(text.utf8)
        return bytes.indices.first { bytes[$0...].starts(with: wanted) } ?? 0
    }

    /// `message` at the line and column of byte `offset` of the config file at `path`.
    static func diagnostic(_ message: String, at offset: Int, in bytes: [UInt8], path: String) -> Diagnostic {
        let before = bytes[..<min(offset, bytes.count)]
        let line = before.count { $0 == UInt8(ascii: "\n") } + 1
        let column = before.count - (before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0) + 1
        return Diagnostic(location: SourceLocation(file: path, line: line, column: column), message: message)
    }

    /// The config file of the target an app file is in (beside it), if there is one.
    public static func config(besideAppFile appFile: String) -> String? {
        let folder = appFile.contains("/") ? String(appFile[..<appFile.lastIndex(of: "/")!]) : "."
        let path = folder + "/" + configFileName
        return System.status(at: path)?.kind == .regular ? path : nil
    }

    /// The config file's options as `export swift`'s (`--prefix Clinic`, `--access public`,
    /// `--type detail.id=PatientID`), for an export that is to match what the build plugin generates.
    public static func exportArguments(forConfig path: String) throws(Diagnostic) -> [String] {
        let options = try options(inConfig: path)
        var arguments: [String] = []
        if let prefix = options.prefix { arguments += ["--prefix", prefix] }
        if options.access != .internal { arguments += ["--access", options.access.rawValue] }
        for (place, type) in options.parameterTypes.sorted(by: { $0.key < $1.key }) { arguments += ["--type", place + "=" + type] }
        return arguments
    }

    /// The keys a config file may hold: `export swift`'s --access, --prefix and --type.
    static let keys = ["access", "prefix", "types"]

    /// `{"prefix": "Clinic", "access": "public", "types": {"detail.id": "PatientID"}}`: every
    /// key optional.
    static func options(inConfig path: String) throws(Diagnostic) -> SwiftAppWriter.Options {
        func failure(at offset: Int, _ message: String, in bytes: [UInt8]) -> Diagnostic {
            diagnostic(message, at: offset, in: bytes, path: path)
        }
        let bytes: [UInt8]
        do {
            bytes = try ReadableFile.contents(of: path, limit: 1 << 20)
        } catch {
            throw Diagnostic(location: SourceLocation(file: path, line: 1, column: 1), message: "cannot read the config file: \(error.reason)")
        }
        let json: JSONValue
        do {
            json = try JSONParser.parse(bytes)
        } catch {
            throw failure(at: error.offset, "malformed JSON: \(error.message)", in: bytes)
        }
        guard case .object(let members) = json else {
            throw failure(at: 0, "the config is \(json.kind), not an object such as {\"prefix\": \"Clinic\", \"access\": \"public\"}", in: bytes)
        }
        var options = SwiftAppWriter.Options()
        for (key, value) in members {
            // A key's place: where its quoted name first appears.
            let offset = offset(of: "\"\(key)\"", in: bytes)
            switch (key, value) {
            case ("prefix", .string(let prefix)):
                if let problem = SwiftNames.typePrefixProblem(prefix) { throw failure(at: offset, problem, in: bytes) }
                options.prefix = prefix
            case ("access", .string(let level)):
                guard let access = SwiftAppWriter.Access(rawValue: level) else {
                    throw failure(at: offset, "unknown access level '\(level)' (public or internal)", in: bytes)
                }
                options.access = access
            case ("types", .object(let mappings)):
                for (place, type) in mappings {
                    guard case .string(let type) = type else {
                        throw failure(at: offset, "\"types\" maps ROUTE.PARAMETER to a type name, but \"\(place)\" maps to \(type.kind)", in: bytes)
                    }
                    options.parameterTypes[place] = type
                }
            case ("types", _):
                throw failure(at: offset, "\"types\" must be an object such as {\"detail.id\": \"PatientID\"}, not \(value.kind)", in: bytes)
            case ("views", _):
                throw failure(at: offset, "\"views\" is gone: \(SwiftAppWriter.viewsMoved); remove the key", in: bytes)
            case ("prefix", _), ("access", _):
                throw failure(at: offset, "\"\(key)\" must be a string, not \(value.kind)", in: bytes)
            default:
                let suggestion = Spelling.hint(for: key, among: keys, quote: "\"")
                throw failure(at: offset, "unknown key \"\(key)\"\(suggestion); a config holds \(keys.map { "\"\($0)\"" }.joined(separator: ", "))", in: bytes)
            }
        }
        return options
    }
}
