import Foundation
import Testing
import TestSupport

/// NavreplKit's DocC catalog lists every top-level public type of the engine under a topic, so
/// that an app's developer finds each one where it belongs (`scripts/docs` builds it, warnings as
/// errors, so a listed name that is not a symbol fails there). They are few: what belongs to one
/// of them is nested in it, as the app file's declarations are in `AppSchema`, and what only
/// navrepl's tools use is `package`.
struct CatalogTests {
    @Test func theCatalogListsEachOfTheEnginesFewPublicTypes() throws {
        let types = try GeneratedNamesTests.publicTypesOfNavreplKit()
        let landing = try String(contentsOf: Repository.root.appendingPathComponent("Sources/NavreplKit/NavreplKit.docc/NavreplKit.md"), encoding: .utf8)
        #expect((20...26).contains(types.count), "\(types.count) public types: \(types.sorted())")
        let missing = types.filter { !landing.contains("- ``\($0)``") }
        #expect(missing.isEmpty, "not in NavreplKit.docc/NavreplKit.md: \(missing.sorted())")
    }
}
