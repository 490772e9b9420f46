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

    /// An app with a presented-only route, in an enum of its own.
    enum ShopRoute: TypedRoute {
        case cart
    }

    enum ShopPresentedRoute: TypedRoute {
        case promo(code: String)
        case terms
    }

    enum ShopTab: String, CaseIterable, Sendable {
        case main
    }

    enum ShopGraph: NavigationGraph {
        typealias Route = ShopRoute
        typealias PresentedRoute = ShopPresentedRoute
        typealias Tab = ShopTab
        typealias Flag = NoFlags
        static let schema = AppSchema.generated {
            try AppSchema(
                name: "shop", tabs: [AppSchema.TabDeclaration("main", routes: [AppSchema.RouteDeclaration("cart")])],
                sharedRoutes: [AppSchema.RouteDeclaration("promo", [AppSchema.Parameter(label: "code", type: .string)]), AppSchema.RouteDeclaration("terms")],
                presentedOnly: ["promo", "terms"], presentedOnlyAsCover: ["terms"])
        }
    }

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

    @Test func aPresentedOnlyRouteIsPresentedAsDeclaredAndShownAsOne() {
        let router = TypedRouter<ShopGraph>(journaling: true, onRefusal: nil)
        #expect(router.present(.promo(code: "X")))
        #expect(router.present(.terms))
        #expect(router.modals.map(\.root) == [.presented(.promo(code: "X")), .presented(.terms)])
        #expect(router.modals.map(\.style) == [.sheet, .cover])
        #expect(router.push(.cart))
        #expect(router.modals.last?.path == [.cart])
        #expect(router.title(of: ShopPresentedRoute.terms) == "terms")
        // The other style, asked for by name.
        #expect(router.dismissAll() && router.present(cover: .promo(code: "Y")))
        #expect(router.modals.map(\.style) == [.cover])
        #expect(router.journal.script.hasSuffix("sheet promo(code: \"X\")\ncover terms\npush cart\ndismiss all\ncover promo(code: \"Y\")\n"))
        #expect(NavigationCall<ShopRoute, ShopTab, NoFlags, ShopPresentedRoute>.presentDeclared(.terms).swiftCall == "present(.terms)")
        #expect(NavigationCall<ShopRoute, ShopTab, NoFlags, ShopPresentedRoute>.presentDeclared(.terms, as: .sheet).swiftCall == "present(sheet: .terms)")
    }

    @Test(arguments: [
        (NavigationCall<HospitalRoute, HospitalTab, NoFlags, NoPresentedRoutes>.push([.list, .detail(name: "Ann")]), #"push(.list, .detail(name: "Ann"))"#),
        (.pushWith([.list], PushOptions(popTo: .root, singleTop: true)), "push([.list], options: PushOptions(popTo: .root, singleTop: true))"),
        (.pop(1), "pop()"), (.popToRoot, "popToRoot()"), (.popTo(.list, inclusive: true), "pop(to: .list, inclusive: true)"),
        (.popToNamed("detail", inclusive: false), #"pop(toRouteNamed: "detail")"#), (.replace([.create]), "replace(with: [.create])"),
        (.replaceTop([.create]), "replaceTop(with: [.create])"), (.selectTab(.doctors), "select(tab: .doctors)"),
        (.follow(.create), "follow(.create)"), (.present(.create, .cover), "present(cover: .create)"), (.dismiss(all: true), "dismissAll()"),
        (.select(.list), "select(.list)"), (.reset, "reset()"),
    ])
    func eachCallIsWrittenAsTheMethodThatMakesIt(_ call: NavigationCall<HospitalRoute, HospitalTab, NoFlags, NoPresentedRoutes>, _ swift: String) {
        #expect(call.swiftCall == swift)
    }
}
