import NavigationModel

/// Runs arbitrary bytes through the whole language — lexer, parser, interpreter and a
/// renderer — with file access turned off and output thrown away. The fuzzer calls it, and
/// the test suite replays the fuzz corpus through it, so a finding stays fixed.
public enum FuzzEntry {
    private final class Discard: OutputChannel {
        func write(_ text: String) {}
        func writeError(_ text: String) {}
    }

    /// The first byte picks the app and the renderer, so both renderers and several schemas
    /// are exercised; the rest is the script.
    public static func run(_ bytes: [UInt8]) {
        let selector = bytes.first ?? 0
        let apps = BuiltinApps.all + [AppSchema.free]
        let channel = Discard()
        let sink: any ResultSink = selector & 0x80 == 0 ? TextRenderer(channel: channel) : JSONRenderer(channel: channel)
        let interpreter = Interpreter(schema: apps[Int(selector & 0x7F) % apps.count], sink: sink)
        interpreter.allowsFileAccess = false
        var source = StringLineSource(bytes: Array(bytes.dropFirst()))
        interpreter.run(&source, file: "<fuzz>")
    }
}
