import Testing
import TestSupport

/// The line diff that long-output tests print when they fail.
struct LineDiffTests {
    static let numbers = (1...20).map { "line \($0)" }

    @Test func theSameTextsHaveAnEmptyDiff() {
        let diff = LineDiff(expected: "a\nb\n", actual: "a\nb\n")
        #expect(diff.isEmpty)
        #expect(diff.edits == [.same("a"), .same("b")])
        #expect(diff.unified() == "--- expected\n+++ actual")
    }

    @Test func aChangedLineShowsWithThreeLinesOfContextAndItsLineNumbers() {
        var actual = Self.numbers
        actual[9] = "line ten"
        let diff = LineDiff(expected: Self.numbers, actual: actual)
        #expect(!diff.isEmpty)
        #expect(diff.unified() == """
            --- expected
            +++ actual
            @@ -7,7 +7,7 @@
             line 7
             line 8
             line 9
            -line 10
            +line ten
             line 11
             line 12
             line 13
            """)
    }

    @Test func changesFarApartMakeTwoHunksAndNearOnesOne() {
        var actual = Self.numbers
        actual.remove(at: 1)
        actual.insert("new", at: 15)
        #expect(LineDiff(expected: Self.numbers, actual: actual).unified(context: 1) == """
            --- expected
            +++ actual
            @@ -1,3 +1,2 @@
             line 1
            -line 2
             line 3
            @@ -16,2 +15,3 @@
             line 16
            +new
             line 17
            """)
        #expect(LineDiff(expected: Self.numbers, actual: actual).unified(context: 8).components(separatedBy: "@@ -").count == 2)
    }

    @Test func anAddedOrRemovedTextIsNumberedFromTheLineBefore() {
        #expect(LineDiff(expected: "", actual: "a\nb\n").unified() == "--- expected\n+++ actual\n@@ -0,0 +1,2 @@\n+a\n+b")
        #expect(LineDiff(expected: "a\nb\n", actual: "").unified() == "--- expected\n+++ actual\n@@ -1,2 +0,0 @@\n-a\n-b")
        #expect(LineDiff(expected: ["x"], actual: ["x", "y"]).unified() == "--- expected\n+++ actual\n@@ -1,1 +1,2 @@\n x\n+y")
    }

    @Test func aMissingFinalNewlineIsSaid() {
        let diff = LineDiff(expected: "a\nb\n", actual: "a\nb")
        #expect(!diff.isEmpty)
        #expect(diff.edits == [.same("a"), .same("b")])
        #expect(diff.unified() == "--- expected\n+++ actual\n\\ the expected text ends with a newline; the actual one does not")
        #expect(LineDiff(expected: "a", actual: "a\n").unified().hasSuffix("\\ the actual text ends with a newline; the expected one does not"))
        // An empty line at the end is a line of its own.
        #expect(LineDiff(expected: "a\n", actual: "a\n\n").edits == [.same("a"), .added("")])
    }

    @Test func controlCharactersShowAndLongLinesAreCut() {
        let diff = LineDiff(expected: ["ok\r", "\u{1B}[1mbold"], actual: ["ok", String(repeating: "x", count: 50)])
        #expect(diff.unified(maxLineLength: 10) == """
            --- expected
            +++ actual
            @@ -1,2 +1,2 @@
            -ok\\u{D}
            -\\u{1B}[1mbold
            +ok
            +xxxxxxxxxx... (40 more characters)
            """)
    }

    /// The diff is the shortest: its unchanged lines are a longest common subsequence, and its
    /// edits turn the expected lines into the actual ones.
    @Test(arguments: 1...4)
    func theEditsAreAShortestScript(seed: Int) {
        var generator = SeededGenerator(seed: UInt64(seed))
        for _ in 0..<300 {
            let expected = (0..<generator.next(12)).map { _ in generator.pick(["a", "b", "c", "d"]) }
            let actual = (0..<generator.next(12)).map { _ in generator.pick(["a", "b", "c", "d"]) }
            let diff = LineDiff(expected: expected, actual: actual)
            var kept: [String] = [], before: [String] = [], after: [String] = []
            for edit in diff.edits {
                switch edit {
                case .same(let line): kept.append(line); before.append(line); after.append(line)
                case .removed(let line): before.append(line)
                case .added(let line): after.append(line)
                }
            }
            #expect(before == expected && after == actual, "\(expected) to \(actual)")
            #expect(kept.count == Self.longestCommonSubsequence(expected, actual), "\(expected) to \(actual)")
            #expect(diff.isShortest)
            #expect(diff.isEmpty == (expected == actual))
        }
    }

    /// The textbook dynamic programme, to check the fast search against.
    static func longestCommonSubsequence(_ a: [String], _ b: [String]) -> Int {
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in a.indices.reversed() {
            for j in b.indices.reversed() {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        return table[0][0]
    }

    @Test func pastTheEditLimitTheMiddleIsShownWhole() {
        let expected = ["top", "a", "b", "c", "d", "bottom"], actual = ["top", "b", "x", "d", "y", "bottom"]
        let diff = LineDiff(expected: expected, actual: actual, maxEdits: 2)
        #expect(!diff.isShortest)
        #expect(diff.edits == [.same("top"), .removed("a"), .removed("b"), .removed("c"), .removed("d"),
                               .added("b"), .added("x"), .added("d"), .added("y"), .same("bottom")])
        #expect(diff.unified().contains("too many places"))
        #expect(LineDiff(expected: expected, actual: actual).isShortest)
    }

    /// Two wholly different outputs of a hundred thousand lines each: the report stays short.
    @Test func hugeOutputsGiveAShortReport() {
        let expected = (0..<100_000).map { "expected \($0)" }, actual = (0..<100_000).map { "actual \($0)" }
        let report = LineDiff(expected: expected, actual: actual).unified(maxLines: 50)
        let lines = report.split(separator: "\n")
        #expect(lines.count == 55)
        #expect(lines[3] == "@@ -1,100000 +1,100000 @@")
        #expect(lines.last == "... (199950 more changed lines not shown)")
    }
}
