import NavLanguage
import Platform

/// `navrepl.toml`: a suite's own settings, found in the current folder or the nearest one
/// above it (as pytest finds `pytest.ini`), so that a team's CI runs `navrepl test` bare:
///
///     app = "clinic.navapp"          # the app scripts start with, unless they load their own
///     paths = ["Scenarios"]          # what runs when no path is given
///     jobs = 4
///     exclude = ["Scenarios/include"]
///     ignore = ["orphan:receipt"]    # explore's findings marked intended (--ignore)
///
/// Paths are relative to the file's folder. Options on the command line win over the file.
/// A small subset of TOML: `key = value` lines, strings in double quotes, whole numbers, and
/// arrays of strings on one line; `#` starts a comment.
public struct SuiteFile: Sendable {
    public static let name = "navrepl.toml"

    /// The file, as found from the current folder (`navrepl.toml`, `../navrepl.toml`...).
    public let path: String
    public private(set) var app: String?
    public private(set) var paths: [String] = []
    public private(set) var jobs: Int?
    public private(set) var exclude: [String] = []
    /// `explore --ignore`'s `KIND[:SUBJECT]`s: findings the team marked intended.
    public private(set) var ignore: [String] = []

    /// What is wrong with the file, at its line.
    public struct Problem: Error {
        public let message: String
    }

    static let keys = ["app", "paths", "jobs", "exclude", "ignore"]

    /// The suite file of the current folder or the nearest folder above it, if any.
    public static func find() throws(Problem) -> SuiteFile? {
        var folder = "."
        var seen = Set<String>()
        while let real = System.canonicalPath(folder), seen.insert(real).inserted {
            let candidate = folder == "." ? name : folder + "/" + name
            if System.status(at: candidate)?.kind == .regular {
                let bytes: [UInt8]
                do {
                    bytes = try ReadableFile.contents(of: candidate, limit: 1 << 20)
                } catch {
                    throw Problem(message: "cannot read \(candidate): \(error.reason)")
                }
                return try SuiteFile(String(decoding: bytes, as: UTF8.self), path: candidate)
            }
            if real == "/" { break }
            folder = folder == "." ? ".." : folder + "/.."
        }
        return nil
    }

    /// The file's settings; `path` names it in errors and anchors its relative paths.
    public init(_ text: String, path: String) throws(Problem) {
        self.path = path
        // An editor may begin the file with a byte-order mark: it is no part of the first key.
        let text = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
        let folder = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : "."
        func located(_ relative: String) -> String {
            relative.hasPrefix("/") || folder == "." ? relative : folder + "/" + relative
        }
        var given = Set<String>()
        for (index, rawLine) in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).enumerated() {
            let line = SuiteFile.withoutComment(rawLine).trimmingSpaces
            if line.isEmpty { continue }
            let at = "\(path):\(index + 1)"
            guard let equals = line.firstIndex(of: "=") else {
                throw Problem(message: "\(at): expected 'key = value', found '\(line)'")
            }
            let key = String(line[..<equals]).trimmingSpaces
            let value = String(line[line.index(after: equals)...]).trimmingSpaces
            guard SuiteFile.keys.contains(key) else {
                throw Problem(message: "\(at): unknown key '\(key)' (\(SuiteFile.name) takes \(SuiteFile.keys.joined(separator: ", ")))")
            }
            guard given.insert(key).inserted else { throw Problem(message: "\(at): '\(key)' is given twice") }
            switch key {
            case "app":
                guard let text = SuiteFile.string(value) else { throw Problem(message: "\(at): app takes a string, e.g. app = \"clinic.navapp\"") }
                // A built-in app is named; a file or folder is found from this file's folder.
                app = text.contains("/") || text.contains(".") ? located(text) : text
            case "jobs":
                guard let number = Int(value), number >= 1 else { throw Problem(message: "\(at): jobs takes a whole number of at least 1, not '\(value)'") }
                jobs = number
            default:
                guard let list = SuiteFile.strings(value) else {
                    throw Problem(message: "\(at): \(key) takes a list of strings, e.g. \(key) = [\"Scenarios\"]")
                }
                switch key {
                case "paths": paths = list.map(located)
                case "exclude": exclude = list.map(located)
                default: ignore = list
                }
            }
        }
    }

    /// Whether `file` (as the suite finder names it) is under an excluded path.
    public func excludes(_ file: String) -> Bool {
        exclude.contains { excluded in
            let excluded = SuiteFile.normalized(excluded)
            let file = SuiteFile.normalized(file)
            // `exclude = ["."]` is the folder itself: everything in it.
            return excluded.isEmpty || file == excluded || file.hasPrefix(excluded + "/")
        }
    }

    private static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") where part != "." { parts.append(part) }
        return parts.joined(separator: "/")
    }

    /// The line without a `#` comment, a `#` inside a string kept.
    private static func withoutComment(_ line: Substring) -> Substring {
        var quoted = false
        var escaped = false
        for index in line.indices {
            let character = line[index]
            if escaped { escaped = false; continue }
            if character == "\\" && quoted { escaped = true; continue }
            if character == "\"" { quoted.toggle() }
            if character == "#" && !quoted { return line[..<index] }
        }
        return line
    }

    /// A double-quoted string, with `\"` and `\\` read.
    private static func string(_ value: String) -> String? {
        guard value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") else { return nil }
        var text = ""
        var escaped = false
        for character in value.dropFirst().dropLast() {
            if escaped { text.append(character); escaped = false; continue }
            if character == "\\" { escaped = true; continue }
            if character == "\"" { return nil }
            text.append(character)
        }
        return escaped ? nil : text
    }

    /// `["a", "b"]`: strings without commas inside them.
    private static func strings(_ value: String) -> [String]? {
        guard value.hasPrefix("["), value.hasSuffix("]") else { return nil }
        let inside = value.dropFirst().dropLast().trimmingSpaces
        if inside.isEmpty { return [] }
        var list: [String] = []
        for item in inside.split(separator: ",", omittingEmptySubsequences: false) {
            let item = String(item).trimmingSpaces
            if item.isEmpty { continue }
            guard let text = string(item) else { return nil }
            list.append(text)
        }
        return list
    }
}

extension StringProtocol {
    /// Without spaces and tabs at either end.
    fileprivate var trimmingSpaces: String {
        var characters = Substring(self)
        while let first = characters.first, first == " " || first == "\t" || first == "\r" { characters.removeFirst() }
        while let last = characters.last, last == " " || last == "\t" || last == "\r" { characters.removeLast() }
        return String(characters)
    }
}
