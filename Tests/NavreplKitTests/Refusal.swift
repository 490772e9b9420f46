import NavreplKit
import Testing

/// Performs an operation that must fail, checks that it changed nothing, and returns why.
func refuse(_ operation: NavigationOperation, on router: Router, sourceLocation: SourceLocation = #_sourceLocation) -> NavigationError? {
    var copy = router
    do {
        try copy.perform(operation)
        Issue.record("\(operation) should have failed", sourceLocation: sourceLocation)
        return nil
    } catch {
        #expect(copy.state == router.state, "a refused \(operation) changed the state", sourceLocation: sourceLocation)
        return error
    }
}
