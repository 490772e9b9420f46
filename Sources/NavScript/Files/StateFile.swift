import NavigationModel
import Platform

/// State files: `save` writes the JSON STATE atomically, `restore` reads one and checks all
/// of it against the current app before anything changes.
public enum StateFile {
    /// Why a file could not be saved or restored.
    public struct Problem: Error {
        public let message: String
    }

    /// The largest state file `restore` reads.
    public static let maximumSize = 256 << 20

    /// Writes `text` to `path` through a temporary file in the same folder, flushed to disk
    /// and then renamed over `path`: an interrupted save leaves the old file whole, and a
    /// failed one leaves no temporary file behind.
    /// Errors call the file `shown` (a path as the script wrote it), or else `path`.
    public static func writeAtomically(_ text: String, to path: String, shownAs shown: String? = nil) throws(Problem) {
        let folder = path.lastIndex(of: "/").map { String(path[...$0]) } ?? ""
        guard let (descriptor, temporary) = System.makeUniqueFile(prefix: folder + ".navrepl-save-") else {
            throw Problem(message: "cannot save '\(shown ?? path)': \(SystemError.last.message)")
        }
        System.setPermissions(descriptor, System.status(at: path)?.permissions ?? 0o644)
        let bytes = Array(text.utf8)
        var failure = bytes.withUnsafeBytes { System.writeAll(descriptor, $0) }
        if failure == nil && !System.synchronize(descriptor) { failure = .last }
        if !System.close(descriptor) && failure == nil { failure = .last }
        if failure == nil && !System.rename(temporary, to: path) { failure = .last }
        if let failure {
            System.remove(temporary)
            throw Problem(message: "cannot save '\(shown ?? path)': \(failure.message) (the old file, if any, is unchanged)")
        }
    }

    /// Reads a state file and checks it against `schema`.
    public static func load(_ path: String, shownAs shown: String? = nil, schema: AppSchema) throws(Problem) -> NavigationState {
        let bytes: [UInt8]
        do {
            bytes = try ReadableFile.contents(of: path, limit: maximumSize)
        } catch {
            throw Problem(message: "cannot restore '\(shown ?? path)': \(error.reason)")
        }
        do {
            return try decode(bytes, schema: schema)
        } catch {
            throw Problem(message: "cannot restore '\(shown ?? path)': \(error.message)")
        }
    }

    /// Reads the JSON STATE shape, checking all of it against `schema`.
    public static func decode(_ bytes: [UInt8], schema: AppSchema) throws(Problem) -> NavigationState {
        guard String(validating: bytes, as: UTF8.self) != nil else { throw Problem(message: "it is not UTF-8 text") }
        let json: JSONValue
        do {
            json = try JSONParser.parse(bytes)
        } catch {
            let line = bytes[..<min(error.offset, bytes.count)].filter { $0 == UInt8(ascii: "\n") }.count + 1
            throw Problem(message: "malformed JSON at line \(line) (byte \(error.offset + 1)): \(error.message)")
        }
        do {
            return try StateDecoder(schema: schema).state(from: json)
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

    func state(from json: JSONValue) throws(Failure) -> NavigationState {
        let root = try object(json, at: "the state", keys: ["app", "tab", "tabs", "modals", "flags"])
        let app = try string(root["app"], at: "app")
        guard app == schema.name else {
            throw Failure(message: "it holds a state of app '\(app)', but app '\(schema.name)' is loaded (use 'app \(app)' first)")
        }
        guard case .array(let tabValues)? = root["tabs"] else { throw Failure(message: "tabs: expected an array of tabs") }
        var tabs: [TabState] = []
        for (index, value) in tabValues.enumerated() {
            let place = "tabs[\(index)]"
            let tab = try object(value, at: place, keys: ["name", "stack"])
            let name = try string(tab["name"], at: place + ".name")
            guard !tabs.contains(where: { $0.name == name }) else { throw Failure(message: "\(place): tab '\(name)' appears twice") }
            if !schema.isFree && schema.tabIndex(named: name) == nil {
                throw Failure(message: "\(place).name: app '\(schema.name)' has no tab '\(name)'")
            }
            tabs.append(TabState(name: name, stack: try routes(tab["stack"], at: place + ".stack", in: name)))
        }
        if !schema.isFree {
            let missing = schema.tabs.map(\.name).filter { name in !tabs.contains { $0.name == name } }
            guard missing.isEmpty else { throw Failure(message: "tabs: tab '\(missing[0])' of app '\(schema.name)' is missing") }
            tabs = schema.tabs.map { declared in tabs.first { $0.name == declared.name }! }
        }
        guard !tabs.isEmpty else { throw Failure(message: "tabs: a state has at least one tab") }
        let selected = try string(root["tab"], at: "tab")
        guard let selectedIndex = tabs.firstIndex(where: { $0.name == selected }) else {
            throw Failure(message: "tab: '\(selected)' is not one of the state's tabs")
        }
        guard case .array(let modalValues)? = root["modals"] else { throw Failure(message: "modals: expected an array of modals") }
        var modals: [Modal] = []
        for (index, value) in modalValues.enumerated() {
            let place = "modals[\(index)]"
            let modal = try object(value, at: place, keys: ["style", "root", "stack"])
            let styleName = try string(modal["style"], at: place + ".style")
            guard let style = ModalStyle(rawValue: styleName) else {
                throw Failure(message: "\(place).style: expected \"sheet\" or \"cover\", not \"\(styleName)\"")
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
                let suggestion = Spelling.suggestion(for: member.key, among: schema.flags.map(\.name))
                throw Failure(message: "flags: app '\(schema.name)' has no flag \"\(member.key)\""
                    + (suggestion.map { " (did you mean \"\($0)\"?)" } ?? ""))
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
        for (index, value) in values.enumerated() { routes.append(try route(value, at: "\(place)[\(index)]", in: tab)) }
        return routes
    }

    private func route(_ value: JSONValue, at place: String, in tab: String) throws(Failure) -> Route {
        let fields = try object(value, at: place, keys: ["route", "args"])
        let name = try string(fields["route"], at: place + ".route")
        guard !name.isEmpty else { throw Failure(message: "\(place).route: a route name cannot be empty") }
        guard case .object(let members)? = fields["args"] else { throw Failure(message: "\(place).args: expected an object") }
        var arguments: [Argument] = []
        for (position, member) in members.enumerated() {
            let value: Value
            switch member.value {
            case .string(let text): value = .string(text)
            case .int(let number): value = .int(number)
            case .bool(let flag): value = .bool(flag)
            default: throw Failure(message: "\(place).args.\(member.key): expected a string, a number or a boolean, not \(member.value.kind)")
            }
            var label: String? = member.key
            if schema.isFree && member.key == "_\(position)" { label = nil }
            arguments.append(Argument(label: label, value: value))
        }
        do {
            return try schema.check(Route(name, arguments), in: tab)
        } catch {
            throw Failure(message: "\(place): \(error.description)")
        }
    }

    private func object(_ value: JSONValue, at place: String, keys: [String]) throws(Failure) -> [String: JSONValue] {
        guard case .object(let members) = value else { throw Failure(message: "\(place): expected an object, not \(value.kind)") }
        var result: [String: JSONValue] = [:]
        for member in members {
            guard keys.contains(member.key) else {
                throw Failure(message: "\(place): unknown key \"\(member.key)\" (expected \(keys.map { "\"\($0)\"" }.joined(separator: ", ")))")
            }
            result[member.key] = member.value
        }
        return result
    }

    private func string(_ value: JSONValue?, at place: String) throws(Failure) -> String {
        guard case .string(let text)? = value else {
            throw Failure(message: "\(place): expected a string\(value.map { ", not \($0.kind)" } ?? ", but it is missing")")
        }
        return text
    }
}
