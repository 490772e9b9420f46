/// A scenario file as `navrepl test` reads it: its bytes, and the transcript written under
/// its commands, `#> ` for a line of standard output and `#! ` for a line of standard error.
///
/// Transcript lines state the output of the nearest line above them that holds a command
/// (blank and comment lines in between are passed over); a file with any transcript line
/// states its whole output, so a command with none under it must print nothing.
struct ScenarioScript {
    let bytes: [UInt8]
    /// Where each line starts in `bytes`, and, last, where a line after the last would:
    /// the lines are read from the bytes when asked for, so that a script costs little more
    /// memory than its bytes whatever its length.
    private let lineStarts: [Int]
    /// For each line number, the line that owns output printed while it runs: itself if it
    /// holds a command, else the nearest such line above it (0 when there is none).
    private let owners: [Int32]
    /// The transcript lines under each owning line, tag included, trailing spaces trimmed.
    let expected: [Int: [String]]
    /// Whether the file ended with a newline, kept when it is rewritten.
    private let endsWithNewline: Bool
    /// The file's line ending, `\n` or (a file checked out on Windows) `\r\n`, kept when it
    /// is rewritten.
    private let lineEnding: String

    static let outputTag = "#> "
    static let errorTag = "#! "

    init(bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        var crlf = false
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(index + 1)
            if index > 0 && bytes[index - 1] == UInt8(ascii: "\r") { crlf = true }
        }
        endsWithNewline = bytes.last == UInt8(ascii: "\n")
        // A line after the last newline, unless the file ends with one.
        if !endsWithNewline { starts.append(bytes.count + 1) }
        lineStarts = starts
        lineEnding = crlf ? "\r\n" : "\n"
        var owners: [Int32] = [0]
        owners.reserveCapacity(starts.count)
        var expected: [Int: [String]] = [:]
        var owner = 0
        var kept = Set<Int>()
        // A line inside a string or block opened above it is part of that command, whatever
        // it starts with: never a transcript line, so that --update never changes a command.
        var progress = Lexer.Progress()
        for (index, line) in Lines(bytes: bytes, starts: starts).enumerated() {
            let number = index + 1
            let continues = !progress.isComplete
            if !continues, let transcript = ScenarioScript.transcriptLine(line) {
                expected[owner, default: []].append(transcript)
            } else if continues || ScenarioScript.holdsCommand(line) {
                owner = number
                if continues && ScenarioScript.transcriptLine(line) != nil { kept.insert(index) }
            }
            owners.append(Int32(owner))
            if continues || line.utf8.contains(where: { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "'") || $0 == UInt8(ascii: "{") }) {
                let bytes = Array(line.utf8)
                progress.scan(bytes, 0..<bytes.count)
            }
        }
        self.owners = owners
        self.expected = expected
        keptLines = kept
    }

    /// The lines that look like transcript lines but are inside a command (a multi-line string
    /// or block), by index: kept as they are.
    private let keptLines: Set<Int>

    /// Whether the file states its output, and so has it checked.
    var hasTranscript: Bool { !expected.isEmpty }

    /// The line that owns output printed while line `number` was the last one read.
    func owner(of number: Int) -> Int {
        Int(number < owners.count ? owners[number] : owners[owners.count - 1])
    }

    /// The file's lines, without their line endings (`\n`, or a Windows checkout's `\r\n`).
    var lines: Lines { Lines(bytes: bytes, starts: lineStarts) }

    /// The lines of a script, each read from its bytes when asked for.
    struct Lines: RandomAccessCollection {
        let bytes: [UInt8]
        let starts: [Int]

        var startIndex: Int { 0 }
        var endIndex: Int { starts.count - 1 }

        subscript(index: Int) -> Substring {
            let start = starts[index]
            var end = starts[index + 1] - 1
            if end > start && bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
            return String(decoding: bytes[start..<end], as: UTF8.self)[...]
        }
    }

    /// The column of the first character of line `number`, for reports.
    func firstColumn(of number: Int) -> Int {
        guard number >= 1 && number <= lines.count else { return 1 }
        return lines[number - 1].prefix { $0 == " " || $0 == "\t" }.count + 1
    }

    /// The file with its transcript replaced by `actual` (tagged lines by owning line):
    /// every other line, comments and blank lines included, is kept as it was.
    func rewritten(with actual: [Int: [String]]) -> String {
        var result: [Substring] = []
        result.reserveCapacity(lines.count)
        func addOutput(of number: Int) {
            for line in actual[number] ?? [] { result.append(Substring(line)) }
        }
        // A shebang stays the first line, above any output printed before the first command.
        let shebang = lines.first.map { $0.hasPrefix("#!") && ScenarioScript.transcriptLine($0) == nil } ?? false
        if !shebang { addOutput(of: 0) }
        for (index, line) in lines.enumerated() where keptLines.contains(index) || ScenarioScript.transcriptLine(line) == nil {
            result.append(line)
            if index == 0 && shebang { addOutput(of: 0) }
            addOutput(of: index + 1)
        }
        return result.joined(separator: lineEnding) + (endsWithNewline || !result.isEmpty ? lineEnding : "")
    }

    /// A line of output as a transcript writes it: tagged, trailing spaces trimmed, and control
    /// characters and line separators escaped (`\r`, `\u{2028}`), so that no output written
    /// into a script can end its line there and become a command.
    static func tagged(_ line: Substring, tag: String) -> String {
        var text = tag + escaped(line)
        while text.last == " " { text.removeLast() }
        return text
    }

    private static func escaped(_ line: Substring) -> String {
        guard line.unicodeScalars.contains(where: { $0.value < 0x20 && $0 != "\t" || (0x7F...0x9F).contains($0.value) || $0 == "\u{2028}" || $0 == "\u{2029}" }) else {
            return String(line)
        }
        var text = ""
        for scalar in line.unicodeScalars {
            switch scalar {
            case "\t": text.unicodeScalars.append(scalar)
            case "\r": text += "\\r"
            case "\0": text += "\\0"
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}" || scalar == "\u{2029}" {
                    text += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    text.unicodeScalars.append(scalar)
                }
            }
        }
        return text
    }

    /// The line as a transcript line (trailing spaces trimmed), or nil if it is not one.
    private static func transcriptLine(_ line: Substring) -> String? {
        guard line.hasPrefix("#>") || line.hasPrefix("#!") else { return nil }
        var text = String(line)
        while text.last == " " { text.removeLast() }
        guard text.count == 2 || text.hasPrefix(outputTag) || text.hasPrefix(errorTag) else { return nil }
        return text
    }

    /// Whether a line holds something to run: not blank, not only a comment.
    private static func holdsCommand(_ line: Substring) -> Bool {
        guard let first = line.first(where: { $0 != " " && $0 != "\t" }) else { return false }
        return first != "#"
    }
}
