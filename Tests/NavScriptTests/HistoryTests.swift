import NavScript
import NavigationModel
import Testing
import TestSupport

/// The undo history keeps its steps in fixed-size chunks; it must behave exactly as one array
/// would, however records, undos and redos cross the chunks' edges.
struct HistoryTests {
    func step(_ number: Int) -> Step {
        Step(change: .selectTab(from: number, to: number + 1), command: SourceText("step \(number)"))
    }

    func numbers(_ steps: some Sequence<Step>) -> [String] {
        steps.map(\.command.description)
    }

    /// What an undo (or redo) of `wanted` steps must do to the model's arrays: move that many
    /// from the end of one to the end of the other, latest first, or refuse if there are fewer.
    func move(_ wanted: Int, _ taken: [Step]?, from source: inout [Step], to target: inout [Step], round: Int) {
        guard wanted >= 1 && wanted <= source.count else {
            #expect(taken == nil, "round \(round)")
            return
        }
        let expected = Array(source.suffix(wanted).reversed())
        #expect(taken.map(numbers) == numbers(expected), "round \(round)")
        source.removeLast(wanted)
        target += expected
    }

    @Test func historyMatchesAnArrayAcrossChunkEdges() {
        var history = History()
        var done: [Step] = [], undone: [Step] = []
        var generator = SeededGenerator(seed: 7)
        var counter = 0
        for round in 0..<400 {
            switch generator.next(3) {
            case 0:
                for _ in 0..<generator.next(3_000) {
                    history.record(step(counter))
                    done.append(step(counter))
                    undone.removeAll()
                    counter += 1
                }
            case 1:
                let wanted = generator.next(done.count + 2)
                move(wanted, history.undo(wanted), from: &done, to: &undone, round: round)
            default:
                let wanted = generator.next(undone.count + 2)
                move(wanted, history.redo(wanted), from: &undone, to: &done, round: round)
            }
            #expect(history.done.count == done.count)
            #expect(numbers(history.done) == numbers(done), "round \(round)")
        }
        #expect(counter > 4_096 * 3, "the run must cross several chunks")
    }
}
