import NavLanguage
import NavreplKit

/// What one scenario covered of the app it ended with (`navrepl test --coverage`): its session
/// since that app was loaded, replayed from its start state.
public struct ScenarioCoverage: Sendable {
    public let app: AppSchema
    public let covered: Coverage
    /// False when the session outgrew the log (``SessionLog/limit`` commands): what it
    /// covered is then not known, and counts as nothing.
    public let isComplete: Bool

    init(session: SessionLog, app: AppSchema) {
        self.app = app
        isComplete = !session.isTruncated
        var coverage = Coverage()
        var state = session.start
        coverage.add(state)
        for entry in session.entries {
            switch entry.kind {
            case .call(let operation) where entry.failure == nil:
                var after = state
                after.apply(entry.change)
                coverage.add(operation, change: entry.change, from: state, to: after, schema: app)
                state = after
            case .call(let operation), .expectedFailure(let operation?, _, _, _):
                // Refused: the rule that refused it, if one did, is covered.
                do throws(NavigationError) {
                    _ = try Router(schema: app, state: state).plan(operation)
                } catch {
                    coverage.add(refusal: error)
                }
            default:
                state.apply(entry.change)
                coverage.add(state)
            }
        }
        covered = coverage
    }
}
