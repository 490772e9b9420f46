import Foundation
import Testing
import TestSupport

/// `navrepl test --export-tests FILE`: a suite as one Swift Testing file. (That such a file
/// compiles and passes against a generated router is proved by scripts/test-example, which
/// exports the example package's scenarios and runs them with `swift test`.)
struct SuiteExportTests {
    @Test func oneTestPerScenarioEachFromItsOwnApp() throws {
        let folder = Binary.temporaryFolder()
        try FileManager.default.createDirectory(atPath: folder + "/more", withIntermediateDirectories: true)
        try Binary.write("push list > detail \"Ann\"\nexpect depth 2\n", to: folder + "/checkout.nav")
        try Binary.write("app routers\ntab b\n", to: folder + "/more/checkout.nav")
        try Binary.write("push list\nexpect depth 5\n", to: folder + "/broken.nav")
        let run = try Binary.run(["test", "--quiet", "--export-tests", "FlowTests.swift", "--import", "Flows", "."], directory: folder)
        #expect(run.status == 1)
        #expect(run.stdout.hasSuffix("1 failed\nwrote FlowTests.swift: 2 tests (1 scenario not exported: see the comments in it)\n"), "\(run.stdout)")
        let text = try String(contentsOfFile: folder + "/FlowTests.swift", encoding: .utf8)
        #expect(text.contains("@testable import Flows\n\n@MainActor\nstruct FlowTests {\n"))
        #expect(text.contains("    // Not exported: broken.nav: it failed in navrepl\n"), "\(text)")
        #expect(text.contains("    @Test(\"checkout.nav\")\n    func checkout() throws {\n        let router = HospitalRouter()\n        #expect(router.push(.list, .detail(name: \"Ann\")))\n"), "\(text)")
        // The second checkout.nav, of another app, gets a name of its own.
        #expect(text.contains("    func checkout2() throws {\n        let router = RoutersRouter()\n"), "\(text)")
    }

    /// Two different apps of one name would be tested as one router type: the second is left
    /// out with a note. A script's name never becomes a name Swift Testing needs.
    @Test func oneAppOfANamePerFileAndNoTestHidesTheModule() throws {
        let folder = try SuiteTests.suite([
            "a.nav": "app shop { tab main { list } }\npush list\n", "b.nav": "app shop { tab main { cart } }\npush cart\n", "Testing.nav": "push list\n",
        ])
        let run = try Binary.run(["test", "--quiet", "--export-tests", "ShopTests.swift", "."], directory: folder)
        #expect(run.stdout.hasSuffix("wrote ShopTests.swift: 2 tests (1 scenario not exported: see the comments in it)\n"), "\(run.stdout)")
        let text = try String(contentsOfFile: folder + "/ShopTests.swift", encoding: .utf8)
        #expect(text.contains("    // Not exported: b.nav: its app shop is not the app shop of a.nav, and both would be tested as one router type"), "\(text)")
        #expect(text.contains("    @Test(\"Testing.nav\")\n    func testing() throws {\n"), "\(text)")
    }

    @Test func importNeedsExportAndAModuleName() throws {
        let folder = Binary.temporaryFolder()
        let alone = try Binary.run(["test", "--import", "Flows"], directory: folder)
        #expect(alone.status == 2)
        #expect(alone.stderr.contains("--import names the routers' module for --export-tests: give --export-tests FILE too"), "\(alone.stderr)")
        let bad = try Binary.run(["test", "--export-tests", "T.swift", "--import", "My-App"], directory: folder)
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("--import: 'My-App' is not a Swift module name"), "\(bad.stderr)")
    }
}
