extension Modal {
    /// How a modal is presented: a sheet (swipe to dismiss) or a full-screen cover.
    public enum Style: String, Hashable, Sendable, CaseIterable {
        /// A sheet, which the user may swipe away.
        case sheet
        /// A full-screen cover.
        case cover
    }
}

/// A presented modal: its root route and its own navigation stack above that root.
/// Modals are never part of any tab's path.
public struct Modal: Hashable, Sendable {
    // The one-byte style last, so that a modal (and so a change) takes no padding.
    /// The route the modal was presented with.
    public let root: Route
    /// The routes pushed inside the modal, above its root.
    public var stack: [Route]
    /// Sheet or cover.
    public let style: Style

    /// A modal of `style` showing `root`, with `stack` pushed inside it.
    public init(style: Style, root: Route, stack: [Route] = []) {
        self.style = style
        self.root = root
        self.stack = stack
    }
}
