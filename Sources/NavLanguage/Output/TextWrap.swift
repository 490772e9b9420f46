/// Help text fitted to a width: prose is rejoined and broken between words, so that `help`
/// reads in 80 columns (or the terminal's), however the texts were written in the source.
package enum TextWrap {
    /// `text` with each paragraph of prose (consecutive lines that start with a non-space)
    /// filled to `width`; indented lines (lists, examples) and blank lines stay as they are.
    static func paragraphs(_ text: String, width: Int) -> String {
        var result: [String] = []
        var paragraph: [Substring] = []
        func flush() {
            guard !paragraph.isEmpty else { return }
            result += fill(paragraph.flatMap { $0.split(separator: " ") }, width: width, indent: "")
            paragraph = []
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.isEmpty || line.first == " " {
                flush()
                result.append(String(line))
            } else {
                paragraph.append(line)
            }
        }
        flush()
        return result.joined(separator: "\n")
    }

    /// One line of `words`, as many more as they need, each at most `width` long (a word longer
    /// than that stands alone); lines after the first start with `indent`.
    package static func fill(_ words: [Substring], width: Int, indent: String, first: String = "") -> [String] {
        var lines: [String] = []
        var line = first
        var lineHasWord = false
        for word in words {
            if lineHasWord && line.count + 1 + word.count > width {
                lines.append(line)
                line = indent
                lineHasWord = false
            }
            line += (lineHasWord ? " " : "") + word
            lineHasWord = true
        }
        if lineHasWord || !line.isEmpty { lines.append(line) }
        return lines
    }
}
