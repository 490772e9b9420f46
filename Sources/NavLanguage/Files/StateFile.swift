import NavreplKit
import Platform

/// State files: `save` writes the JSON STATE atomically, `restore` reads one and checks all
/// of it against the current app before anything changes.
public enum StateFile {
    /// Why a file could not be saved or restored.
    public struct Problem: Error {
        public let message: String

        package init(message: String) {
            self.message = message
        }
    }

    /// The largest state file `restore` reads.
    public static let maximumSize = 256 << 20

    /// Writes `text` to `path` through a temporary file in the same folder, flushed to disk
    /// and then renamed over `path`: an interrupted save leaves the old file whole, and a
    /// failed one leaves no temporary file behind. Only a regular file or a new name is
    /// written; through a symbolic link, its target is (and the link stays). A new file gets
    /// the umask's permissions; a replaced one keeps its own, and its owner and group. A file
    /// with other names (hard links), or whose owner the new file cannot be given, is rewritten
    /// in place instead, so that every name sees the new text and the owner stays: that write
    /// is not atomic (interrupted, it leaves the file partly written).
    /// Errors call the file `shown` (a path as the script wrote it), or else `path`, and say
    /// what could not be done to it (`verb`: save, or write for `export`).
    public static func writeAtomically(
        _ text: String, to path: String, shownAs shown: String? = nil, verb: String = "save"
    ) throws(Problem) {
        let (name, existing) = try writableTarget(path, shownAs: shown ?? path, verb: verb)
        let bytes = Array(text.utf8)
        if let existing, existing.linkCount > 1 {
            return try writeInPlace(bytes, to: name, shownAs: shown ?? path, verb: verb)
        }
        let folder = name.lastIndex(of: "/").map { String(name[...$0]) } ?? ""
        guard let (descriptor, temporary) = System.makeTemporaryFile(prefix: folder + ".navrepl-save-") else {
            throw Problem(message: "cannot \(verb) '\(shown ?? path)': \(SystemError.last.message)")
        }
        System.setPermissions(descriptor, existing?.permissions ?? System.newFilePermissions)
        if let existing, let made = System.status(of: descriptor), made.user != existing.user || made.group != existing.group,
           !System.setOwner(descriptor, user: existing.user, group: existing.group) {
            System.close(descriptor)
            System.finishTemporaryFile(temporary, renamingTo: nil)
            return try writeInPlace(bytes, to: name, shownAs: shown ?? path, verb: verb)
        }
        var failure = bytes.withUnsafeBytes { System.writeAll(descriptor, $0) }
        if failure == nil && !System.synchronize(descriptor) { failure = .last }
        if !System.close(descriptor) && failure == nil { failure = .last }
        if failure == nil {
            if !System.finishTemporaryFile(temporary, renamingTo: name) { failure = .last }
        } else {
            System.finishTemporaryFile(temporary, renamingTo: nil)
        }
        if let failure {
            throw Problem(message: "cannot \(verb) '\(shown ?? path)': \(failure.message) (the old file, if any, is unchanged)")
        }
    }

    /// Rewrites an existing file through its own descriptor: its links, owner and permissions
    /// stay, as they are the file's.
    private static func writeInPlace(_ bytes: [UInt8], to name: String, shownAs shown: String, verb: String) throws(Problem) {
        let descriptor = System.open(name, .truncating)
        guard descriptor >= 0 else { throw Problem(message: "cannot \(verb) '\(shown)': \(SystemError.last.message)") }
        var failure = bytes.withUnsafeBytes { System.writeAll(descriptor, $0) }
        if failure == nil && !System.synchronize(descriptor) { failure = .last }
        if !System.close(descriptor) && failure == nil { failure = .last }
        if let failure { throw Problem(message: "cannot \(verb) '\(shown)': \(failure.message)") }
    }

    /// The file a save to `path` writes: `path` itself, or the file its symbolic links lead
    /// to; with what stat(2) says of it when it exists. Refuses what is not a regular file.
    private static func writableTarget(_ path: String, shownAs shown: String, verb: String) throws(Problem) -> (name: String, status: System.FileStatus?) {
        var name = path
        // As the system does, give up after 40 links (a loop).
        for _ in 0..<40 {
            guard let status = System.linkStatus(at: name) else { return (name, nil) }
            switch status.kind {
            case .regular:
                return (name, status)
            case .symbolicLink:
                guard let link = System.linkTarget(at: name) else { throw Problem(message: "cannot \(verb) '\(shown)': \(SystemError.last.message)") }
                name = link.hasPrefix("/") ? link : (name.lastIndex(of: "/").map { String(name[...$0]) } ?? "") + link
            default:
                throw Problem(message: "cannot \(verb) '\(shown)': \(name == path ? "it" : "'\(name)'") is \(describe(status.kind)); only regular files are written (give the name of a file)")
            }
        }
        throw Problem(message: "cannot \(verb) '\(shown)': too many levels of symbolic links")
    }

    private static func describe(_ kind: System.FileKind) -> String {
        switch kind {
        case .directory: return "a folder"
        case .fifo: return "a FIFO (named pipe)"
        case .socket: return "a socket"
        case .device: return "a device"
        case .regular, .symbolicLink, .other: return "not a regular file"
        }
    }

    /// Reads a state file and checks it against `schema`. Ctrl-C (`isInterrupted`) stops it
    /// within a fraction of a second, whatever the size.
    public static func load(
        _ path: String, shownAs shown: String? = nil, schema: AppSchema, isInterrupted: @escaping () -> Bool = { false }
    ) throws(Problem) -> NavigationState {
        let bytes: [UInt8]
        do {
            bytes = try ReadableFile.contents(of: path, limit: maximumSize)
        } catch {
            throw Problem(message: "cannot restore '\(shown ?? path)': \(error.reason)")
        }
        do {
            return try decode(bytes, schema: schema, isInterrupted: isInterrupted)
        } catch {
            throw Problem(message: "cannot restore '\(shown ?? path)': \(error.message)")
        }
    }

    /// Reads the JSON STATE shape, checking all of it against `schema`.
    public static func decode(_ bytes: [UInt8], schema: AppSchema, isInterrupted: @escaping () -> Bool = { false }) throws(Problem) -> NavigationState {
        guard String(validating: bytes, as: UTF8.self) != nil else { throw Problem(message: "it is not UTF-8 text") }
        let json: JSONValue
        do {
            json = try JSONParser.parse(bytes, isInterrupted: isInterrupted)
        } catch {
            if error.message == JSONParser.interrupted { throw Problem(message: "interrupted (Ctrl-C); nothing was changed") }
            let line = bytes[..<min(error.offset, bytes.count)].filter { $0 == UInt8(ascii: "\n") }.count + 1
            throw Problem(message: "malformed JSON at line \(line) (byte \(error.offset + 1)): \(error.message)")
        }
        do {
            return try StateDecoder(schema: schema, isInterrupted: isInterrupted).state(from: json)
        } catch {
            throw Problem(message: error.message)
        }
    }
}

/// Turns the JSON STATE shape back into a state, checking every tab, route and argument.
struct StateDecoder {
    struct Failure: Error {
        let message: String
    }

    let schema: AppSchema
    /// Asked every so many routes (Ctrl-C).
    let isInterrupted: () -> Bool

    func state(from json: JSONValue) throws(Failure) -> NavigationState {
        // `taps`, which `state --json` adds in an app with edges, is derived: passed over.
        let root = try object(json, at: "the state", keys: ["app", "tab", "tabs", "modals", "flags"], passingOver: "taps")
        let app = try string(root["app"], at: "app")
        guard app == schema.name else {
            throw Failure(message: "it holds a state of app '\(cut(app))', but app '\(schema.name)' is loaded (use 'app \(cut(app))' first)")
        }
        guard case .array(let tabValues)? = root["tabs"] else { throw Failure(message: "tabs: expected an array of tabs") }
        var tabs: [NavigationState.TabState] = []
        var tabNumbers: [String: Int] = [:]
        for (index, value) in tabValues.enumerated() {
            let place = "tabs[\(index)]"
            let tab = try object(value, at: place, keys: ["name", "stack"])
            let name = try string(tab["name"], at: place + ".name")
            guard tabNumbers.updateValue(index, forKey: name) == nil else { throw Failure(message: "\(place): tab '\(cut(name))' appears twice") }
            if schema.isFree {
                do { try FreeNames.checkTab(name) } catch { throw Failure(message: "\(place).name: \(error.description)") }
            } else if schema.tabIndex(named: name) == nil {
                throw Failure(message: "\(place).name: app '\(schema.name)' has no tab '\(cut(name))'")
            }
            tabs.append(NavigationState.TabState(name: name, stack: try routes(tab["stack"], at: place + ".stack", in: name)))
        }
        if !schema.isFree {
            if let missing = schema.tabs.first(where: { tabNumbers[$0.name] == nil }) {
                throw Failure(message: "tabs: tab '\(cut(missing.name))' of app '\(schema.name)' is missing")
            }
            tabs = schema.tabs.map { declared in tabs[tabNumbers[declared.name]!] }
        }
        guard !tabs.isEmpty else { throw Failure(message: "tabs: a state has at least one tab") }
        let selected = try string(root["tab"], at: "tab")
        guard let selectedIndex = schema.isFree ? tabNumbers[selected] : schema.tabIndex(named: selected) else {
            throw Failure(message: "tab: '\(cut(selected))' is not one of the state's tabs")
        }
        guard case .array(let modalValues)? = root["modals"] else { throw Failure(message: "modals: expected an array of modals") }
        var modals: [Modal] = []
        for (index, value) in modalValues.enumerated() {
            let place = "modals[\(index)]"
            let modal = try object(value, at: place, keys: ["style", "root", "stack"])
            let styleName = try string(modal["style"], at: place + ".style")
            guard let style = Modal.Style(rawValue: styleName) else {
                throw Failure(message: "\(place).style: expected \"sheet\" or \"cover\", not \"\(cut(styleName))\"")
            }
            guard let rootValue = modal["root"] else { throw Failure(message: "\(place).root: missing") }
            let root = try route(rootValue, at: place + ".root", in: selected)
            modals.append(Modal(style: style, root: root, stack: try routes(modal["stack"], at: place + ".stack", in: selected)))
        }
        return NavigationState(tabs: tabs, selectedTab: selectedIndex, modals: modals, flags: try flags(root["flags"]))
    }

    /// The app's flags: those the file leaves out (a file saved before the app had them) keep
    /// the values the app starts with.
    private func flags(_ value: JSONValue?) throws(Failure) -> [String: Bool] {
        var flags = schema.initialFlags
        guard let value else { return flags }
        guard case .object(let members) = value else { throw Failure(message: "flags: expected an object of flag names and true or false") }
        for member in members {
            guard flags[member.key] != nil else {
                throw Failure(message: "flags: app '\(schema.name)' has no flag \"\(member.key)\""
                    + Spelling.hint(for: member.key, among: schema.flags.map(\.name), quote: "\""))
            }
            guard case .bool(let flag) = member.value else {
                throw Failure(message: "flags.\(member.key): expected true or false")
            }
            flags[member.key] = flag
        }
        return flags
    }

    private func routes(_ value: JSONValue?, at place: String, in tab: String) throws(Failure) -> [Route] {
        guard case .array(let values)? = value else { throw Failure(message: "\(place): expected an array of routes") }
        var routes: [Route] = []
        routes.reserveCapacity(values.count)
        for (index, value) in values.enumerated() {
            if index & 0x3FFF == 0x3FFF && isInterrupted() { throw Failure(message: "interrupted (Ctrl-C); nothing was changed") }
            routes.append(try route(value, at: "\(place)[\(index)]", in: tab))
        }
        return routes
    }

    private func route(_ value: JSONValue, at place: String, in tab: String) throws(Failure) -> Route {
        let fields = try object(value, at: place, keys: ["route", "args"])
        let name = try string(fields["route"], at: place + ".route")
        guard !name.isEmpty else { throw Failure(message: "\(place).route: a route name cannot be empty") }
        guard case .object(let members)? = fields["args"] else { throw Failure(message: "\(place).args: expected an object") }
        var arguments: [Route.Argument] = []
        for (position, member) in members.enumerated() {
            let value: Value
            switch member.value {
            case .string(let text): value = .string(text)
            case .int(let number): value = .int(number)
            case .bool(let flag): value = .bool(flag)
            default: throw Failure(message: "\(place).args.\(cut(member.key)): expected a string, a number or a boolean, not \(member.value.kind)")
            }
            var label: String? = member.key
            if schema.isFree && member.key == "_\(position)" { label = nil }
            arguments.append(Route.Argument(label: label, value: value))
        }
        do {
            return try schema.check(Route(name, arguments), in: tab)
        } catch {
            throw Failure(message: "\(place): \(error.description)")
        }
    }

    private func object(_ value: JSONValue, at place: String, keys: [String], passingOver derived: String? = nil) throws(Failure) -> [String: JSONValue] {
        guard case .object(let members) = value else { throw Failure(message: "\(place): expected an object, not \(value.kind)") }
        var result: [String: JSONValue] = [:]
        for member in members where member.key != derived {
            guard keys.contains(member.key) else {
                throw Failure(message: "\(place): unknown key \"\(cut(member.key))\" (expected \(keys.map { "\"\($0)\"" }.joined(separator: ", ")))")
            }
            result[member.key] = member.value
        }
        return result
    }

    /// A value from the file as a message shows it: long ones are cut, so that a huge
    /// name does not flood the terminal.
    private func cut(_ text: String) -> String {
        text.count <= 60 ? text : text.prefix(57) + "..."
    }

    private func string(_ value: JSONValue?, at place: String) throws(Failure) -> String {
        guard case .string(let text)? = value else {
            throw Failure(message: "\(place): expected a string\(value.map { ", not \($0.kind)" } ?? ", but it is missing")")
        }
        return text
    }
}
