import NavreplKit

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
    /// The most moves made; the walk stops there and says so. A walk's work is its moves, not
    /// its states: a state of an app of 290 routes without edges has 900 (push, sheet and
    /// cover of each), and its million states would take minutes.
    public var moveLimit = 50_000_000
    /// The values an `Int` parameter takes.
    public var intValues = [1]
    /// The values a `String` parameter takes.
    public var stringValues = ["a"]
    /// Flags set to a value at the start and never moved.
    public var fixedFlags: [String: Bool] = [:]
    /// Links a user may open from any state (`--link`): moves of the walk in an app with
    /// edges, where it walks a user's moves, and opened from every state to compare landings.
    public var links: [String] = []

    /// The default bounds: depth 3, one modal, a million states, fifty million moves, `Int` 1
    /// and `String` "a".
    public init() {}

    /// What each bound may be. A state's row grows with the modals, every move with the depth,
    /// and states are numbered in 32 bits: past these a walk would exhaust memory or time
    /// before it said anything.
    public static let depths = 0...100
    public static let modalCounts = 0...10
    public static let limits = 1...50_000_000
    public static let moveLimits = 1...2_000_000_000
    /// The most values `--values` gives one type.
    public static let valueCounts = 1...100

    /// Why these bounds cannot be walked, or nil.
    public var problem: String? {
        if !Self.depths.contains(maxDepth) { return "the depth must be from \(Self.depths.lowerBound) to \(Self.depths.upperBound), not \(maxDepth)" }
        if !Self.modalCounts.contains(maxModals) {
            return "the modals must be from \(Self.modalCounts.lowerBound) to \(Self.modalCounts.upperBound), not \(maxModals)"
        }
        if !Self.limits.contains(limit) { return "the limit must be from \(Self.limits.lowerBound) to \(Self.limits.upperBound) states, not \(limit)" }
        if !Self.moveLimits.contains(moveLimit) {
            return "the move limit must be from \(Self.moveLimits.lowerBound) to \(Self.moveLimits.upperBound) moves, not \(moveLimit)"
        }
        for (type, count) in [("Int", intValues.count), ("String", stringValues.count)] where !Self.valueCounts.contains(count) {
            return "\(type) takes from \(Self.valueCounts.lowerBound) to \(Self.valueCounts.upperBound) values, not \(count)"
        }
        return nil
    }
}
