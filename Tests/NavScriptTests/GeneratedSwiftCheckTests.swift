@testable import NavLanguage
@testable import NavScript
@testable import NavreplExport
import NavreplKit
import Testing
import TestSupport

/// The fuzzer's check of exported Swift must find what text escaping a comment or a string
/// literal would do, and pass what the exports really write.
struct GeneratedSwiftCheckTests {
    @Test(arguments: [
        ("/// Home\u{2028}print(1)\nenum A {}\n", "U+2028"),
        ("// note\rprint(1)\n", "U+D"),
        ("let a = \"open\nlet b = 1\n", "still open"),
        ("struct A {\n    func f() {\n}\n", "never closed"),
        ("enum A { case a }\n}\n", "closes nothing"),
        ("let a = \"\\(b\"\n", "still open"),
        ("let a = \"x\\u{0}\"\u{0}\n", "U+0"),
    ])
    func findsBrokenSwift(source: String, problem: String) {
        let found = GeneratedSwiftCheck.problem(in: source)
        #expect(found?.contains(problem) == true, "\(found ?? "nothing found")")
    }

    @Test func passesWhatTheExportsWrite() {
        for app in BuiltinApps.all {
            let interpreter = Interpreter(schema: app, sink: TextRenderer(channel: OutputCapture()), commands: .navrepl)
            interpreter.run("echo a \"quoted\" (note) // not code\nexpect depth 0\nexpect fail pop 3", file: "t.nav")
            let writer = SwiftAppWriter(schema: app, options: SwiftAppWriter.Options())
            #expect(GeneratedSwiftCheck.problem(in: writer.write()) == nil, "\(app.name)")
            let tests = SwiftTestWriter(
                schema: app, session: interpreter.session, module: nil, suiteName: "T", routerType: writer.routerType
            ).write()
            #expect(GeneratedSwiftCheck.problem(in: tests) == nil, "\(app.name)")
        }
        #expect(GeneratedSwiftCheck.problem(in: "let a = \"x \\(f(\"y\")) z\" // \"\n") == nil)
    }
}
