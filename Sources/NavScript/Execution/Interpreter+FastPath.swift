import NavigationModel

/// The fast path: the commands batch scripts are mostly made of — `push` of routes with plain
/// positional arguments (several joined by `>`), `pop [N]`, `root` and `tab NAME`, alone on
/// their line — are read straight from the line's bytes and handed to the router, without
/// tokens or a syntax tree. Routes are still checked by the schema's own code. Anything else
/// (escapes, labels, qualified names, parentheses, comments, several commands on a line) and
/// any error go to the general path before anything has changed, so the results are the same
/// either way; the test suite runs every transcript and random command streams both ways and
/// compares them.
///
/// Batch scripts say the same few lines again and again, so a line read once is kept, with
/// its routes resolved, in the command cache: the next time, running it is a lookup.
extension Interpreter {
    /// Runs `line` if it is a simple command and it succeeds; false leaves it for the
    /// general path, with nothing changed and nothing reported. (With `echo` on, the prompt
    /// printed before a command shows the state before it, so echoing runs take the general path.)
    func runFast(_ line: Line) -> Bool {
        guard !settings.echo else { return false }
        // The line's parts, taken apart so that the closure below does not copy the line.
        let (block, range, number) = (line.bytes, line.range, line.number)
        return block.withUnsafeBufferPointer { bytes in
            let text = UnsafeBufferPointer(rebasing: bytes[range])
            // The cache knows the tab by its index: an app's tabs are always in its declared
            // order (`restore` puts them so), and in free mode, where tabs come and go, every
            // tab accepts the same routes.
            let schema = router.schema
            let tab = schema.isFree ? 0 : router.state.selectedTab
            let command: FastCommand
            if let known = commandCache.command(for: text, tab: tab, schema: schema) {
                command = known
            } else {
                guard let compiled = compile(text) else { return false }
                commandCache.insert(compiled, for: text, tab: tab, schema: schema)
                command = compiled
            }
            let change: Change
            do {
                switch command.operation {
                case .push(let route): change = try router.push(route)
                case .pushAll(let routes): change = try router.perform(.push(routes))
                case .pop(let count): change = try router.perform(.pop(count))
                case .root: change = try router.perform(.popToRoot)
                case .tab(let name): change = try router.perform(.selectTab(name))
                }
            } catch {
                return false
            }
            let start = range.lowerBound
            let source = SourceText(bytes: block, range: start + command.text.lowerBound..<start + command.text.upperBound)
            if sink.showsChanges(in: self) {
                sink.willRun(source, line: number, in: self)
                report(text: source, line: number, .success(.changed(change)))
            }
            // Last, so that the change and the text move into the history without a copy.
            if !change.isEmpty { history.record(Step(change: change, command: source)) }
            return true
        }
    }

    /// Reads a simple command from a line's text, its routes resolved in the current tab;
    /// nil if the line is anything else or a route does not resolve (the general path then
    /// says why).
    private func compile(_ text: UnsafeBufferPointer<UInt8>) -> FastCommand? {
        var scanner = LineScanner(bytes: text, range: 0..<text.count)
        guard let keyword = scanner.word() else { return nil }
        let operation: FastCommand.Operation
        switch scanner.keyword(keyword) {
        case .push:
            var routes: [Route] = []
            repeat {
                guard let request = scanner.route(),
                      let route = try? router.schema.resolve(request, in: router.state.selectedTabName) else { return nil }
                routes.append(route)
            } while scanner.arrow()
            guard scanner.atEnd else { return nil }
            operation = routes.count == 1 ? .push(routes[0]) : .pushAll(routes)
        case .pop:
            var count = 1
            if let number = scanner.word() {
                guard let value = scanner.smallNumber(number) else { return nil }
                count = value
            }
            guard scanner.atEnd else { return nil }
            operation = .pop(count)
        case .root:
            guard scanner.atEnd else { return nil }
            operation = .root
        case .tab:
            guard let name = scanner.word(), scanner.isIdentifier(name), scanner.atEnd else { return nil }
            operation = .tab(scanner.string(name))
        case nil:
            return nil
        }
        return FastCommand(operation: operation, text: scanner.commandStart..<scanner.commandEnd)
    }
}

/// Reads the words of one simple command from a line's bytes.
private struct LineScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var index: Int
    let end: Int
    /// Where the command's first and last words are, for its text.
    var commandStart = -1
    var commandEnd = -1

    init(bytes: UnsafeBufferPointer<UInt8>, range: Range<Int>) {
        self.bytes = bytes
        self.index = range.lowerBound
        self.end = range.upperBound
    }

    var atEnd: Bool {
        mutating get {
            skipSpace()
            return index == end
        }
    }

    mutating func skipSpace() {
        while index < end && (bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t")) { index += 1 }
    }

    /// A plain word: letters, digits and `_ - + .`; anything the general lexer treats
    /// specially ends the fast path.
    mutating func word() -> Range<Int>? {
        skipSpace()
        let start = index
        while index < end && LineScanner.isPlain(bytes[index]) { index += 1 }
        guard index > start else { return nil }
        if index < end && bytes[index] != UInt8(ascii: " ") && bytes[index] != UInt8(ascii: "\t") {
            index = start
            return nil
        }
        if commandStart < 0 { commandStart = start }
        commandEnd = index
        return start..<index
    }

    /// A plain word or a double-quoted string without escapes, as a positional argument: its
    /// text (inside the quotes, for a string) and whether it was quoted.
    mutating func argument() -> (text: Range<Int>, quoted: Bool)? {
        skipSpace()
        guard index < end else { return nil }
        if bytes[index] == UInt8(ascii: "\"") {
            var close = index + 1
            while close < end && bytes[close] != UInt8(ascii: "\"") {
                if bytes[close] == UInt8(ascii: "\\") { return nil }
                close += 1
            }
            guard close < end else { return nil }
            let after = close + 1
            guard after == end || bytes[after] == UInt8(ascii: " ") || bytes[after] == UInt8(ascii: "\t") else { return nil }
            let text = index + 1..<close
            index = after
            commandEnd = after
            return (text, true)
        }
        guard let word = word() else { return nil }
        // `--name` is an option to the general parser (and an error after a route): left
        // unread, so that the line is not simple.
        if word.count >= 2 && bytes[word.lowerBound] == UInt8(ascii: "-") && bytes[word.lowerBound + 1] == UInt8(ascii: "-") {
            index = word.lowerBound
            return nil
        }
        return (word, false)
    }

    /// A route name and its plain positional arguments, as a request.
    mutating func route() -> RouteRequest? {
        guard let name = word(), isIdentifier(name) else { return nil }
        var arguments: [ArgumentRequest] = []
        while let (text, quoted) = argument() {
            arguments.append(ArgumentRequest(label: nil, value: quoted ? .quoted(string(text)) : .word(string(text))))
        }
        return RouteRequest(name: string(name), arguments: arguments)
    }

    /// A `>` between routes, with white space around it.
    mutating func arrow() -> Bool {
        skipSpace()
        guard index < end, bytes[index] == UInt8(ascii: ">") else { return false }
        index += 1
        return true
    }

    enum Keyword {
        case push, pop, root, tab
    }

    /// Which of the fast path's commands `word` names, if any.
    func keyword(_ word: Range<Int>) -> Keyword? {
        let at = word.lowerBound
        switch word.count {
        case 3 where bytes[at + 1] == UInt8(ascii: "a") && bytes[at] == UInt8(ascii: "t") && bytes[at + 2] == UInt8(ascii: "b"):
            return .tab
        case 3 where bytes[at + 1] == UInt8(ascii: "o") && bytes[at] == UInt8(ascii: "p") && bytes[at + 2] == UInt8(ascii: "p"):
            return .pop
        case 4 where bytes[at] == UInt8(ascii: "p") && bytes[at + 1] == UInt8(ascii: "u") && bytes[at + 2] == UInt8(ascii: "s")
            && bytes[at + 3] == UInt8(ascii: "h"):
            return .push
        case 4 where bytes[at] == UInt8(ascii: "r") && bytes[at + 1] == UInt8(ascii: "o") && bytes[at + 2] == UInt8(ascii: "o")
            && bytes[at + 3] == UInt8(ascii: "t"):
            return .root
        default:
            return nil
        }
    }

    func isIdentifier(_ word: Range<Int>) -> Bool {
        bytes[word].allSatisfy { LineScanner.identifierBytes.contains($0) }
    }

    /// A count of up to nine digits (so it cannot overflow); signs and longer numbers take
    /// the general path and its messages.
    func smallNumber(_ word: Range<Int>) -> Int? {
        guard word.count <= 9 else { return nil }
        var value = 0
        for byte in bytes[word] {
            guard byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }

    func string(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// Bytes that may appear in a fast-path word: ASCII letters, digits and `_ - + .`.
    static func isPlain(_ byte: UInt8) -> Bool {
        plainBytes.contains(byte)
    }

    /// ASCII letters, digits and `_`.
    static let identifierBytes = ByteSet(low: 0x03ff_0000_0000_0000, high: 0x07ff_fffe_87ff_fffe)
    /// ASCII letters, digits and `_ - + .`.
    static let plainBytes = ByteSet(low: 0x03ff_6800_0000_0000, high: 0x07ff_fffe_87ff_fffe)
}

/// A set of ASCII bytes as two 64-bit masks (bit N of `low` is byte N, of `high` byte 64 + N),
/// so that a membership test is a shift and a test. The masks are literals, so the sets cost
/// nothing to make.
struct ByteSet {
    let low: UInt64
    let high: UInt64

    func contains(_ byte: UInt8) -> Bool {
        byte < 64 ? low & (1 << byte) != 0 : byte < 128 && high & (1 << (byte &- 64)) != 0
    }
}
