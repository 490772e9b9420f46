@testable import NavLanguage
@testable import NavScript
import NavreplKit
import Testing
import TestSupport

/// Every operation the engine performs has one command that makes it: the text an app's
/// journal writes (`NavigationOperation.command`) runs at the prompt to the state the
/// operation reaches, so that a journal always replays. Checked for every case.
struct CommandRoundTripTests {
    static let app = """
        app shop {
          flag signedIn = false
          tab main { list; create; detail(name: String) }
          tab more { list; settings }
          split library {
            column sidebar { shelf }
            column content "choose" { book(title: String) }
          }
        }
        """

    /// One example of each case (open and restore write no command of their own: `open`
    /// keeps its link as it came, and `restore` its file).
    static func examples(_ detail: Route) -> [NavigationOperation] {
        let list = Route("list")
        return [
            .selectTab("more"), .push([list, detail]), .pushWith([list], PushOptions(popTo: .root, singleTop: true)),
            .pushWith([detail], PushOptions(popTo: .route(.named("list"), inclusive: true))),
            .pushWith([list], PushOptions(popTo: .route(.exactly(detail), inclusive: false))),
            .replaceTop([Route("create")]), .pop(1), .pop(2), .popToRoot, .popTo(.named("list"), inclusive: true),
            .popTo(.exactly(detail), inclusive: false), .replace([list, detail]), .replace([]), .go(tab: "more", route: Route("settings")),
            .present(.sheet, Route("create")), .present(.cover, detail), .dismiss(all: false), .dismiss(all: true), .reset,
            .setFlag("signedIn", true),
        ]
    }

    @Test func everyOperationsCommandReachesWhatTheOperationDoes() throws {
        let interpreter = Interpreter(schema: BuiltinApps.hospital, sink: TextRenderer(channel: OutputCapture()), commands: .navrepl)
        interpreter.run(Self.app, file: "<app>")
        let schema = interpreter.schema
        #expect(schema.name == "shop")
        let detail = Route("detail", [Route.Argument(label: "name", value: .string("Ann \"A\" Lee"))])
        // A start where each example can act: a stack of three, a sheet over it.
        var start = Router(schema: schema)
        _ = try start.perform(.push([Route("list"), Route("create"), detail]))
        let beforeModal = start.state
        _ = try start.perform(.present(.sheet, Route("create")))
        var replayed = Set<String>()
        for operation in Self.examples(detail) {
            for state in [beforeModal, start.state] {
                var router = Router(schema: schema, state: state)
                guard (try? router.perform(operation)) != nil else { continue }
                let command = try #require(operation.command, "\(operation)")
                let replay = Interpreter(schema: schema, sink: TextRenderer(channel: OutputCapture()), commands: .navrepl)
                replay.begin(at: state)
                replay.run(command, file: "<journal>")
                #expect(replay.failureCount == 0, "'\(command)' does not run")
                #expect(replay.state == router.state, "'\(command)' reaches another state than \(operation)")
                replayed.insert("\(operation)")
            }
        }
        // Every example was accepted from one of the two starts, and so was checked.
        #expect(replayed.count == Self.examples(detail).count, "\(Self.examples(detail).map { "\($0)" }.filter { !replayed.contains($0) })")
        // A split tab's `select`.
        var split = Router(schema: schema, state: schema.initialState())
        _ = try split.perform(.selectTab("library"))
        let selecting = split.state
        let select = NavigationOperation.select(Route("book", [Route.Argument(label: "title", value: .string("Emma"))]))
        _ = try split.perform(select)
        let replay = Interpreter(schema: schema, sink: TextRenderer(channel: OutputCapture()), commands: .navrepl)
        replay.begin(at: selecting)
        replay.run(try #require(select.command), file: "<journal>")
        #expect(replay.state == split.state)
    }
}
