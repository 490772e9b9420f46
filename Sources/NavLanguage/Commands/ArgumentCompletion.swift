import NavreplKit

/// What Tab offers after a command's name, declared in the command's spec.
package enum ArgumentCompletion: Sendable {
    case nothing
    /// Fixed words for the first argument (`dismiss all`).
    case words([String])
    /// The names of the options the spec declares, for the first argument (`state --json`).
    case options
    case tabNames
    case files
    /// Route names for a route command, then the values of the route's next closed-set
    /// parameter; after `>`, route names again.
    case routes(RouteScope)
    /// Anything else, worked out from the words typed so far.
    case custom(@Sendable (CompletionRequest) -> [String])

    /// Which routes a route command takes.
    package enum RouteScope: Sendable {
        /// Those the current tab accepts (`push`, `sheet`).
        case accepted
        /// Those of every tab, qualified where needed (`go`).
        case anywhere
        /// Those on the current stack, and `root` (`popto`, which also takes `--inclusive`).
        case onStack
        /// Those an edge leads to from the screen in front (`follow`).
        case edges
    }
}

/// The words typed after a command's name, for completing the next one.
package struct CompletionRequest {
    /// The command being completed, whose declared options Tab may offer.
    package let spec: CommandSpec
    /// The whole words after the command's name, before the one being completed.
    package let arguments: [String]
    /// The part of the word being completed typed so far.
    package let word: String
    package let interpreter: Interpreter
    /// File names that start with a prefix (folders end in `/`).
    package let files: (String) -> [String]
}
