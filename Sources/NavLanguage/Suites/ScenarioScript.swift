import Platform

/// A scenario file as `navrepl test` reads it, with the transcript written under its
/// commands, `#> ` for a line of standard output and `#! ` for a line of standard error
/// (``TranscriptScanner`` says which line is which). A file with any transcript line states
/// its whole output, so a command with none under it must print nothing.
///
/// A small file is held whole. A large one is read from its file as it runs, and once before
/// to see whether it has a transcript, so that a script of any length is judged in the same
/// small memory; only `--update`, which rewrites it, holds it whole.
struct ScenarioScript {
    enum Text {
        case held([UInt8])
        /// A large regular file, read afresh from its path each time it is read.
        case streamed(path: String)
    }

    let text: Text
    /// Whether the file states its output, and so has it checked.
    let hasTranscript: Bool

    /// Files up to this size are held whole.
    static let largestHeldWhole = 1 << 20

    static let outputTag = "#> "
    static let errorTag = "#! "

    init(bytes: [UInt8]) {
        text = .held(bytes)
        var lines = StringLineSource(bytes: bytes)
        hasTranscript = Self.findsTranscript(in: &lines)
    }

    private init(streamedFrom path: String, hasTranscript: Bool) {
        text = .streamed(path: path)
        self.hasTranscript = hasTranscript
    }

    /// The file at `path`: held whole when `whole` is asked for, when it is small, or when it
    /// can be read only once (a pipe); else read as it runs.
    static func read(_ path: String, whole: Bool, largestHeldWhole: Int = largestHeldWhole) throws(ReadableFile.Problem) -> ScenarioScript {
        let descriptor = try ReadableFile.open(path)
        defer { System.close(descriptor) }
        guard !whole, let status = System.status(of: descriptor), status.kind == .regular, status.size > largestHeldWhole else {
            return ScenarioScript(bytes: try ReadableFile.contents(of: descriptor))
        }
        let lines = FileLineSource(descriptor: descriptor)
        var source = lines
        let found = findsTranscript(in: &source)
        if let error = lines.readError { throw ReadableFile.Problem(reason: error) }
        return ScenarioScript(streamedFrom: path, hasTranscript: found)
    }

    /// The bytes of a file held whole.
    var bytes: [UInt8]? {
        guard case .held(let bytes) = text else { return nil }
        return bytes
    }

    /// Whether any line is a transcript line; reads no further than the first.
    private static func findsTranscript(in lines: inout some LineSource) -> Bool {
        var scanner = TranscriptScanner()
        while let line = lines.nextLine() {
            if case .transcript = scanner.classify(line) { return true }
        }
        return false
    }

    /// The file held whole, its transcript replaced by `actual` (tagged lines by owning line,
    /// 0 for output before the first command): every other line, comments and blank lines
    /// included, is kept as it was, with the file's line ending (`\n`, or a Windows
    /// checkout's `\r\n`) and its final newline or lack of one.
    static func rewritten(_ bytes: [UInt8], with actual: [Int: [String]]) -> String {
        var lines: [Range<Int>] = []
        var start = 0
        var crlf = false
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            let crEnded = index > start && bytes[index - 1] == UInt8(ascii: "\r")
            crlf = crlf || crEnded
            lines.append(start..<(crEnded ? index - 1 : index))
            start = index + 1
        }
        let endsWithNewline = bytes.last == UInt8(ascii: "\n")
        if !endsWithNewline { lines.append(start..<bytes.count) }

        var result: [Substring] = []
        result.reserveCapacity(lines.count)
        func addOutput(of number: Int) {
            for line in actual[number] ?? [] { result.append(Substring(line)) }
        }
        // A shebang stays the first line, above any output printed before the first command.
        let shebang = lines.first.map { bytes[$0].starts(with: "#!".utf8) && TranscriptScanner.transcriptLine(bytes[$0]) == nil } ?? false
        if !shebang { addOutput(of: 0) }
        var scanner = TranscriptScanner()
        for (index, range) in lines.enumerated() {
            if case .transcript = scanner.classify(bytes, range) { continue }
            result.append(Substring(decoding: bytes[range], as: UTF8.self))
            if index == 0 && shebang { addOutput(of: 0) }
            addOutput(of: index + 1)
        }
        let lineEnding = crlf ? "\r\n" : "\n"
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
}
