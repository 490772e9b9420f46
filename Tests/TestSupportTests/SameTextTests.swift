import Testing
import TestSupport

/// The assertions fail when they should, and say how the texts differ.
struct SameTextTests {
    @Test func theSameTextPasses() {
        #expect(expectSameText("a\nb\n", "a\nb\n"))
        #expect(expectSameLines(["a", "b"], ["a", "b"]))
        #expect(expectSameValue([1, 2], [1, 2]))
    }

    @Test func aDifferentTextFailsWithItsDiff() {
        withKnownIssue {
            #expect(!expectSameText("one\ntwo\nthree\n", "one\n2\nthree\n", "script.nav"))
        } matching: { issue in
            issue.comments.map(\.rawValue) == ["""
                script.nav: not as expected (-expected +actual)
                --- expected
                +++ actual
                @@ -1,3 +1,3 @@
                 one
                -2
                +two
                 three
                """]
        }
    }

    @Test func differentLinesFailWithTheirDiff() {
        withKnownIssue {
            #expect(!expectSameLines(["#> a", "#! b"], ["#> a"]))
        } matching: { issue in
            issue.comments.map(\.rawValue) == ["not as expected (-expected +actual)\n--- expected\n+++ actual\n@@ -1,1 +1,2 @@\n #> a\n+#! b"]
        }
    }

    struct Point: Equatable {
        var x: Int, y: Int
    }

    @Test func differentValuesFailWithTheDiffOfTheirDumps() {
        withKnownIssue {
            #expect(!expectSameValue([Point(x: 1, y: 2)], [Point(x: 1, y: 3)]))
        } matching: { issue in
            let comment = issue.comments.map(\.rawValue).joined()
            return comment.contains("\n-    - y: 3\n+    - y: 2") && comment.contains("\n     - x: 1\n")
        }
    }

    /// A value whose `==` sees a difference that its dump does not show.
    struct Opaque: Equatable, CustomReflectable {
        var hidden: Int
        var customMirror: Mirror { Mirror(self, children: []) }
    }

    @Test func valuesThatDumpAlikeStillFail() {
        withKnownIssue {
            expectSameValue(Opaque(hidden: 1), Opaque(hidden: 2))
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("the values are not equal, yet they dump alike")
        }
    }
}
