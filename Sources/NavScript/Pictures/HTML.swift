import NavLanguage
/// Text made safe inside HTML: the characters with a meaning in markup are written as
/// character references, so a route named `<script>` is shown as text. Element content
/// needs only `&` and `<` escaped, a double-quoted attribute value `&` and `"`; leaving the
/// rest (the `>` between routes, the quotes around strings) as it is keeps large pages
/// small. (Not one of `Escaper`'s tables: those spell a character as a backslash escape,
/// HTML as an entity.)
enum HTML {
    /// `text` as element content.
    static func text(_ text: String) -> String {
        escaped(text, quote: false)
    }

    /// `text` as a double-quoted attribute value.
    static func attribute(_ text: String) -> String {
        escaped(text, quote: true)
    }

    private static func escaped(_ text: String, quote: Bool) -> String {
        let special: (UInt8) -> Bool = { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || (quote && $0 == UInt8(ascii: "\"")) }
        guard text.utf8.contains(where: special) else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 16)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "&"): bytes += Array("&amp;".utf8)
            case UInt8(ascii: "<"): bytes += Array("&lt;".utf8)
            case UInt8(ascii: "\"") where quote: bytes += Array("&quot;".utf8)
            default: bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
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
