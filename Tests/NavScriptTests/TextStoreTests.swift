@testable import NavLanguage
@testable import NavScript
import Testing

/// The store the history and the session log keep commands' texts in: a value, whose copies
/// do not see each other's changes, and which cuts long texts on a character boundary.
struct TextStoreTests {
    @Test func keepsTextsOneAfterAnother() {
        var store = TextStore()
        let first = store.append(SourceText("push list"), cutAt: 100)
        let second = store.append(SourceText("pop"), cutAt: 100)
        #expect(store.text(first).description == "push list")
        #expect(store.text(second).description == "pop")
        store.removeFirst(first.count)
        #expect(store.text(0..<3).description == "pop")
        store.removeLast(3)
        #expect(store.count == 0)
    }

    @Test func copiesDoNotSeeEachOthersChanges() {
        var store = TextStore()
        let kept = store.append(SourceText("tab doctors"), cutAt: 100)
        let copy = store
        _ = store.append(SourceText(String(repeating: "x", count: 5_000)), cutAt: 10_000)
        store.removeFirst(kept.count)
        #expect(copy.count == kept.count)
        #expect(copy.text(kept).description == "tab doctors")
        #expect(store.count == 5_000)
    }

    @Test func cutsLongTextsOnACharacterBoundary() {
        var store = TextStore()
        // "é" is two bytes: 10 bytes leave room for 7 before the "...", which would split the fourth.
        let range = store.append(SourceText("ééééééé"), cutAt: 10)
        #expect(store.text(range).description == "ééé...")
    }
}
