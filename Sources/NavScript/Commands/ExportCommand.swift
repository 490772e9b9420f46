import NavLanguage
import NavreplExport
import NavreplKit

/// `export swift [FILE] [--prefix NAME] [--access public|internal] [--type ROUTE.PARAMETER=TYPE]...` and
/// `export tests [FILE] [--import MODULE] [--prefix NAME] [--type ...]`: the app as the typed layer an app adds
/// over NavreplKit, and the session as Swift Testing tests against it.
final class ExportCommand: CommandAction {
    static let spec = CommandSpec(
        "export", "export swift [FILE] [--prefix NAME] [--access public|internal] [--type ROUTE.PARAMETER=TYPE]... | export tests [FILE] [--import MODULE] [--prefix NAME] [--type ROUTE.PARAMETER=TYPE]...",
        group: .appsAndFiles,
        summary: "write the app as a typed Swift router over NavreplKit, or the session as Swift tests",
        details: """
        export swift writes only what is the app's own, for NavreplKit, the engine navrepl itself
        runs: one enum of the app's routes (a name declared in several tabs is one case; closed
        sets as String enums, optionals and defaults as declared; its synthesised Codable is how
        NavreplKit converts it), one of the routes it only presents (sheet NAME, cover NAME)
        where it has any, which present(_:) takes and push does not, one enum of its tabs, one
        of its flags, and the app's
        declarations as data, gathered as a NavigationGraph; the router is NavreplKit's
        TypedRouter over that graph, whose calls (router.push(.detail(name: "Ann")), pop(),
        present(sheet:), set(.signedIn, true), open(_:)...) go through the engine: a refused call
        changes nothing and goes to onRefusal and lastRefusal. No rule is restated: redirects,
        guards, split columns and deep links are NavreplKit's. No view is written either: the
        NavreplSwiftUI library's RouterView(router: router) { route in ... } shows the app's
        own screens, with each stack and modal bound through the rules (a NavigationLink push
        is redirected, a guarded pop is refused). Types are named after the app (HospitalRoute,
        HospitalTab, HospitalRouter, HospitalGraph) or --prefix (a type name as an app's name
        makes one: a capital first, letters of any script); --access public makes them
        public, for a router in its own module; --type detail.id=PatientID declares a String or
        Int parameter with a type of the app's own that encodes as one value (a UUID, an ID type,
        Tagged), which NavreplKit converts, and export tests takes it too. It compiles without
        warnings in Swift 6 mode against NavreplKit.
        export tests writes what happened since the app was loaded as Swift Testing tests against
        that router: one @Test per script file (one for the prompt), each change as its router call
        in #expect, each expect as #expect, expect fail as a refused call with navrepl's message,
        undo, redo and restore as the engine's restore of the state they reached, and at the end
        navrepl's final state. What Swift's types cannot even express (an unknown route, a value
        outside a closed set) is a comment, or, when navrepl reported it as a failure, an
        Issue.record. --import adds '@testable import MODULE' (a Swift identifier);
        --prefix names the router as export swift did.
        Without FILE the code goes to standard output; with FILE it is written atomically, like
        save, and export says what it wrote.
        In a Swift package, let the build do it: the NavreplGenerator build plugin writes what
        export swift does from each .navapp of a target at every build, into the build folder,
        with these options from the target's navrepl-config.json ({"prefix": "Clinic", "access":
        "public", "types": {"detail.id": "PatientID"}}); swift package navrepl export swift --app APP runs this
        command in the package (see "Use it from Swift Package Manager" in docs/swift.md).
        """,
        example: "export swift Router.swift --prefix Shop",
        errors: "free mode (there are no declared routes to export), a route declared with different parameters in two tabs, a prefix that does not begin with a capital or is not a Swift type name, or clashes with NavreplKit's types, a module name that is not a Swift identifier, a --type that names no String or Int parameter without a default or no Swift type, a session longer than 10000 commands, a file that cannot be written",
        // In the order each form's errors list them: export tests takes --import, --prefix.
        options: [
            CommandOption("--import", value: "MODULE", form: "tests", "add '@testable import MODULE' (a Swift identifier)"),
            CommandOption("--prefix", value: "NAME", "name the types NAMERoute, NAMETab and NAMERouter rather than after the app"),
            CommandOption("--access", value: "public|internal", form: "swift", "make the types public, for a router in its own module"),
            CommandOption("--type", value: "ROUTE.PARAMETER=TYPE", "declare a String or Int parameter with a type of the app's own that encodes as one value (UUID, an ID type, Tagged); repeatable"),
        ],
        completion: .custom(complete)
    ) { parser, head in
        let kind = try parser.name(after: head, what: "what to export, swift or tests", example: "export swift Router.swift")
        guard let what = What(rawValue: kind.value) else {
            throw Parser.Failure(
                offset: kind.offset,
                message: "cannot export '\(kind.value)'"
                    + Spelling.hint(for: kind.value, among: What.allCases.map(\.rawValue), command: "export", otherwise: " (export swift or export tests)"))
        }
        var path: Located<String>?
        var module: Located<String>?
        var options = SwiftAppWriter.Options()
        var typeOffsets: [String: Int] = [:]
        var seen = Set<String>()
        while let word = try parser.optionalName() {
            let option = word.value
            guard option.hasPrefix("--") else {
                guard path == nil else {
                    throw Parser.Failure(offset: word.offset, message: "export \(what.rawValue) takes one file name, but '\(option)' is a second")
                }
                path = word
                continue
            }
            if option == "--no-views" {
                throw Parser.Failure(offset: word.offset, message: "--no-views is gone: \(SwiftAppWriter.viewsMoved)")
            }
            guard what.options.contains(option) else {
                throw Parser.Failure(
                    offset: word.offset,
                    message: "unknown option '\(option)' (export \(what.rawValue) takes \(what.options.joined(separator: ", ")))")
            }
            guard seen.insert(option).inserted || option == "--type" else { throw Parser.Failure(offset: word.offset, message: "\(option) is given twice") }
            let head = parser.tokens[parser.index - 1]
            switch option {
            case "--import":
                let name = try parser.name(after: head, what: "a module name", example: "export tests --import Checkout")
                guard SwiftNames.isIdentifier(name.value) else {
                    throw Parser.Failure(offset: name.offset, message: "'\(name.value)' is not a Swift module name (letters, digits and _, not starting with a digit)")
                }
                module = name
            case "--prefix":
                let name = try parser.name(after: head, what: "a type-name prefix", example: "export swift --prefix Shop")
                if let problem = SwiftNames.typePrefixProblem(name.value) { throw Parser.Failure(offset: name.offset, message: problem) }
                options.prefix = name.value
            case "--type":
                let mapping = try parser.name(after: head, what: "ROUTE.PARAMETER=TYPE", example: "export swift --type detail.id=PatientID", allowString: true)
                var text = mapping.value
                // `=` is a token of its own: `detail.id=PatientID` is read in three.
                if parser.peek()?.kind == .equals, let equals = parser.advance() {
                    let type = try parser.name(after: equals, what: "a Swift type", example: "export swift --type detail.id=PatientID", allowString: true)
                    text += "=" + type.value
                    if let comma = parser.peek(), comma.kind == .comma {
                        throw Parser.Failure(offset: comma.start, message: "quote a type with a comma, the whole of it: --type \(text.prefix { $0 != "=" })=\"\(type.value), ...\"")
                    }
                }
                guard let (place, type) = SwiftAppWriter.parameterType(text) else {
                    throw Parser.Failure(offset: mapping.offset, message: "'\(mapping.value)' is not ROUTE.PARAMETER=TYPE (as in detail.id=PatientID; quote a type with a comma)")
                }
                guard options.parameterTypes.updateValue(type, forKey: place) == nil else {
                    throw Parser.Failure(offset: mapping.offset, message: "--type \(place) is given twice")
                }
                typeOffsets[place] = mapping.offset
            case "--access":
                let level = try parser.name(after: head, what: "public or internal", example: "export swift --access public")
                guard let access = SwiftAppWriter.Access(rawValue: level.value) else {
                    throw Parser.Failure(offset: level.offset, message: "unknown access level '\(level.value)' (public or internal)")
                }
                options.access = access
            default:
                break
            }
        }
        return ExportCommand(what: what, path: path, module: module, options: options, typeOffsets: typeOffsets)
    }

    enum What: String, CaseIterable {
        case swift
        case tests

        /// The options this form takes, as the spec declares them.
        var options: [String] { ExportCommand.spec.options(of: rawValue).map(\.name) }
    }

    let what: What
    let path: Located<String>?
    let module: Located<String>?
    let options: SwiftAppWriter.Options
    /// Where each `--type` mapping was written, for an error about it.
    let typeOffsets: [String: Int]

    init(what: What, path: Located<String>?, module: Located<String>?, options: SwiftAppWriter.Options, typeOffsets: [String: Int]) {
        self.what = what
        self.path = path
        self.module = module
        self.options = options
        self.typeOffsets = typeOffsets
    }

    var filePath: Located<String>? { path }

    func run(in context: CommandContext) throws -> Output {
        let interpreter = context.interpreter
        let schema = interpreter.schema
        guard !schema.isFree else {
            throw context.error("free mode declares no routes to export (load or declare an app first, e.g. 'app hospital')")
        }
        let writer = SwiftAppWriter(schema: schema, options: options)
        if let (place, reason) = writer.parameterTypeProblem, let offset = typeOffsets[place] {
            throw context.error(at: offset, "cannot export app \(schema.name): --type \(place): \(reason)")
        }
        if let problem = writer.problem { throw context.error("cannot export app \(schema.name): \(problem)") }
        let text: String
        switch what {
        case .swift:
            text = writer.write()
        case .tests:
            guard !interpreter.session.isTruncated else {
                throw context.error(
                    "the session is longer than \(SessionLog.limit) commands since the app was loaded (load the app again to start a new one)")
            }
            let name = path.map { SwiftTestWriter.suiteName(forFile: $0.value) } ?? SwiftTestWriter.suiteName(forApp: schema.name)
            text = SwiftTestWriter(
                schema: schema, session: interpreter.session, module: module?.value, suiteName: name, routerType: writer.routerType,
                parameterTypes: options.parameterTypes
            ).write()
        }
        guard let path else { return .text(String(text.dropLast())) }
        do {
            try StateFile.writeAtomically(text, to: interpreter.resolvePath(path.value), shownAs: path.value, verb: "write")
        } catch {
            throw context.error(at: path.offset, error.message)
        }
        let lines = text.utf8.count { $0 == UInt8(ascii: "\n") }
        switch what {
        case .swift:
            return .text("wrote \(path.value): \(lines) lines, \(count(schema.tabs.count, "tab")), \(count(writer.routes.count, "route"))")
        case .tests:
            return .text("wrote \(path.value): \(lines) lines")
        }
    }

    private func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    /// Tab after `export`: what to export, then its options not yet given, and file names.
    private static func complete(_ request: CompletionRequest) -> [String] {
        guard let first = request.arguments.first else { return What.allCases.map(\.rawValue) }
        guard let what = What(rawValue: first) else { return [] }
        switch request.arguments.last {
        case "--import", "--prefix": return []
        case "--access": return SwiftAppWriter.Access.allCases.map(\.rawValue)
        case "--type":
            // The places a type may go: each String or Int parameter, as `detail.id=`.
            let writer = SwiftAppWriter(schema: request.interpreter.schema)
            return writer.routes.flatMap { route in
                route.parameters.filter { $0.type == .string || $0.type == .int }.map { route.name + "." + $0.label + "=" }
            }
        default: break
        }
        // --type may be given again.
        let options = request.spec.optionNames(of: what.rawValue, notIn: request.arguments.filter { $0 != "--type" })
        return options + request.files(request.word)
    }
}
