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

    /// The bytes `values[i]` was decoded from, for each i: a whole argument, or the part of
    /// one after one of `prefixes` (`--execute=CMD`), matched in order, since two arguments
    /// can decode alike (`\xfe` and `\xff` both become U+FFFD). A value's own UTF-8 when
    /// nothing matches.
    static func bytes(of values: [String], prefixes: [String] = []) -> [[UInt8]] {
        var candidates: [[UInt8]] = []
        for argument in all.dropFirst() {
            candidates.append(argument)
            for prefix in prefixes.map({ Array($0.utf8) }) where argument.count > prefix.count && argument.starts(with: prefix) {
                candidates.append(Array(argument[prefix.count...]))
            }
        }
        var next = 0
        return values.map { value in
            let wanted = Array(value.utf8)
            for index in next..<candidates.count where Array(String(decoding: candidates[index], as: UTF8.self).utf8) == wanted {
                next = index + 1
                return candidates[index]
            }
            return wanted
        }
    }

    static func isUTF8(_ bytes: [UInt8]) -> Bool {
        String(validating: bytes, as: UTF8.self) != nil
    }

    /// Bytes as messages show them: UTF-8 as it is, other bytes as `\xFF`.
    static func shown(_ bytes: [UInt8]) -> String {
        var text = ""
        var index = 0
        while index < bytes.count {
            var iterator = bytes[index...].makeIterator()
            var parser = Unicode.UTF8.ForwardParser()
            if case .valid(let scalar) = parser.parseScalar(from: &iterator) {
                text += String(decoding: scalar, as: UTF8.self)
                index += scalar.count
            } else {
                text += "\\x" + String(bytes[index], radix: 16, uppercase: true)
                index += 1
            }
        }
        return text
    }
}
