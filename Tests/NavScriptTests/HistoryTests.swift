import NavScript
import NavreplKit
import Testing
import TestSupport

/// The undo history is bounded: it must behave exactly as an array that drops its oldest step
/// beyond the limit would, however records, undos, redos and drops interleave.
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

    @Test func historyMatchesABoundedArray() {
        let limit = 2_500
        var history = History(limit: limit)
        var dropped = 0
        var done: [Step] = [], undone: [Step] = []
        var generator = SeededGenerator(seed: 7)
        var counter = 0
        for round in 0..<400 {
            switch generator.next(3) {
            case 0:
                for _ in 0..<generator.next(3_000) {
                    history.record(step(counter))
                    done.append(step(counter))
                    if done.count > limit {
                        done.removeFirst()
                        dropped += 1
                    }
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
            #expect(history.done.count == done.count, "round \(round)")
            #expect(history.dropped == dropped, "round \(round)")
            #expect(numbers(history.done) == numbers(done), "round \(round)")
            #expect(numbers(history.undone) == numbers(undone), "round \(round)")
        }
        #expect(dropped > 3 * limit, "the run must drop many steps")
    }

    /// A step keeps a copy of its own text, not the block it was read from, and a long one is cut.
    @Test func aStepKeepsOnlyItsOwnText() {
        var history = History(limit: 10)
        let block = Array(("push list;" + String(repeating: "x", count: 5_000)).utf8)
        history.record(Step(change: .selectTab(from: 0, to: 1), command: SourceText(String(decoding: block[0..<9], as: UTF8.self))))
        history.record(Step(change: .selectTab(from: 1, to: 0), command: SourceText(String(decoding: block, as: UTF8.self))))
        #expect(history.done[0].command.description == "push list")
        #expect(history.done[1].command.description.utf8.count == 1024)
        #expect(history.done[1].command.description.hasSuffix("xx..."))
    }

    /// Lowering the limit drops the oldest steps at once.
    @Test func lowerLimitDropsTheOldest() {
        var history = History(limit: 10)
        for number in 0..<8 { history.record(step(number)) }
        history.setLimit(3)
        #expect(numbers(history.done) == ["step 5", "step 6", "step 7"])
        #expect(history.dropped == 5)
        history.setLimit(0)
        history.record(step(8))
        #expect(history.done.isEmpty)
        #expect(history.dropped == 9)
    }
}
