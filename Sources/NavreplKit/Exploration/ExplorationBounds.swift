/// What `explore` walks: how deep each stack may grow, how many modals may be up, how many
/// states to keep at most, the values `Int` and `String` parameters take, and the flags held
/// fixed (how an app behaves while signed out).
public struct ExplorationBounds: Hashable, Sendable {
    /// The most routes on any one stack (a tab's or a modal's, above its root).
    public var maxDepth = 3
    /// The most modals presented at once.
    public var maxModals = 1
    /// The most states kept; the walk stops there and says so.
    public var limit = 1_000_000
    /// The values an `Int` parameter takes.
    public var intValues = [1]
    /// The values a `String` parameter takes.
    public var stringValues = ["a"]
    /// Flags set to a value at the start and never moved.
    public var fixedFlags: [String: Bool] = [:]

    /// The default bounds: depth 3, one modal, a million states, `Int` 1 and `String` "a".
    public init() {}
}
