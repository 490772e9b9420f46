/// One lexical unit of the command language.
public struct Token: Hashable, Sendable {
    public enum Kind: UInt8, Sendable {
        /// A run of characters up to white space or `; # " ' ( ) { } , > =`.
        case word
        /// A word ending in `:`, e.g. `name:`; its text is without the colon.
        case label
        /// A quoted string; its text is the value with escapes applied.
        case string
        case leftParen, rightParen, leftBrace, rightBrace, comma, arrow, equals
        /// The end of a command: a newline or `;`.
        case separator
        /// Something the lexer could not read; its text says why.
        case invalid
    }

    public let kind: Kind
    /// The token's bytes in its chunk.
    public let start: Int
    public let end: Int
    public let text: String

    public init(_ kind: Kind, _ start: Int, _ end: Int, _ text: String = "") {
        self.kind = kind
        self.start = start
        self.end = end
        self.text = text
    }
}
