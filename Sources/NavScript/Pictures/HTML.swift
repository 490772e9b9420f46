/// Text made safe inside HTML: every character with a meaning in markup is written as a
/// character reference, so a route named `<script>` is shown as text, in element content
/// and in quoted attribute values alike. (Not one of `Escaper`'s tables: those spell a
/// character as a backslash escape, HTML as an entity.)
enum HTML {
    static func escaped(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">")
            || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "'") }) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for character in text.unicodeScalars {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }

    /// JSON placed inside a `<script>` element: `<` written as `\u003c`, so that no string in
    /// it can close the element (`</script>`) or open a comment. JSON has `<` only inside
    /// strings, where the escape means the same character.
    static func scriptData(_ json: String) -> String {
        guard json.utf8.contains(UInt8(ascii: "<")) else { return json }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(json.utf8.count + 64)
        for byte in json.utf8 {
            if byte == UInt8(ascii: "<") { bytes += Array("\\u003c".utf8) } else { bytes.append(byte) }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
