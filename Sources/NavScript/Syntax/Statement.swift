import NavigationModel

/// A value with the byte offset in its chunk where it was written, for pointing errors at it.
public struct Located<Value: Hashable & Sendable>: Hashable, Sendable {
    public let value: Value
    public let offset: Int

    public init(_ value: Value, at offset: Int) {
        self.value = value
        self.offset = offset
    }
}

/// A route as written, with where its name and each argument stand.
public struct RouteSyntax: Hashable, Sendable {
    public let request: RouteRequest
    public let offset: Int
    public let argumentOffsets: [Int]

    public init(request: RouteRequest, offset: Int, argumentOffsets: [Int]) {
        self.request = request
        self.offset = offset
        self.argumentOffsets = argumentOffsets
    }
}

/// One command as read: which command it is, what it does, and where its text is. A class:
/// the command cache hands the same statement out again and again.
final class Statement {
    let spec: CommandSpec
    let action: any CommandAction
    /// The bytes the command spans in its chunk's block.
    let range: Range<Int>
    /// The command as written, kept only where a message quotes it (`expect fail`).
    let text: String?

    init(spec: CommandSpec, action: any CommandAction, range: Range<Int>, text: String? = nil) {
        self.spec = spec
        self.action = action
        self.range = range
        self.text = text
    }

    /// The byte offset of its first token.
    var offset: Int { range.lowerBound }
}
