import NavLanguage
import NavreplExport
import NavreplKit

/// Runs arbitrary bytes through the whole language — lexer, parser, interpreter and a
/// renderer — with file access turned off. The fuzzer calls it, and the test suite replays
/// the fuzz corpus through it, so a finding stays fixed.
///
/// Each input runs twice, with the interpreter's shortcuts (the command cache, the quick
/// reader, the plain stack line, the router's in-place changes) and without them, and must
/// print the same both ways: the shortcuts must be invisible, so a difference is a finding as
/// a crash is. What `export swift` and `export tests` would then write of the app and the
/// session must be well formed Swift, whatever text the script gave them.
public enum FuzzEntry {
    /// What a run wrote, standard output and errors in the order they came.
    private final class Capture: OutputChannel {
        var bytes: [UInt8] = []

        func write(_ text: String) {
            bytes.append(contentsOf: text.utf8)
        }

        func writeError(_ text: String) {
            bytes.append(UInt8(ascii: "!"))
            bytes.append(contentsOf: text.utf8)
        }
    }

    /// An app whose routes take every kind of parameter, which the built-in apps do not: the
    /// fuzzer's scripts run in it when the first byte's bit 6 is set.
    static let parameterKinds = """
        app kinds {
          tab a {
            list
            detail(name: String)
            kind(mode: car|bus, note: String = "x y")
            count(n: Int, on: Bool?)
            shifted(a: String?, b: String, n: Int = 3)
          }
          tab b { detail(id: Int) pair(a: String, b: String) }
        }
        """

    /// The first byte picks the app and the renderer, so both renderers and several schemas
    /// are exercised; the rest is the script. Returns what is wrong with the run, if anything
    /// (a crash is wrong too, and ends the process): the fuzzer stops on it, the corpus test
    /// fails on it.
    public static func run(_ bytes: [UInt8]) -> String? {
        let (withShortcuts, interpreter) = output(of: bytes, shortcuts: true)
        let (withoutShortcuts, _) = output(of: bytes, shortcuts: false)
        guard withShortcuts == withoutShortcuts else {
            let first = zip(withShortcuts, withoutShortcuts).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                ?? min(withShortcuts.count, withoutShortcuts.count)
            return "the interpreter's shortcuts changed the output, from byte \(first) on"
        }
        return exportProblem(of: interpreter)
    }

    /// What is wrong with the Swift the session's exports would write, if anything.
    private static func exportProblem(of interpreter: Interpreter) -> String? {
        let schema = interpreter.schema
        guard !schema.isFree else { return nil }
        let writer = SwiftAppWriter(schema: schema, options: SwiftAppWriter.Options())
        guard writer.problem == nil else { return nil }
        if let problem = GeneratedSwiftCheck.problem(in: writer.write()) { return "export swift wrote broken Swift: \(problem)" }
        let session = interpreter.session
        guard !session.isTruncated else { return nil }
        let tests = SwiftTestWriter(
            schema: schema, session: session, module: nil, suiteName: SwiftTestWriter.suiteName(forApp: schema.name), routerType: writer.routerType
        ).write()
        if let problem = GeneratedSwiftCheck.problem(in: tests) { return "export tests wrote broken Swift: \(problem)" }
        return nil
    }

    private static func output(of bytes: [UInt8], shortcuts: Bool) -> ([UInt8], Interpreter) {
        let selector = bytes.first ?? 0
        let apps = BuiltinApps.all + [AppSchema.free]
        let channel = Capture()
        let sink: any ResultSink = selector & 0x80 == 0 ? TextRenderer(channel: channel) : JSONRenderer(channel: channel)
        let interpreter = Interpreter(schema: apps[Int(selector & 0x3F) % apps.count], sink: sink, commands: .navrepl)
        interpreter.allowsFileAccess = false
        interpreter.usesShortcuts = shortcuts
        if selector & 0x40 != 0 { interpreter.run(parameterKinds, file: "<kinds>") }
        var source = StringLineSource(bytes: Array(bytes.dropFirst()))
        interpreter.run(&source, file: "<fuzz>")
        return (channel.bytes, interpreter)
    }
}
