import NavLanguage
/// Plain text as the man page's mdoc wants it: `help`'s texts and usages, which are written
/// for the terminal, turned into mdoc lines that `mandoc -T lint` accepts.
enum ManualText {
    /// A usage (`push ROUTE [--popto ROUTE]`) as the arguments of an `.It` line: the command
    /// `Ic`, placeholders `Ar`, options `Fl`, literal words `Cm`, brackets `Oo`/`Oc`.
    static func usage(_ usage: String, command: String) -> String {
        var parts: [String] = []
        for token in usage.split(separator: " ") {
            var core = Substring(token)
            while core.first == "[" { parts.append("Oo"); core = core.dropFirst() }
            // What closes it, in order: `ROUTE]...]` is `Ar route Oc ... Oc`; `V,...` is one word.
            var suffix: [String] = []
            while true {
                if core.last == "]" {
                    suffix.insert("Oc", at: 0)
                    core = core.dropLast()
                } else if core.hasSuffix("..."), !core.dropLast(3).hasSuffix(",") {
                    suffix.insert("...", at: 0)
                    core = core.dropLast(3)
                } else {
                    break
                }
            }
            if !core.isEmpty {
                // `NAME=true|false` is one placeholder; `--dot|--mermaid` two choices.
                let choices = core.contains("=") || core == "|" ? [core] : core.split(separator: "|")
                parts.append(choices.map { word(String($0), command: command) }.joined(separator: " | "))
            }
            parts += suffix
        }
        return parts.joined(separator: " ")
    }

    private static func word(_ word: String, command: String) -> String {
        if word == command || word == "{" || word == "}" { return "Ic " + word }
        if word.hasPrefix("-") { return "Fl " + word.dropFirst() }
        if word == ">" || word == "|" { return word }
        // `TYPE=V,...` is one placeholder, quoted so that its comma is not punctuation.
        if word.contains("=") || word.contains(",") { return "Ar \"\(word.lowercased())\"" }
        if word.contains(where: \.isUppercase) && !word.contains(where: \.isLowercase) { return "Ar " + word.lowercased() }
        return "Cm " + word
    }

    /// Prose as text lines: a sentence a line (mandoc's rule), a blank line a new paragraph,
    /// indented lines (a declaration) and lines aligned in columns (a table) a literal display
    /// as they stand.
    static func prose(_ text: String) -> [String] {
        var lines: [String] = []
        var paragraph: [Substring] = []
        var display: [Substring] = []
        func flush() {
            if !paragraph.isEmpty { lines += sentences(paragraph.joined(separator: " ")).flatMap(filled) }
            if !display.isEmpty {
                let indent = display.map { $0.prefix { $0 == " " }.count }.min()!
                let block = display.map { String($0.dropFirst(indent)) }
                if let rows = table(block) {
                    lines.append(".Bl -tag -width Ds")
                    for row in rows { lines += [".It " + usage(row.key, command: "")] + sentences(row.text).flatMap(filled) }
                    lines.append(".El")
                } else {
                    lines += [".Bd -literal -offset indent"] + block.map { escaped($0) } + [".Ed"]
                }
            }
            paragraph = []
            display = []
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.isEmpty {
                flush()
                lines.append(".Pp")
            } else if line.first == " " || line.contains("   ") {
                if !paragraph.isEmpty { flush() }
                display.append(line)
            } else {
                if !display.isEmpty { flush() }
                paragraph.append(line)
            }
        }
        flush()
        return lines
    }

    /// The rows of a block aligned as a table, `help`'s way of listing forms or settings: each
    /// row a key, three or more spaces, then its text, which may go on in lines indented to
    /// where it started. Nil for any other block (a declaration), which stays as it stands.
    static func table(_ block: [String]) -> [(key: String, text: String)]? {
        var rows: [(key: String, text: String)] = []
        var column = 0
        for line in block {
            let leading = line.prefix { $0 == " " }.count
            if leading == 0, let gap = line.firstRange(of: "   ") {
                column = line.distance(from: line.startIndex, to: gap.lowerBound) + (line[gap.lowerBound...].prefix { $0 == " " }.count)
                rows.append((String(line[..<gap.lowerBound]), String(line.dropFirst(column))))
            } else if leading == column, !rows.isEmpty {
                rows[rows.count - 1].text += " " + line.dropFirst(column)
            } else {
                return nil
            }
        }
        return rows
    }

    /// The sentences of a paragraph: mandoc wants each to start a line.
    static func sentences(_ text: String) -> [String] {
        var sentences: [String] = []
        var current = ""
        let characters = Array(text)
        for (index, character) in characters.enumerated() {
            if character == " " && current.isEmpty { continue }
            current.append(character)
            let next = index + 2 < characters.count ? characters[index + 2] : nil
            if ".?!".contains(character), index + 1 < characters.count, characters[index + 1] == " ", let next,
               next.isUppercase || "`'(\"".contains(next) {
                sentences.append(current)
                current = ""
            }
        }
        if !current.isEmpty { sentences.append(current) }
        return sentences
    }

    /// A sentence as text lines of at most 80 bytes where its words allow (mandoc's style).
    static func filled(_ sentence: String) -> [String] {
        // `code`, as help and the README write it, is quoted as manuals quote it.
        let quotes = sentence.count { $0 == "`" }.isMultiple(of: 2)
        var isOpen = false
        let words = sentence.split(separator: " ").map { word in
            var text = breakable(escaped(String(word), protectingStart: false))
            if quotes { text = quoted(text, isOpen: &isOpen) }
            return Substring(text)
        }
        return TextWrap.fill(words, width: 80, indent: "").map { protected($0) }
    }

    /// Each backtick of `word` as an opening or a closing quote, in turn.
    private static func quoted(_ word: String, isOpen: inout Bool) -> String {
        guard word.contains("`") else { return word }
        var text = ""
        for character in word {
            guard character == "`" else {
                text.append(character)
                continue
            }
            text += isOpen ? "\\(cq" : "\\(oq"
            isOpen.toggle()
        }
        return text
    }

    /// A word too long for a line of the formatted page (a link's pattern), with the places
    /// after its slashes where troff may break it, which it otherwise warns it cannot.
    private static func breakable(_ word: String) -> String {
        word.count > 40 ? word.split(separator: "/", omittingEmptySubsequences: false).joined(separator: "/\\:") : word
    }

    /// A text line mdoc reads as text: a backslash written as `\e`, a line that would start
    /// a request protected by `\&`, and `--` kept from becoming a dash.
    static func escaped(_ line: String, protectingStart: Bool = true) -> String {
        let text = line.split(separator: "\\", omittingEmptySubsequences: false).joined(separator: "\\e")
            .split(separator: "-", omittingEmptySubsequences: false).joined(separator: "\\-")
            // `pop()` as text, not a function name mandoc would want marked up.
            .split(separator: "()", omittingEmptySubsequences: false).joined(separator: "\\&()")
        return protectingStart ? protected(text) : text
    }

    private static func protected(_ line: String) -> String {
        line.first == "." || line.first == "'" ? "\\&" + line : line
    }

    /// A summary as a sentence: capitalised, ending in a full stop.
    static func sentence(_ summary: String) -> String {
        summary.prefix(1).uppercased() + summary.dropFirst() + (summary.hasSuffix(".") ? "" : ".")
    }
}
