extension [UInt8] {
    /// Appends `text` as UTF-8 in one copy. (`+= text.utf8` goes byte by byte for short
    /// strings, which Swift keeps inside the string value rather than in contiguous storage.)
    mutating func append(utf8 text: String) {
        var text = text
        text.withUTF8 { append(contentsOf: $0) }
    }
}
