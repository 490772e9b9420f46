import NavreplKit
import Testing

/// The one escaper, in the three styles the program writes text in: command-language literals,
/// JSON strings and user text made safe for a terminal.
struct EscaperTests {
    @Test(arguments: [
        ("", "\"\""),
        ("Mary Doe", "\"Mary Doe\""),
        ("é日本🙂", "\"é日本🙂\""),
        ("say \"hi\"", "\"say \\\"hi\\\"\""),
        ("a\\b", "\"a\\\\b\""),
        ("a\nb\tc\rd\0e", "\"a\\nb\\tc\\rd\\0e\""),
        ("\u{1}\u{1B}[2J\u{7F}", "\"\\u{1}\\u{1B}[2J\\u{7F}\""),
        ("\u{85}\u{9B}", "\"\u{85}\u{9B}\""),
    ])
    func literalsEscapeWhatTheLexerReadsBack(text: String, literal: String) {
        #expect(Escaper.literal.escaped(text) == literal)
    }

    @Test(arguments: [
        ("", "\"\""),
        ("é日本🙂 /", "\"é日本🙂 /\""),
        ("say \"hi\"", "\"say \\\"hi\\\"\""),
        ("a\\b", "\"a\\\\b\""),
        ("a\nb\tc\rd", "\"a\\nb\\tc\\rd\""),
        ("\0\u{8}\u{C}\u{1B}\u{1F}\u{7F}", "\"\\u0000\\u0008\\u000c\\u001b\\u001f\\u007f\""),
        ("\u{85}", "\"\u{85}\""),
    ])
    func jsonStringsUseJSONsEscapes(text: String, json: String) {
        #expect(Escaper.json.escaped(text) == json)
    }

    @Test(arguments: [
        ("plain \"text\" \\ é", "plain \"text\" \\ é"),
        ("a\tb", "a\tb"),
        ("a\nb\rc\0", "a\\u{A}b\\u{D}c\\u{0}"),
        ("\u{1B}[2J\u{7F}", "\\u{1B}[2J\\u{7F}"),
        ("\u{80}\u{9B}31m\u{9F}\u{A0}", "\\u{80}\\u{9B}31m\\u{9F}\u{A0}"),
    ])
    func printableTextShowsControlsEscapedAndAllElseAsItIs(text: String, shown: String) {
        #expect(Escaper.printable.escaped(text) == shown)
    }

    @Test func appendingWritesTheSameBytesAsEscaping() {
        var bytes = Array("x = ".utf8)
        Escaper.literal.append("a\u{1B}b", to: &bytes)
        #expect(bytes == Array("x = \"a\\u{1B}b\"".utf8))
    }
}
