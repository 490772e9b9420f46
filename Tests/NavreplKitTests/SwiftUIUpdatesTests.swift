import NavreplKit
import Testing

/// FlowStacks' rules for applying a change: stack and tab steps together, a modal presented
/// or dismissed one per update, a dismissal before the pushes after it.
struct SwiftUIUpdatesTests {
    @Test func aLinkFromUnderTwoModalsTakesAnUpdateForEachModal() throws {
        var router = Router(schema: BuiltinApps.hospital)
        try router.perform(.push([Route("list")]))
        try router.perform(.present(.sheet, Route("create")))
        try router.perform(.present(.cover, Route("list")))
        let link = try DeepLink.parse("hospital://doctors/create?sheet=list", schema: BuiltinApps.hospital)
        let change = try router.perform(.open(link))
        let updates = SwiftUIUpdates.updates(of: change)
        #expect(updates.count == 4)
        // The top modal goes first, then the one under it, each alone.
        #expect(updates[0] == [.dismiss([Modal(style: .cover, root: Route("list"))])])
        #expect(updates[1] == [.dismiss([Modal(style: .sheet, root: Route("create"))])])
        // The tab change and the push go together; the presentation comes last, alone.
        #expect(updates[2].count == 2)
        #expect(updates[3] == [.present(Modal(style: .sheet, root: Route("list")))])
    }

    @Test func pushesAndPopsAloneAreOneUpdate() throws {
        var router = Router(schema: BuiltinApps.hospital)
        try router.perform(.push([Route("list"), Route("create")]))
        let change = try router.perform(.replace([Route("create"), Route("list")]))
        #expect(SwiftUIUpdates.updates(of: change).count == 1)
    }
}
