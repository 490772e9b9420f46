import NavreplKit
import Testing

/// The router an app holds: its operations, the journal it keeps and the refusals it remembers.
struct NavigatorTests {
    let list = Route("list")
    func detail(_ name: String) -> Route { Route("detail", [Route.Argument(label: "name", value: .string(name))]) }

    @Test func aRefusalIsRememberedAndJournalledAndChangesNothing() throws {
        var navigator = Navigator(schema: BuiltinApps.hospital, journaling: true)
        try navigator.perform(.push([list, detail("Ann \"A\"")]))
        let before = navigator.state
        #expect(throws: Refusal.self) { try navigator.perform(.pop(3)) }
        #expect(navigator.state == before)
        #expect(navigator.lastRefusal?.description == "navigation refused 'pop 3': cannot pop 3: the patients stack holds 2 routes")
        #expect(navigator.lastRefusal?.message == "cannot pop 3: the patients stack holds 2 routes (use 'root' to go back to the root)")
        try navigator.open("hospital://doctors/create?sheet=list")
        #expect(navigator.lastRefusal == nil)
        #expect(throws: Refusal.self) { try navigator.open("hospital://nowhere") }
        #expect(navigator.journal.entries == [
            #"push list > detail(name: "Ann \"A\"")"#,
            "expect fail pop 3",
            #"open "hospital://doctors/create?sheet=list""#,
            #"expect fail open "hospital://nowhere""#,
        ])
    }

    /// A name no command can write is journalled as a comment, never raw: replayed, the
    /// journal runs nothing it did not record.
    @Test func theJournalWritesNoNameThatWouldRunAsCommands() throws {
        var navigator = Navigator(schema: BuiltinApps.hospital, journaling: true)
        #expect(throws: Refusal.self) { try navigator.perform(.setFlag("x; save P.json #", true)) }
        #expect(throws: Refusal.self) { try navigator.perform(.popTo(.named("a\nquit"), inclusive: false)) }
        #expect(throws: Refusal.self) { try navigator.perform(.selectTab("b; quit")) }
        #expect(navigator.journal.entries == [
            #"# flag of the name "x; save P.json #", which no command can name"#,
            #"# popto of the name "a\nquit", which no command can name"#,
            #"# tab of the name "b; quit", which no command can name"#,
        ])
    }

    @Test func theJournalIsOffUnlessAskedForAndKeepsItsLimit() throws {
        var quiet = Navigator(schema: BuiltinApps.hospital)
        try quiet.perform(.push([list]))
        #expect(quiet.journal.entries.isEmpty)

        var navigator = Navigator(schema: BuiltinApps.navigator, journaling: true, journalLimit: 3)
        for _ in 0..<5 {
            try navigator.perform(.push([Route("first")]))
            try navigator.perform(.pop(1))
        }
        #expect(navigator.journal.entries == ["pop", "push first", "pop"])
        #expect(navigator.journal.dropped == 7)
        #expect(navigator.journal.script == """
            # The journal of app navigator's router: run it with the app loaded (navrepl --app navigator FILE).
            # The first 7 entries were let go (the journal keeps 3), so these may not replay from the app's start.
            pop
            push first
            pop

            """)
    }

    @Test func everyOperationHasTheCommandThatMakesIt() {
        let operations: [(NavigationOperation, String)] = [
            (.selectTab("doctors"), "tab doctors"),
            (.push([list, detail("x")]), #"push list > detail(name: "x")"#),
            (.pushWith([list], PushOptions(popTo: .route(.named("detail"), inclusive: true), singleTop: true)), "push list --popto detail --inclusive --singletop"),
            (.pushWith([list], PushOptions(popTo: .root)), "push list --popto root"),
            (.replaceTop([list]), "replace top list"),
            (.pop(1), "pop"),
            (.pop(2), "pop 2"),
            (.popToRoot, "root"),
            (.popTo(.exactly(detail("x")), inclusive: false), #"popto detail(name: "x")"#),
            (.replace([]), "replace"),
            (.go(tab: "doctors", route: list), "go doctors.list"),
            (.present(.cover, list), "cover list"),
            (.dismiss(all: true), "dismiss all"),
            (.reset, "reset"),
            (.select(list), "select list"),
            (.setFlag("signedIn", true), "flag signedIn true"),
        ]
        for (operation, command) in operations {
            #expect(operation.command == command)
        }
    }

    @Test func aPathSetAsSwiftUISetsItIsAPushAPopOrAReplacement() throws {
        var navigator = Navigator(schema: BuiltinApps.hospital)
        try navigator.perform(.push([list, detail("a")]))
        #expect(navigator.operation(settingCurrentPathTo: [list, detail("a")]) == nil)
        #expect(navigator.operation(settingCurrentPathTo: [list, detail("a"), detail("b")]) == .push([detail("b")]))
        #expect(navigator.operation(settingCurrentPathTo: []) == .pop(2))
        #expect(navigator.operation(settingCurrentPathTo: [detail("b")]) == .replace([detail("b")]))
    }
}

/// A router of the hospital app as `export swift` writes one, reduced to what the protocol asks.
@MainActor
private final class HospitalTestRouter: AppRouter {
    enum AppRoute: TypedRoute {
        case list, create
        case detail(name: String)
        case elsewhere
    }

    enum AppTab: String, CaseIterable, Hashable, Sendable {
        case patients, doctors
    }

    typealias AppFlag = NoFlags

    var navigator = Navigator(schema: BuiltinApps.hospital, journaling: true)
    let onRefusal: (@MainActor (Refusal) -> Void)? = nil
}

/// A router whose route enum lacks a route of its app (code generated from another version):
/// what it cannot type is reported, not dropped without a word.
@MainActor
private final class StaleTestRouter: AppRouter {
    enum AppRoute: TypedRoute {
        case list
        case detail(name: String)
    }

    enum AppTab: String, CaseIterable, Hashable, Sendable {
        case patients, doctors
    }

    typealias AppFlag = NoFlags

    var navigator = Navigator(schema: BuiltinApps.hospital)
    var refusals: [Refusal] = []
    var onRefusal: (@MainActor (Refusal) -> Void)? { { [unowned self] in refusals.append($0) } }
}

@MainActor
struct StaleRouteTests {
    @Test func aRouteTheEnumCannotHoldIsReportedNotDroppedSilently() throws {
        let router = StaleTestRouter()
        try router.navigator.perform(.push([Route("list"), Route("create")]))
        try router.navigator.perform(.present(.sheet, Route("create")))
        #expect(router.path(of: .patients) == [.list])
        #expect(router.modals.isEmpty)
        #expect(router.refusals.map(\.command) == ["# show create in a typed path", "# show the sheet of create"])
        #expect(router.refusals.allSatisfy { if case .routeCoding = $0.reason { true } else { false } })
    }
}

@MainActor
struct JournalReplayTests {
    /// A call refused before the engine saw it is journalled as the command it stands for,
    /// options included, so that the journal reads back as a script.
    @Test func aRefusedPushWithOptionsIsJournalledAsItsCommand() {
        let router = HospitalTestRouter()
        #expect(throws: Refusal.self) {
            try router.perform(.pushWith([.elsewhere], PushOptions(popTo: .root, singleTop: true)))
        }
        #expect(router.journal.entries == ["expect fail push elsewhere --popto root --singletop"])
    }
}

/// An app's router words a refusal without navrepl's advice on commands to type; the prompt
/// keeps the advice, after the same reason.
struct RefusalReasonTests {
    @Test func theReasonIsTheMessageWithoutTheAdviceOnCommands() throws {
        let schema = try AppSchema(
            name: "shop", tabs: [AppSchema.TabDeclaration("main", routes: [AppSchema.RouteDeclaration("cart")]), AppSchema.TabDeclaration("other", routes: [])],
            sharedRoutes: [AppSchema.RouteDeclaration("prefs")], flags: [AppSchema.FlagDeclaration("signedIn")],
            guards: [AppSchema.GuardRule(route: "cart", condition: AppSchema.Condition(flag: "signedIn", holdsWhenSet: false))], presentedOnly: ["prefs"])
        var router = Router(schema: schema)
        try router.perform(.push([Route("cart")]))
        var errors: [NavigationError] = []
        for operation: NavigationOperation in [.pop(1), .pop(5), .setFlag("signedOut", true), .dismiss(all: false), .push([Route("prefs")]), .popTo(.named("prefs"), inclusive: false)] {
            do { _ = try router.plan(operation) } catch { errors.append(error) }
        }
        try router.perform(.present(.sheet, Route("prefs")))
        do { _ = try router.plan(.selectTab("other")) } catch { errors.append(error) }
        #expect(errors.count == 7)
        for error in errors {
            #expect(error.description.hasPrefix(error.reason), "\(error.description)")
            #expect(!error.reason.contains("(use ") && !error.reason.contains("(set the flag"), "\(error.reason)")
        }
        #expect(errors[0].reason == "cannot pop cart: 'guard pop cart unless signedIn' holds, as signedIn is false")
        #expect(errors[0].description == errors[0].reason + " (set the flag with 'flag signedIn true' first)")
    }
}
