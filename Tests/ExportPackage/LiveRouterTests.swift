// Compiled into the export test's package (see ExportTests): the exported routers used as an
// app uses them, their journals replayed, and navrepl scenarios run on them with NavScenario.
import Foundation
import NavreplKit
import NavScenario
import Testing
@testable import HospitalApp
@testable import ShopApp

@MainActor
struct LiveRouterTests {
    /// The folder the package was made in: the scripts the test wrote are there.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func callsNeedNoTryAndRefusalsGoToTheHandler() {
        var refused: [String] = []
        let router = HospitalRouter(onRefusal: { refused.append($0.description) })
        router.push(.list, .detail(name: "Mary Doe"))
        router.present(sheet: .create)
        router.select(tab: .doctors)
        #expect(refused == ["navigation refused select(tab: .doctors): cannot use 'tab' while a modal is presented"])
        #expect(router.lastRefusal?.call == "select(tab: .doctors)")
        #expect(router.lastRefusal?.command == "tab doctors")
        router.dismiss()
        #expect(router.lastRefusal == nil)
        #expect(router.url == "hospital://patients/list/detail/Mary%20Doe")
    }

    @Test func pathBindingsGoThroughTheRules() {
        let router = ShopRouter()
        // A NavigationLink(value:) appends to the path: the redirect applies.
        router.setPath([.cart, .checkout], of: .main)
        #expect(router.path(of: .main) == [.cart, .login(next: "checkout")])
        // The back button pops: the guard on cart holds while signed out.
        #expect(router.canPop)
        router.setPath([.cart], of: .main)
        #expect(router.path(of: .main) == [.cart])
        #expect(!router.canPop)
        router.setPath([], of: .main)
        #expect(router.path(of: .main) == [.cart])
        #expect(router.lastRefusal?.message.hasPrefix("cannot pop cart") == true)
        router.set(.signedIn, true)
        #expect(router.canPop)
        router.setPath([], of: .main)
        #expect(router.path(of: .main) == [])
        // A binding set on a tab that is not on screen is refused, not applied.
        router.setPath([.profile], of: .account)
        #expect(router.path(of: .account) == [])
    }

    @Test func theJournalReplaysAsAScenario() throws {
        let router = HospitalRouter(journaling: true)
        router.push(.list)
        router.navigate(to: .detail(name: "Ann \"Lee\""), in: .doctors)
        router.pop(3)
        router.present(cover: .create)
        router.open("hospital://patients/create")
        #expect(router.journal.script == """
            # The journal of app hospital's router: run it with the app loaded (navrepl --app hospital FILE).
            push list
            go doctors.detail(name: "Ann \\"Lee\\"")
            expect fail pop 3
            cover create
            open "hospital://patients/create"

            """)
        let file = Self.folder.appendingPathComponent("journal.nav")
        try router.journal.script.write(to: file, atomically: true, encoding: .utf8)
        let replayed = HospitalRouter()
        try NavScenario(contentsOf: file).run(on: replayed)
        #expect(replayed.state == router.state)
    }

    @Test func aScenarioRunsOnTheAppsRouter() throws {
        let router = ShopRouter()
        let result = try NavScenario(contentsOf: Self.folder.appendingPathComponent("shop.nav")).run(on: router)
        #expect(result.commandCount > 50)
        #expect(router.state.flags["signedIn"] != nil)
    }

    @Test func aScenarioOfAnotherAppOrAWrongExpectationFails() throws {
        let other = Self.folder.appendingPathComponent("other.nav")
        try "app navigator\npush first\n".write(to: other, atomically: true, encoding: .utf8)
        #expect(throws: NavScenario.Failure.self) { try NavScenario(contentsOf: other).run(on: HospitalRouter()) }
        do {
            try NavScenario(contentsOf: other).run(on: HospitalRouter())
        } catch {
            #expect(error.description == "\(other.path):1:1: the scenario runs app navigator, but the router is app hospital (run it on a router of app navigator)")
        }
        let wrong = Self.folder.appendingPathComponent("wrong-depth.nav")
        try "push list\nexpect depth 2\n".write(to: wrong, atomically: true, encoding: .utf8)
        #expect(throws: NavScenario.Failure.self) { try NavScenario(contentsOf: wrong).run(on: HospitalRouter()) }
    }
}
