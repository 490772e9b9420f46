@testable import NavreplExplore
import NavreplKit
@testable import NavLanguage
@testable import NavScript
import Testing

/// The walk applies each change the router plans to a state's row, not to the state; here
/// every accepted move of every state is applied to the state, as the prompt applies it, and
/// the state it gives must be one of the stored state's successors: on the memo tests' rules
/// app (flags, redirects to a route, a sheet, a cover, the root and a tab, guards, a
/// presented-only route, a retap, a split tab) and the pipeline tests' app with edges.
struct RowApplyTests {
    @Test func everyMoveLandsWhereTheStateAppliedAsThePromptDoesLands() throws {
        for (app, walkBounds) in try PipelinedWalkTests.apps() {
            var bounds = walkBounds
            bounds.maxDepth = app.name == "rules" ? 1 : 2
            bounds.intValues = [0]
            bounds.limit = 200_000
            let explorer = try Explorer(schema: app, bounds: bounds)
            explorer.walk()
            #expect(!explorer.isLimited, "\(app.name)")
            var checked = 0
            for index in stride(from: 0, to: explorer.stateCount, by: 3) {
                let state = explorer.state(index)
                let router = Router(schema: app, state: state)
                let successors = Set(explorer.successors(of: index).map(Int.init))
                var reached = Set<Int>()
                for move in explorer.moves(in: state) {
                    guard let change = try? router.plan(move) else { continue }
                    var after = state
                    after.apply(change)
                    // Past the bounds a move reaches no state the walk keeps.
                    guard let target = explorer.index(of: after) else {
                        #expect(after.tabs.contains { $0.stack.count > bounds.maxDepth } || after.modals.contains { $0.stack.count > bounds.maxDepth }
                                || after.modals.count > bounds.maxModals, "\(app.name): \(explorer.command(move)) from state \(index) reaches a state the walk does not keep")
                        continue
                    }
                    reached.insert(target)
                    checked += 1
                }
                #expect(reached == successors, "\(app.name): state \(index)'s moves reach \(reached.sorted().prefix(8)), the walk kept \(successors.sorted().prefix(8))")
            }
            #expect(checked > 10_000, "\(app.name): \(checked) moves")
        }
    }
}
