import NavreplKit

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
    public let request: AppSchema.RouteRequest
    public let offset: Int
    public let argumentOffsets: ArgumentOffsets

    public init(request: AppSchema.RouteRequest, offset: Int, argumentOffsets: ArgumentOffsets) {
        self.request = request
        self.offset = offset
        self.argumentOffsets = argumentOffsets
    }
}

/// Where each argument of a route was written. Most routes have one argument at most, so the
/// first is kept inline and only the others in an array: reading a route then makes no array
/// for its offsets.
public struct ArgumentOffsets: Hashable, Sendable {
    private var first: Int?
    private var others: [Int] = []

    public init() {}

    public mutating func append(_ offset: Int) {
        if first == nil { first = offset } else { others.append(offset) }
    }

    /// Where argument `index` was written, if there is one.
    public subscript(index: Int) -> Int? {
        guard let first else { return nil }
        if index == 0 { return first }
        return index - 1 < others.count ? others[index - 1] : nil
    }
}

/// One command as read: which command it is, what it does, and where its text is. A class:
/// the command cache hands the same statement out again and again.
package final class Statement {
    package let spec: CommandSpec
    package let action: any CommandAction
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
