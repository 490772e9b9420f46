import NavreplKit

/// What a command is to the pictures (`storyboard`, `graph`): a frame, or narration for the
/// next one. The journal keeps it; the pictures, navrepl's tools, read it.
package struct SessionPicture {
    package enum Kind {
        /// A change of state: a frame, unless it ends where it began.
        case change
        case load(AppSchema)
        case refusal(String)
        /// `echo`'s text, shown under the next frame.
        case narration(String)
    }

    package let kind: Kind
    /// Whether the change came from a link (`open`): the graph draws it from outside the
    /// app, not as a replacement of one screen by another.
    package let isLink: Bool
    package let file: String
    package let line: Int
    /// How stacks were shown when it happened (`set layout`, `set maxframes`).
    package let layout: Layout
    package let maxFrames: Int

    package var isFrame: Bool {
        if case .narration = kind { return false }
        return true
    }
}
