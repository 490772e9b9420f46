import NavLanguage
/// One of N parts of a suite, for a CI matrix: `--shard K/N`. A file belongs to the part its
/// path's hash names, so the N parts together run every file exactly once, and a file stays
/// in its part when others are added or removed.
public struct Shard: Sendable, Equatable {
    /// From 1 to `count`.
    public let index: Int
    public let count: Int

    /// Reads `K/N`, or says what is wrong with it.
    public init(_ text: String) throws(SuiteFinder.Problem) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
            throw SuiteFinder.Problem(message: "--shard takes K/N, such as 2/4 (the second of four parts), not '\(text)'")
        }
        guard count >= 1, (1...count).contains(index) else {
            throw SuiteFinder.Problem(message: "--shard \(text): K must be from 1 to N, and N at least 1")
        }
        self.index = index
        self.count = count
    }

    public func contains(_ path: String) -> Bool {
        Int(Shard.hash(path) % UInt64(count)) == index - 1
    }

    /// The path's stable hash: the same on every machine and every run.
    static func hash(_ path: String) -> UInt64 {
        StableHash.of(path.utf8)
    }
}
