@testable import NavLanguage
@testable import NavScript
import NavreplKit
import Testing
import TestSupport

/// The undo history is a view of the session's journal, bounded: it must behave exactly as an
/// array that drops its oldest step beyond the limit would, however records, undos, redos and
/// drops interleave, and whichever other readers (the session log, the pictures) keep entries
/// of the same journal.
struct HistoryTests {
    /// Who reads the journal beside the undo history.
    enum Readers: CaseIterable {
        /// Nobody: a long batch, whose session log has outgrown its limit.
        case undoOnly
        /// The session log, until it outgrows its limit during the run.
        case log
        /// The pictures, folding their oldest frames as they go.
        case pictures
    }

    func journal(_ readers: Readers, limit: Int) -> SessionJournal {
        var journal = SessionJournal(start: BuiltinApps.hospital.initialState(), undoLimit: limit)
        switch readers {
        case .undoOnly:
            let refusal = SessionJournal.Record(file: "t.nav", line: 1, kind: .refused, failure: "no", picture: nil)
            for _ in 0...SessionLog.limit { journal.add(.none, text: SourceText("refused"), isStep: false, record: refusal) }
            #expect(journal.log.isTruncated)
            #expect(journal.keptCount == 0)
        case .log:
            break
        case .pictures:
            journal.startPictures(schema: BuiltinApps.hospital, state: BuiltinApps.hospital.initialState(), frameLimit: 300)
        }
        return journal
    }

    /// Adds step `number` (its text says which), as the executor would for `readers`.
    func add(_ number: Int, to journal: inout SessionJournal, _ readers: Readers) {
        let picture = readers == .pictures
            ? SessionPicture(kind: .change, isLink: false, file: "t.nav", line: number, layout: .compact, maxFrames: 10)
            : nil
        let record = readers == .undoOnly ? nil : SessionJournal.Record(file: "t.nav", line: number, kind: .state, failure: nil, picture: picture)
        journal.add(.none, text: SourceText("step \(number)"), isStep: true, record: record)
    }

    func numbers(_ steps: some Sequence<Step>) -> [String] {
        steps.map(\.command.description)
    }

    /// What an undo (or redo) of `wanted` steps must do to the model's arrays: move that many
    /// from the end of one to the end of the other, latest first, or refuse if there are fewer.
    func move(_ wanted: Int, _ taken: [Step]?, from source: inout [Int], to target: inout [Int], round: Int) {
        guard wanted >= 1 && wanted <= source.count else {
            #expect(taken == nil, "round \(round)")
            return
        }
        let expected = Array(source.suffix(wanted).reversed())
        #expect(taken.map(numbers) == expected.map { "step \($0)" }, "round \(round)")
        source.removeLast(wanted)
        target += expected
    }

    @Test(arguments: Readers.allCases)
    func historyMatchesABoundedArray(readers: Readers) {
        let limit = 2_500
        var journal = journal(readers, limit: limit)
        var dropped = 0
        var done: [Int] = [], undone: [Int] = []
        var generator = SeededGenerator(seed: 7)
        var counter = 0
        for round in 0..<400 {
            switch generator.next(3) {
            case 0:
                for _ in 0..<generator.next(3_000) {
                    add(counter, to: &journal, readers)
                    done.append(counter)
                    if done.count > limit {
                        done.removeFirst()
                        dropped += 1
                    }
                    undone.removeAll()
                    counter += 1
                }
            case 1:
                let wanted = generator.next(done.count + 2)
                move(wanted, journal.undo(wanted), from: &done, to: &undone, round: round)
            default:
                let wanted = generator.next(undone.count + 2)
                move(wanted, journal.redo(wanted), from: &undone, to: &done, round: round)
            }
            let history = History(journal)
            #expect(history.done.count == done.count, "round \(round)")
            #expect(history.dropped == dropped, "round \(round)")
            #expect(numbers(history.done) == done.map { "step \($0)" }, "round \(round)")
            #expect(numbers(history.undone) == undone.map { "step \($0)" }, "round \(round)")
            if readers == .undoOnly {
                // Nothing but the steps is kept.
                #expect(journal.keptCount == done.count + undone.count, "round \(round)")
            }
        }
        #expect(dropped > 3 * limit, "the run must drop many steps")
        // However long the session, the journal keeps no more than its readers' bounds.
        #expect(journal.keptCount <= limit * 2 + SessionLog.limit + 300)
    }

    /// A step keeps a copy of its own text, not the block it was read from, and a long one is cut.
    @Test func aStepKeepsOnlyItsOwnText() {
        var journal = SessionJournal(start: BuiltinApps.hospital.initialState(), undoLimit: 10)
        let block = Array(("push list;" + String(repeating: "x", count: 5_000)).utf8)
        journal.add(.selectTab(from: 0, to: 1), text: SourceText(String(decoding: block[0..<9], as: UTF8.self)), isStep: true, record: nil)
        journal.add(.selectTab(from: 1, to: 0), text: SourceText(String(decoding: block, as: UTF8.self)), isStep: true, record: nil)
        let history = History(journal)
        #expect(history.done[0].command.description == "push list")
        #expect(history.done[1].command.description.utf8.count == 1024)
        #expect(history.done[1].command.description.hasSuffix("xx..."))
    }

    /// Lowering the limit drops the oldest steps at once.
    @Test func lowerLimitDropsTheOldest() {
        var journal = journal(.undoOnly, limit: 10)
        for number in 0..<8 { add(number, to: &journal, .undoOnly) }
        journal.setUndoLimit(3)
        #expect(numbers(History(journal).done) == ["step 5", "step 6", "step 7"])
        #expect(History(journal).dropped == 5)
        journal.setUndoLimit(0)
        add(8, to: &journal, .undoOnly)
        #expect(History(journal).done.isEmpty)
        #expect(History(journal).dropped == 9)
        #expect(journal.keptCount == 0)
    }

    /// One text per command: the log and the pictures read the same entry as undo does.
    @Test func everyReaderSeesOneEntry() {
        let capture = OutputCapture()
        let interpreter = Interpreter(schema: BuiltinApps.hospital, sink: TextRenderer(channel: capture), commands: .navrepl)
        interpreter.startRecording()
        interpreter.run("push list\necho Now the detail\npush detail \"Mary Doe\"\nshow\nexpect depth 2", file: "t.nav")
        #expect(interpreter.journal.keptCount == 4, "two steps, the narration and the check; 'show' is nobody's")
        #expect(numbers(interpreter.history.done) == ["push list", "push detail \"Mary Doe\""])
        #expect(interpreter.session.entries.map { interpreter.session.command(of: $0) } == ["push list", "echo Now the detail", "push detail \"Mary Doe\"", "expect depth 2"])
        #expect(interpreter.recorder?.frameCount == 2)
    }
}
