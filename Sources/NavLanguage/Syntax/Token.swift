/// One lexical unit of the command language: its kind and where its bytes are. Texts are
/// made from the bytes only when the parser needs them.
public struct Token: Hashable, Sendable {
    public enum Kind: UInt8, Sendable {
        /// A run of characters up to white space or `; # " ' ( ) { } , > =`.
        case word
        /// A word ending in `:`, e.g. `name:`.
        case label
        /// A quoted string with valid escapes.
        case string
        case leftParen, rightParen, leftBrace, rightBrace, comma, arrow, equals
        /// The end of a command: a newline or `;`.
        case separator
        /// A quoted string with a bad escape; `Lexer.problem(in:)` says what is wrong.
        case invalid
    }

    public let kind: Kind
    /// The token's bytes in its chunk's block.
    public let start: Int
    public let end: Int

    public init(_ kind: Kind, _ start: Int, _ end: Int) {
        self.kind = kind
        self.start = start
        self.end = end
    }
}
