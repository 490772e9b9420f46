import NavreplKit
import Testing

/// The router's operations and refusals on the hospital app. Every refusal must leave the
/// state exactly as it was.
struct RouterTests {
    let list = Route("list")
    let create = Route("create")
    func detail(_ name: String) -> Route { Route("detail", [Route.Argument(label: "name", value: .string(name))]) }

    func router(_ stack: [Route] = []) throws -> Router {
        var router = Router(schema: BuiltinApps.hospital)
        if !stack.isEmpty { try router.perform(.push(stack)) }
        return router
    }


    @Test func startsWithEveryTabAtItsRoot() throws {
        let router = try router()
        #expect(router.state.tabs.map(\.name) == ["patients", "doctors"])
        #expect(router.state.selectedTabName == "patients")
        #expect(router.state.depth == 0)
        #expect(router.state.top == nil)
    }

    @Test func pushAddsToTheSelectedTabOnly() throws {
        var router = try router()
        let change = try router.perform(.push([list]))
        #expect(change == .push(list, on: .tab(0)))
        #expect(router.state.tabs[0].stack == [list])
        #expect(router.state.tabs[1].stack == [])
    }

    @Test func pushOfSeveralRoutesIsOneChange() throws {
        var router = try router()
        let change = try router.perform(.push([list, detail("Ann")]))
        #expect(change == .pushAll([list, detail("Ann")], on: .tab(0)))
        #expect(router.state.currentStack == [list, detail("Ann")])
    }

    @Test func switchingTabsKeepsEachStack() throws {
        var router = try router([list, detail("Ann")])
        try router.perform(.selectTab("doctors"))
        try router.perform(.push([create]))
        try router.perform(.selectTab("patients"))
        #expect(router.state.currentStack == [list, detail("Ann")])
        #expect(router.state.tabs[1].stack == [create])
    }

    @Test func selectingTheSelectedTabChangesNothing() throws {
        var router = try router()
        #expect(try router.perform(.selectTab("patients")).isEmpty)
    }

    @Test func unknownTabIsRefusedWithASuggestion() throws {
        let error = refuse(.selectTab("doctrs"), on: try router([list]))
        #expect(error == .unknownTab("doctrs", suggestion: "doctors"))
    }

    @Test func popRemovesFromTheTop() throws {
        var router = try router([list, create, detail("Ann")])
        let change = try router.perform(.pop(2))
        #expect(change == .popAll([create, detail("Ann")], from: .tab(0)))
        #expect(router.state.currentStack == [list])
    }

    @Test(arguments: [-1, Int.min])
    func popOfANegativeCountIsRefused(count: Int) throws {
        #expect(try refuse(.pop(count), on: router([list])) == .invalidPopCount(count))
    }

    /// SwiftUI's removeLast(0): nothing happens, and nothing is recorded.
    @Test func popOfNoneChangesNothing() throws {
        var router = try router([list])
        #expect(try router.perform(.pop(0)).isEmpty)
        #expect(router.state.currentStack == [list])
    }

    @Test func popBeyondTheRootIsRefused() throws {
        let error = refuse(.pop(3), on: try router([list, create]))
        #expect(error == .popBeyondRoot(count: 3, stack: "patients", depth: 2))
        #expect(error?.description == "cannot pop 3: the patients stack holds 2 routes (use 'root' to go back to the root)")
        #expect(try refuse(.pop(Int.max), on: router([list])) != nil)
    }

    @Test func popToRootEmptiesTheStackAndIsANoOpAtTheRoot() throws {
        var router = try router([list, create])
        #expect(try router.perform(.popToRoot) == .popAll([list, create], from: .tab(0)))
        #expect(router.state.depth == 0)
        #expect(try router.perform(.popToRoot).isEmpty)
    }

    @Test func popToFindsTheNearestMatchFromTheTop() throws {
        var router = try router([list, detail("Ann"), create, detail("Bo"), create])
        try router.perform(.popTo(.named("detail"), inclusive: false))
        #expect(router.state.top == detail("Bo"))
        try router.perform(.popTo(.exactly(detail("Ann")), inclusive: true))
        #expect(router.state.currentStack == [list])
    }

    @Test func popToAMissingRouteIsRefused() throws {
        let error = refuse(.popTo(.named("create"), inclusive: false), on: try router([list]))
        #expect(error == .routeNotInStack(.named("create"), stack: "patients"))
    }

    @Test func replaceSwapsTheWholeStack() throws {
        var router = try router([list, create])
        let change = try router.perform(.replace([detail("Ann")]))
        #expect(change == .replace(old: [list, create], new: [detail("Ann")], on: .tab(0)))
        #expect(router.state.currentStack == [detail("Ann")])
        #expect(try router.perform(.replace([detail("Ann")])).isEmpty)
    }

    @Test func goSelectsTheOwningTabThenPushes() throws {
        var router = try router([list])
        let change = try router.perform(.go(tab: "doctors", route: detail("Ann")))
        #expect(change == .sequence([.selectTab(from: 0, to: 1), .push(detail("Ann"), on: .tab(1))]))
        #expect(router.state.selectedTabName == "doctors")
        #expect(router.state.tabs[0].stack == [list])
    }

    @Test func singleTopSkipsAPushOfTheRouteOnTop() throws {
        var router = try router([list])
        let singleTop = true
        #expect(try router.perform(.push([list]), singleTop: singleTop).isEmpty)
        #expect(try router.perform(.push([list, create, create]), singleTop: singleTop) == .push(create, on: .tab(0)))
        #expect(router.state.currentStack == [list, create])
    }

    @Test func modalsStackAndOwnTheirStacks() throws {
        var router = try router([list])
        try router.perform(.present(.sheet, create))
        try router.perform(.push([detail("Ann")]))
        #expect(router.state.currentTarget == .modal(0))
        #expect(router.state.modals[0].stack == [detail("Ann")])
        #expect(router.state.tabs[0].stack == [list])
        try router.perform(.present(.cover, detail("Bo")))
        #expect(router.state.depth == 0)
        try router.perform(.dismiss(all: false))
        #expect(router.state.currentStack == [detail("Ann")])
        try router.perform(.dismiss(all: true))
        #expect(router.state.modals.isEmpty)
        #expect(router.state.currentStack == [list])
    }

    @Test func tabAndGoAreRefusedWhileAModalIsUp() throws {
        var router = try router()
        try router.perform(.present(.sheet, create))
        #expect(refuse(.selectTab("doctors"), on: router) == .modalInTheWay(command: "tab"))
        #expect(refuse(.go(tab: "doctors", route: list), on: router) == .modalInTheWay(command: "go"))
        #expect(refuse(.pop(1), on: router) == .popAtModalRoot(count: 1, style: .sheet))
    }

    /// `dismiss` with no modal up is refused; `dismiss all` then has nothing to do (FlowStacks'
    /// dismissAll).
    @Test func dismissWithNoModalIsRefusedButDismissAllDoesNothing() throws {
        #expect(try refuse(.dismiss(all: false), on: router()) == .noModal)
        var router = try router()
        #expect(try router.perform(.dismiss(all: true)).isEmpty)
    }

    @Test func resetDismissesModalsAndPopsEveryTab() throws {
        var router = try router([list])
        try router.perform(.selectTab("doctors"))
        try router.perform(.push([create]))
        try router.perform(.present(.sheet, create))
        try router.perform(.reset)
        #expect(router.state.modals.isEmpty)
        #expect(router.state.tabs.allSatisfy { $0.stack.isEmpty })
        #expect(router.state.selectedTabName == "doctors")
    }

    @Test func freeModeMakesTabsOnFirstUse() throws {
        var router = Router(schema: .free)
        #expect(router.state.selectedTabName == "main")
        try router.perform(.selectTab("settings"))
        #expect(router.state.tabs.map(\.name) == ["main", "settings"])
        #expect(router.state.selectedTabName == "settings")
    }

    @Test func everyChangeRevertsToTheStateBeforeIt() throws {
        var router = try router([list])
        let operations: [NavigationOperation] = [
            .push([create, detail("Ann")]), .pop(2), .replace([detail("Bo")]), .selectTab("doctors"),
            .go(tab: "patients", route: create), .present(.sheet, list), .push([create]),
            .dismiss(all: true), .popTo(.named("detail"), inclusive: true), .reset,
        ]
        for operation in operations {
            let before = router.state
            let change = try router.perform(operation)
            let after = router.state
            router.revert(change)
            #expect(router.state == before, "undoing \(operation)")
            router.reapply(change)
            #expect(router.state == after, "redoing \(operation)")
        }
    }
}
