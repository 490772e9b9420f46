import NavreplKit

/// Reading a command's options by the declaration in its spec, so that what a command takes,
/// what `help` lists and what an unknown or repeated option is told all come from one list.
extension Parser {
    /// Takes the next word when it is one of `spec`'s options and returns it with its token,
    /// or returns nil when the next word is not an option (does not start with `--`); the
    /// option's value, if it takes one, is the command's to read. `given` collects the names
    /// read so far, so that an option given twice is refused.
    mutating func option(of spec: CommandSpec, given: inout Set<String>) throws -> (option: CommandOption, token: Token)? {
        guard let token = peekWord(), chunk.text(token).hasPrefix("--") else { return nil }
        let word = chunk.text(token)
        guard let option = spec.options.first(where: { $0.name == word }) else {
            throw Failure(
                offset: token.start,
                message: "unknown option '\(word)' for \(spec.name)"
                    + Spelling.hint(for: word, among: spec.options.map(\.name), otherwise: " (it takes \(Self.list(spec.options.map(\.usage))))"))
        }
        guard given.insert(word).inserted else { throw Failure(offset: token.start, message: "option '\(word)' is given twice") }
        advance()
        // `--name=shop`, as other programs take it: the value here follows after a space.
        if let equals = peek(), equals.kind == .equals, equals.start == token.end {
            let form = option.value.map { "'\(word) \($0)'" } ?? "'\(word)' alone"
            throw Failure(offset: equals.start, message: "write \(form): options here take no '='")
        }
        return (option, token)
    }

    /// `a`, `a and b`, `a, b and c`.
    private static func list(_ items: [String]) -> String {
        items.count < 2 ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + items.last!
    }
}
