@testable import NavreplKit
import Testing

/// The router an app holds, generic over its graph, as the generated file declares it
/// (`typealias HospitalRouter = TypedRouter<HospitalGraph>`); its refusals say the app's call.
@MainActor
struct TypedRouterTests {
    enum HospitalRoute: TypedRoute {
        case list
        case create
        case detail(name: String)
    }

    enum HospitalTab: String, CaseIterable, Sendable {
        case patients, doctors
    }

    enum HospitalGraph: NavigationGraph {
        typealias Route = HospitalRoute
        typealias Tab = HospitalTab
        typealias Flag = NoFlags
        static var schema: AppSchema { BuiltinApps.hospital }
    }

    typealias HospitalRouter = TypedRouter<HospitalGraph>

    @Test func theRouterRunsTheEngineOverItsGraph() {
        let router = HospitalRouter(journaling: true, onRefusal: nil)
        #expect(HospitalRouter.schema === BuiltinApps.hospital)
        #expect(router.push(.list, .detail(name: "Ann")))
        #expect(router.navigate(to: .create, in: .doctors))
        #expect(router.selectedTab == .doctors && router.path(of: .patients) == [.list, .detail(name: "Ann")])
        #expect(router.journal.script.hasSuffix("push list > detail(name: \"Ann\")\ngo doctors.create\n"))
    }

    @Test func aRefusalSaysTheAppsCallAndTheReasonWithoutNavreplsAdvice() throws {
        var told: [Refusal] = []
        let router = HospitalRouter(journaling: true, onRefusal: { told.append($0) })
        router.push(.list)
        #expect(!router.pop(3))
        let refusal = try #require(router.lastRefusal)
        #expect(refusal.call == "pop(3)")
        #expect(refusal.command == "pop 3")
        #expect(refusal.description == "navigation refused pop(3): cannot pop 3: the patients stack holds 1 route")
        #expect(told == [refusal])
        // The journal keeps the navrepl command, which replays at the prompt.
        #expect(router.journal.script.contains("expect fail pop 3\n"))

        router.present(sheet: .create)
        #expect(!router.navigate(to: .detail(name: "Bo"), in: .doctors))
        #expect(router.lastRefusal?.call == #"navigate(to: .detail(name: "Bo"), in: .doctors)"#)
        #expect(!router.open("hospital://nowhere"))
        #expect(told.last?.call == #"open("hospital://nowhere")"#)
        #expect(router.lastRefusal?.call == #"open("hospital://nowhere")"#)
        // Accepted again: nothing is refused any more.
        #expect(router.dismiss())
        #expect(router.lastRefusal == nil)
    }

    @Test(arguments: [
        (NavigationCall<HospitalRoute, HospitalTab, NoFlags>.push([.list, .detail(name: "Ann")]), #"push(.list, .detail(name: "Ann"))"#),
        (.pushWith([.list], PushOptions(popTo: .root, singleTop: true)), "push([.list], options: PushOptions(popTo: .root, singleTop: true))"),
        (.pop(1), "pop()"), (.popToRoot, "popToRoot()"), (.popTo(.list, inclusive: true), "pop(to: .list, inclusive: true)"),
        (.popToNamed("detail", inclusive: false), #"pop(toRouteNamed: "detail")"#), (.replace([.create]), "replace(with: [.create])"),
        (.replaceTop([.create]), "replaceTop(with: [.create])"), (.selectTab(.doctors), "select(tab: .doctors)"),
        (.follow(.create), "follow(.create)"), (.present(.create, .cover), "present(cover: .create)"), (.dismiss(all: true), "dismissAll()"),
        (.select(.list), "select(.list)"), (.reset, "reset()"),
    ])
    func eachCallIsWrittenAsTheMethodThatMakesIt(_ call: NavigationCall<HospitalRoute, HospitalTab, NoFlags>, _ swift: String) {
        #expect(call.swiftCall == swift)
    }
}
