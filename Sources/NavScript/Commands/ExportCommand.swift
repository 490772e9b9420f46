import NavreplKit

/// `export swift [FILE]` and `export tests [FILE] [--import MODULE]`: the app as Swift code, and
/// the session as Swift Testing tests against it.
final class ExportCommand: CommandAction {
    static let spec = CommandSpec(
        "export", "export swift [FILE] | export tests [FILE] [--import MODULE]", group: .appsAndFiles,
        summary: "write the app as a compiling Swift router with SwiftUI views, or the session as Swift tests",
        details: """
        export swift writes the loaded app as one Swift file: a route enum per tab (shared routes in
        their own enum, closed sets as String enums, optionals and defaults as declared), a Tab enum
        with the titles, an @Observable AppRouter whose methods are the calls --explain prints and
        refuse what navrepl refuses, the app's flags, redirects and guards included (throwing
        NavigationError with navrepl's messages), deep links (DeepLink(url:), router.url,
        router.handle(_:)) in navrepl's format, and SwiftUI views inside #if canImport(SwiftUI).
        export tests writes what happened since the app was loaded as Swift Testing tests against
        that router: one @Test per script file (one for the prompt), each change as its router call,
        each expect as #expect, expect fail as #expect(throws:) with navrepl's message, undo, redo
        and restore as the assignments that reach the same state, and at the end navrepl's final
        state. --import adds '@testable import MODULE', for a router compiled in another module.
        Without FILE the code goes to standard output; with FILE it is written atomically, like save.
        """,
        example: "export tests CheckoutTests.swift --import Checkout",
        errors: "free mode (there are no declared routes to export), a route, tab or flag named as a member the exported types have, a session longer than 10000 commands, a file that cannot be written",
        completion: .custom(complete)
    ) { parser, head in
        let kind = try parser.name(after: head, what: "what to export, swift or tests", example: "export swift Router.swift")
        guard let what = What(rawValue: kind.value) else {
            let suggestion = Spelling.suggestion(for: kind.value, among: What.allCases.map(\.rawValue))
            throw Parser.Failure(
                offset: kind.offset,
                message: "cannot export '\(kind.value)'" + (suggestion.map { " (did you mean 'export \($0)'?)" } ?? " (export swift or export tests)"))
        }
        var path: Located<String>?
        var module: Located<String>?
        while let word = try parser.optionalName() {
            if word.value == "--import" && what == .tests {
                guard module == nil else { throw Parser.Failure(offset: word.offset, message: "--import is given twice") }
                module = try parser.name(after: parser.tokens[parser.index - 1], what: "a module name", example: "export tests --import Checkout")
            } else if word.value.hasPrefix("--") {
                throw Parser.Failure(
                    offset: word.offset,
                    message: "unknown option '\(word.value)'" + (what == .tests ? " (export tests takes --import MODULE)" : " (export swift takes only a file name)"))
            } else if path == nil {
                path = word
            } else {
                throw Parser.Failure(offset: word.offset, message: "export \(what.rawValue) takes one file name, but '\(word.value)' is a second")
            }
        }
        return ExportCommand(what: what, path: path, module: module)
    }

    enum What: String, CaseIterable {
        case swift
        case tests
    }

    let what: What
    let path: Located<String>?
    let module: Located<String>?

    init(what: What, path: Located<String>?, module: Located<String>?) {
        self.what = what
        self.path = path
        self.module = module
    }

    var filePath: Located<String>? { path }

    func run(in context: CommandContext) throws -> Output {
        let interpreter = context.interpreter
        let schema = interpreter.schema
        guard !schema.isFree else {
            throw context.error("free mode declares no routes to export (load or declare an app first, e.g. 'app hospital')")
        }
        let writer = SwiftAppWriter(schema: schema)
        if let clash = writer.nameClash { throw context.error("cannot export app \(schema.name): \(clash)") }
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
            text = SwiftTestWriter(schema: schema, session: interpreter.session, module: module?.value, suiteName: name).write()
        }
        guard let path else { return .text(String(text.dropLast())) }
        do {
            try StateFile.writeAtomically(text, to: interpreter.resolvePath(path.value), shownAs: path.value, verb: "write")
        } catch {
            throw context.error(at: path.offset, error.message)
        }
        return .silent
    }

    /// Tab after `export`: what to export, then file names, and `--import` for tests.
    private static func complete(_ request: CompletionRequest) -> [String] {
        guard let what = request.arguments.first else { return What.allCases.map(\.rawValue) }
        if request.arguments.last == "--import" { return [] }
        let options = what == What.tests.rawValue && !request.arguments.contains("--import") ? ["--import"] : []
        return options + request.files(request.word)
    }
}
