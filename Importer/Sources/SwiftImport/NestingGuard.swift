/// What swift-syntax's parser cannot take: it recurses once for every level of a generic type
/// (`Optional<Optional<...>>`) and for every `?` after a type, and its look-ahead for `[` tries
/// each level twice, so a few thousand levels overflow the stack and a few dozen `[` take
/// hours. The importer scans a file for them before parsing it, and skips a file that has
/// them with a note, rather than crash or hang on it. Strings and comments are passed over.
enum NestingGuard {
    /// The most levels of `[` read (the parser's time doubles with each).
    static let maximumBrackets = 12
    /// The most levels of `<` in a generic type, and the most `?` or `!` after one.
    static let maximumGenerics = 64

    /// Why the parser cannot read `text`, with the line, or nil when it can.
    static func problem(in text: String) -> String? {
        var brackets = 0, generics = 0, marks = 0, line = 1
        var previous: UInt8 = 0
        var bytes = text.utf8.makeIterator()
        var pending: UInt8? = nil
        func next() -> UInt8? {
            if let byte = pending { pending = nil; return byte }
            return bytes.next()
        }
        while let byte = next() {
            switch byte {
            case UInt8(ascii: "\n"):
                line += 1
            case UInt8(ascii: "\""):
                // A string: to its closing quote (a raw or multi-line string's too, roughly).
                var escaped = false
                while let inner = next() {
                    if inner == UInt8(ascii: "\n") { line += 1 }
                    if escaped { escaped = false; continue }
                    if inner == UInt8(ascii: "\\") { escaped = true; continue }
                    if inner == UInt8(ascii: "\"") { break }
                }
            case UInt8(ascii: "/"):
                guard let following = next() else { break }
                if following == UInt8(ascii: "/") {
                    while let inner = next(), inner != UInt8(ascii: "\n") {}
                    line += 1
                } else if following == UInt8(ascii: "*") {
                    var last: UInt8 = 0
                    while let inner = next() {
                        if inner == UInt8(ascii: "\n") { line += 1 }
                        if last == UInt8(ascii: "*") && inner == UInt8(ascii: "/") { break }
                        last = inner
                    }
                } else {
                    pending = following
                }
            case UInt8(ascii: "["):
                brackets += 1
                if brackets > maximumBrackets {
                    return "line \(line) nests more than \(maximumBrackets) levels of [ ] (the Swift parser's time doubles with each)"
                }
            case UInt8(ascii: "]"):
                brackets = max(brackets - 1, 0)
            case UInt8(ascii: "<") where isIdentifier(previous):
                generics += 1
                if generics > maximumGenerics {
                    return "line \(line) nests more than \(maximumGenerics) levels of generic types (the Swift parser would overflow its stack)"
                }
            case UInt8(ascii: ">") where generics > 0 && previous != UInt8(ascii: "-"):
                generics -= 1
            case UInt8(ascii: "?"), UInt8(ascii: "!"):
                marks = previous == byte || isIdentifier(previous) || previous == UInt8(ascii: ">") || previous == UInt8(ascii: "]") ? marks + 1 : 1
                if marks > maximumGenerics {
                    return "line \(line) has more than \(maximumGenerics) optional marks in a row (the Swift parser would overflow its stack)"
                }
            default:
                break
            }
            if byte != UInt8(ascii: "?") && byte != UInt8(ascii: "!") { marks = 0 }
            previous = byte
        }
        return nil
    }

    private static func isIdentifier(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ">")
    }
}
