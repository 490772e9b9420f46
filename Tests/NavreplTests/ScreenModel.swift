/// What a terminal shows after some output: the lines of its screen, with the cursor moves
/// a line editor makes applied (carriage return, backspace, cursor left and right, erase to
/// the end of the line) and every other escape sequence left out. Tests of where text ends
/// up on screen, which the output's bytes alone do not tell, read it.
struct ScreenModel {
    private(set) var lines: [[Character]] = [[]]
    private var row = 0
    private var column = 0

    init(_ output: String) {
        var characters = Array(output)[...]
        while let character = characters.popFirst() {
            switch character {
            case "\r": column = 0
            case "\n", "\r\n":
                row += 1
                column = 0
                if row == lines.count { lines.append([]) }
            case "\u{8}": column = max(0, column - 1)
            case "\u{1B}":
                guard characters.first == "[" else { continue }
                characters.removeFirst()
                var parameter = ""
                while let next = characters.first, next.isNumber || next == ";" || next == "?" {
                    parameter.append(next)
                    characters.removeFirst()
                }
                guard let command = characters.popFirst() else { break }
                let count = Int(parameter) ?? 1
                switch command {
                case "C": column += count
                case "D": column = max(0, column - count)
                case "K": if column < lines[row].count { lines[row].removeSubrange(column...) }
                default: break
                }
            default:
                while lines[row].count < column { lines[row].append(" ") }
                if column < lines[row].count { lines[row][column] = character } else { lines[row].append(character) }
                column += 1
            }
        }
    }

    /// The screen's lines, trailing spaces trimmed.
    var text: [String] {
        lines.map { line in
            var text = String(line)
            while text.last == " " { text.removeLast() }
            return text
        }
    }
}
