import NavreplKit

/// Reads the lines batch scripts are mostly made of straight from their bytes, without the
/// lexer's tokens: a command whose spec has a quick form (`push`), followed by routes whose
/// arguments are plain words or double-quoted strings without escapes. Words and white space
/// are the lexer's own (it asks the lexer). It makes the very statement the parser would make
/// of the line — same action, same routes, same offsets — so the one executor runs it as any
/// other; anything else (labels, parentheses, qualified names, options, escapes, comments,
/// several commands on a line) is left to the lexer and the parser, and so is every error. The
/// command cache tests compare the two on every transcript and on random command streams.
package struct QuickReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    /// The lexer's classes of bytes: 0 for a word's, 1 for white space.
    private let classes = Lexer.classes
    /// Where the bytes start in the block the line is in: offsets are into the block, as the
    /// parser's are.
    private let base: Int
    private var index = 0
    /// Where the statement's last word ends.
    private var end = 0

    /// The statement `line` holds, if it is one of the simple kind.
    static func statement(in line: borrowing Line, commands: CommandSet) -> Statement? {
        let range = line.range
        return line.bytes.withUnsafeBufferPointer { block in
            var reader = QuickReader(bytes: UnsafeBufferPointer(rebasing: block[range]), base: range.lowerBound)
            return reader.statement(commands: commands)
        }
    }

    private init(bytes: UnsafeBufferPointer<UInt8>, base: Int) {
        self.bytes = bytes
        self.base = base
    }

    private mutating func statement(commands: CommandSet) -> Statement? {
        skipSpace()
        let start = index
        guard let word = word(),
              let spec = commands.spec(named: UnsafeBufferPointer(rebasing: bytes[word])),
              let read = spec.quickParse,
              let action = read(&self), atEnd
        else { return nil }
        return Statement(spec: spec, action: action, range: base + start..<base + end)
    }

    // MARK: What commands' quick forms read

    /// `ROUTE [> ROUTE]...`, each route a name and plain positional arguments.
    mutating func routeList() -> [RouteSyntax]? {
        var routes: [RouteSyntax] = []
        repeat {
            guard let route = route() else { return nil }
            routes.append(route)
        } while arrow()
        return routes
    }

    /// A route name (not qualified with a tab), then its plain arguments.
    private mutating func route() -> RouteSyntax? {
        guard let name = word(), !bytes[name].contains(UInt8(ascii: ".")) else { return nil }
        var arguments: [AppSchema.ArgumentRequest] = []
        var offsets = ArgumentOffsets()
        while let (text, start, quoted) = argument() {
            arguments.append(AppSchema.ArgumentRequest(label: nil, value: quoted ? .quoted(string(text)) : .word(string(text))))
            offsets.append(base + start)
        }
        return RouteSyntax(request: AppSchema.RouteRequest(name: string(name), arguments: arguments), offset: base + name.lowerBound, argumentOffsets: offsets)
    }

    /// A plain word, or a double-quoted string without escapes: its text (inside the quotes,
    /// for a string), where it starts, and whether it was quoted.
    private mutating func argument() -> (text: Range<Int>, start: Int, quoted: Bool)? {
        skipSpace()
        guard index < bytes.count else { return nil }
        let start = index
        if bytes[index] == UInt8(ascii: "\"") {
            var close = index + 1
            while close < bytes.count && bytes[close] != UInt8(ascii: "\"") {
                guard bytes[close] != UInt8(ascii: "\\") else { return nil }
                close += 1
            }
            guard close < bytes.count, close + 1 == bytes.count || isSpace(bytes[close + 1]) else { return nil }
            index = close + 1
            end = index
            return (start + 1..<close, start, true)
        }
        guard let word = word() else { return nil }
        // `--name` is an option to the parser (and an error after a route): not plain.
        if word.count >= 2 && bytes[word.lowerBound] == UInt8(ascii: "-") && bytes[word.lowerBound + 1] == UInt8(ascii: "-") {
            index = start
            return nil
        }
        return (word, start, false)
    }

    /// A `>` between routes.
    private mutating func arrow() -> Bool {
        skipSpace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else { return false }
        index += 1
        return true
    }

    /// A word, ending at white space or the end of the line, that is not a label (`name:`).
    private mutating func word() -> Range<Int>? {
        skipSpace()
        let start = index
        while index < bytes.count && classes[Int(bytes[index])] == 0 { index += 1 }
        guard index > start, index == bytes.count || isSpace(bytes[index]), bytes[index - 1] != UInt8(ascii: ":") else {
            index = start
            return nil
        }
        end = index
        return start..<index
    }

    private var atEnd: Bool {
        mutating get {
            skipSpace()
            return index == bytes.count
        }
    }

    private mutating func skipSpace() {
        while index < bytes.count && isSpace(bytes[index]) { index += 1 }
    }

    private func isSpace(_ byte: UInt8) -> Bool {
        classes[Int(byte)] == 1
    }

    private func string(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }
}
