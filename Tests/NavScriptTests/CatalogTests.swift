import Foundation
import Testing
import TestSupport

/// NavreplKit's DocC catalog lists every public type of the engine under a topic, so that an
/// app's developer finds each one where it belongs (`scripts/docs` builds it, warnings as
/// errors, so a listed name that is not a symbol fails there).
struct CatalogTests {
    @Test func theCatalogListsEveryTopLevelPublicTypeOfNavreplKit() throws {
        let folder = Repository.root.appendingPathComponent("Sources/NavreplKit")
        let landing = try String(contentsOf: folder.appendingPathComponent("NavreplKit.docc/NavreplKit.md"), encoding: .utf8)
        var missing: [String] = []
        var count = 0
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for match in text.matches(of: /\npublic (?:final )?(?:protocol|struct|enum|class|typealias) ([A-Z][A-Za-z0-9]*)/) {
                count += 1
                if !landing.contains("- ``\(match.1)``") { missing.append(String(match.1)) }
            }
        }
        #expect(count > 30)
        #expect(missing.isEmpty, "not in NavreplKit.docc/NavreplKit.md: \(missing.sorted())")
    }
}
