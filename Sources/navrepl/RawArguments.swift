/// The command line's arguments as the bytes given. `CommandLine.arguments` replaces bytes
/// that are not UTF-8 with U+FFFD, which would make `-e` run text it should refuse and a
/// script named `\xff.nav` "not found" (or another file named U+FFFD run instead); these
/// give back what was really typed, so every channel follows the same input rules.
enum RawArguments {
    static let all: [[UInt8]] = (0..<Int(CommandLine.argc)).map { index in
        guard let argument = CommandLine.unsafeArgv[index] else { return [] }
        var length = 0
        while argument[length] != 0 { length += 1 }
        return Array(UnsafeRawBufferPointer(start: argument, count: length))
    }

    /// The bytes `value` was decoded from: a whole argument, or the part of one after one of
    /// `prefixes` (`-eCMD`, `--execute=CMD`). The value's own UTF-8 when nothing matches.
    static func bytes(of value: String, prefixes: [String] = []) -> [UInt8] {
        let wanted = Array(value.utf8)
        for argument in all.dropFirst() {
            if argument == wanted { return argument }
            for prefix in prefixes.map({ Array($0.utf8) }) where argument.starts(with: prefix) {
                let rest = Array(argument[prefix.count...])
                if rest == wanted || Array(String(decoding: rest, as: UTF8.self).utf8) == wanted && !isUTF8(rest) { return rest }
            }
            if Array(String(decoding: argument, as: UTF8.self).utf8) == wanted && !isUTF8(argument) { return argument }
        }
        return wanted
    }

    static func isUTF8(_ bytes: [UInt8]) -> Bool {
        String(validating: bytes, as: UTF8.self) != nil
    }
}
