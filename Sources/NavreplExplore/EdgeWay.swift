/// The fewest taps from a tab's root that show a route by the app's edges, and the bounds of
/// the state they leave: its deepest stack (the stacks under a modal stay as they were), and
/// its modals.
public struct EdgeWay: Hashable, Sendable {
    public let taps: Int
    /// The tab whose root the taps start from.
    public let tab: String
    public let depth: Int
    public let modals: Int
}
