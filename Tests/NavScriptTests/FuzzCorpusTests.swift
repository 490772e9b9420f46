import Foundation
import NavLanguage
import NavScript
import Testing

/// Replays the fuzz corpus: every input the fuzzer once crashed on, and hand-made hostile
/// inputs, run through the same entry point as the fuzzer. Output that the command cache or
/// the quick reader changes fails the input's test; a crash fails the whole run. CI runs this,
/// not the fuzzer.
struct FuzzCorpusTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("FuzzCorpus")

    static var files: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    @Test func thereIsACorpus() {
        #expect(Self.files.count >= 5)
    }

    @Test(arguments: files)
    func replay(_ name: String) throws {
        let bytes = try Data(contentsOf: Self.folder.appendingPathComponent(name))
        let problem = FuzzEntry.run(Array(bytes))
        #expect(problem == nil, "\(name): \(problem ?? "")")
    }
}
