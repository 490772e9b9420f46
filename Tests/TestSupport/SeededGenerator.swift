/// A small deterministic random number generator (64-bit linear congruential), so that a test
/// that draws at random gives the same draws every run and a failure reproduces from its seed.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    public var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return state
    }

    /// A number in `0..<bound`, from the high bits, which are the well-mixed ones.
    public mutating func next(_ bound: Int) -> Int {
        Int((next() >> 33) % UInt64(bound))
    }

    /// One of `items`, which must not be empty.
    public mutating func pick<T>(_ items: [T]) -> T { items[next(items.count)] }
}
