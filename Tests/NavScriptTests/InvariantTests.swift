import NavScript
import NavigationModel
import Testing
import TestSupport

/// Random command sequences run against a deliberately simple reference model of per-tab
/// stacks. After every command the interpreter must agree with the model; a refused command
/// must leave the state byte-identical; `undo` after a change must restore the exact state
/// before it, and `redo` the state after.
struct InvariantTests {
    /// The reference: a stack of route texts per tab, and the selected tab.
    struct Model {
        var stacks = ["patients": [String](), "doctors": [String]()]
        var tab = "patients"
        var depth: Int { stacks[tab]!.count }
    }

    static let routes = ["list", "create", "detail(name: \"Ann\")", "detail(name: \"Bo\")"]

    /// A command, and what the model says it does: nil when it must be refused.
    func command(_ generator: inout SeededGenerator, model: Model) -> (String, Model?) {
        var after = model
        switch generator.next(8) {
        case 0, 1:
            let route = Self.routes[generator.next(Self.routes.count)]
            after.stacks[model.tab]!.append(route)
            return ("push \(route)", after)
        case 2:
            let count = generator.next(5)
            // pop 0 pops nothing, as SwiftUI's removeLast(0) does.
            guard count <= model.depth else { return ("pop \(count)", nil) }
            after.stacks[model.tab]!.removeLast(count)
            return ("pop \(count)", after)
        case 3:
            after.stacks[model.tab] = []
            return ("root", after)
        case 4:
            after.tab = generator.next(2) == 0 ? "patients" : "doctors"
            return ("tab \(after.tab)", after)
        case 5:
            let name = ["list", "create", "detail"][generator.next(3)]
            let stack = model.stacks[model.tab]!
            guard let index = stack.lastIndex(where: { $0 == name || $0.hasPrefix(name + "(") }) else { return ("popto \(name)", nil) }
            after.stacks[model.tab] = Array(stack[...index])
            return ("popto \(name)", after)
        case 6:
            let routes = (0..<generator.next(3)).map { _ in Self.routes[generator.next(Self.routes.count)] }
            after.stacks[model.tab] = routes
            return ("replace " + routes.joined(separator: " > "), after)
        default:
            let tab = generator.next(2) == 0 ? "patients" : "doctors"
            let route = Self.routes[generator.next(Self.routes.count)]
            after.tab = tab
            after.stacks[tab]!.append(route)
            return ("go \(tab).\(route)", after)
        }
    }

    func json(_ interpreter: Interpreter) -> String {
        StateJSON.encode(interpreter.state, schema: interpreter.schema)
    }

    @Test(arguments: [1, 2, 3, 4])
    func theInterpreterAgreesWithTheReferenceModel(seed: Int) {
        var generator = SeededGenerator(seed: UInt64(seed) &* 7919)
        let channel = OutputCapture()
        let interpreter = Interpreter(schema: BuiltinApps.hospital, sink: TextRenderer(channel: channel))
        var model = Model()
        for step in 0..<2_000 {
            let (text, expected) = command(&generator, model: model)
            let before = json(interpreter)
            let errorsBefore = channel.errorCount
            interpreter.run(text, file: "<step \(step)>")
            guard let expected else {
                #expect(channel.errorCount == errorsBefore + 1, "'\(text)' should have been refused")
                #expect(json(interpreter) == before, "refused '\(text)' changed the state")
                continue
            }
            #expect(channel.errorCount == errorsBefore, "'\(text)' was refused")
            model = expected
            #expect(interpreter.state.selectedTabName == model.tab, "after '\(text)'")
            for tab in interpreter.state.tabs {
                #expect(tab.stack.map(\.description) == model.stacks[tab.name]!, "tab \(tab.name) after '\(text)'")
            }
            // undo gives back exactly the state before; redo exactly the state after.
            let after = json(interpreter)
            if after != before {
                interpreter.run("undo", file: "<undo>")
                #expect(json(interpreter) == before, "undo of '\(text)'")
                interpreter.run("redo", file: "<redo>")
                #expect(json(interpreter) == after, "redo of '\(text)'")
            }
            if step % 97 == 0 {
                let link = DeepLink.url(for: interpreter.state, schema: interpreter.schema)
                interpreter.run("open \(link)", file: "<open>")
                #expect(json(interpreter) == after, "open(url()) after '\(text)'")
            }
        }
        #expect(channel.errorCount == interpreter.failureCount)
    }
}
