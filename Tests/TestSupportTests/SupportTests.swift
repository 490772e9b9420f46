import Foundation
import Testing
import TestSupport

/// The seeded generator and the output capture that the other test targets share.
struct SupportTests {
    /// The draws are pinned: seeded tests elsewhere reproduce their runs from them.
    @Test func aSeedGivesTheSameDrawsEveryRun() {
        var generator = SeededGenerator(seed: 7)
        #expect((0..<8).map { _ in generator.next(100) } == [78, 31, 53, 73, 45, 19, 64, 64])
        var again = SeededGenerator(seed: 7)
        #expect(again.pick(["a", "b", "c"]) == "c")
    }

    @Test func theCaptureKeepsBothStreamsInOrder() {
        let capture = OutputCapture()
        capture.write("one\ntwo \n")
        capture.writeError("bad\n")
        capture.write("")
        capture.write("three")
        #expect(capture.output == "one\ntwo \nthree")
        #expect(capture.errors == "bad\n")
        #expect(capture.errorCount == 1)
        #expect(capture.interleaved(errorMark: "!") == "one\ntwo \n!bad\nthree")
    }

    @Test func theRepositoryRootHoldsThePackage() {
        #expect(FileManager.default.fileExists(atPath: Repository.root.appendingPathComponent("Package.swift").path))
    }
}
