import NavLanguage
import NavScript
import NavreplKit
import Testing
import TestSupport

/// Random command sequences run against a deliberately simple reference model of per-tab
/// stacks. After every command the interpreter must agree with the model; a refused command
/// must leave the state byte-identical; `undo` after a change must restore the exact state
/// before it, and `redo` the state after.
struct InvariantTests {
    /// The app the model describes: hospital's tabs, a flag, a redirect and a guard.
    static let ward = """
        app ward {
          flag open = true
          tab patients { list; create; detail(name: String) }
          tab doctors { list; create; detail(name: String) }
          redirect create -> list unless open
          guard pop list unless open
        }
        """

    /// The reference: a stack of route texts per tab, the selected tab and the flag.
    struct Model {
        var stacks = ["patients": [String](), "doctors": [String]()]
        var tab = "patients"
        var open = true
        var depth: Int { stacks[tab]!.count }
        var stack: [String] {
            get { stacks[tab]! }
            set { stacks[tab] = newValue }
        }

        /// What goes on a stack in place of `route`: `redirect create -> list unless open`.
        func redirected(_ route: String) -> String {
            route == "create" && !open ? "list" : route
        }

        /// A path of several routes: a redirect ends it (its target in place of the route and
        /// of everything after it), as go_router redirects a whole location.
        func redirectedPath(_ routes: [String]) -> [String] {
            var path: [String] = []
            for route in routes {
                let target = redirected(route)
                path.append(target)
                if target != route { break }
            }
            return path
        }

        /// Whether popping `routes` is allowed: `guard pop list unless open`.
        func mayPop(_ routes: some Sequence<String>) -> Bool {
            open || !routes.contains("list")
        }
    }

    static let routes = ["list", "create", "detail(name: \"Ann\")", "detail(name: \"Bo\")"]

    static func name(_ route: String) -> String {
        String(route.prefix { $0 != "(" })
    }

    /// A command, and what the model says it does: nil when it must be refused.
    func command(_ generator: inout SeededGenerator, model: Model) -> (String, Model?) {
        var after = model
        func route() -> String { Self.routes[generator.next(Self.routes.count)] }
        switch generator.next(12) {
        case 0, 1:
            let route = route()
            after.stack.append(model.redirected(route))
            return ("push \(route)", after)
        case 2:
            let count = generator.next(5)
            // pop 0 pops nothing, as SwiftUI's removeLast(0) does.
            guard count <= model.depth, model.mayPop(model.stack.suffix(count)) else { return ("pop \(count)", nil) }
            after.stack.removeLast(count)
            return ("pop \(count)", after)
        case 3:
            guard model.mayPop(model.stack) else { return ("root", nil) }
            after.stack = []
            return ("root", after)
        case 4:
            after.tab = generator.next(2) == 0 ? "patients" : "doctors"
            return ("tab \(after.tab)", after)
        case 5:
            let name = ["list", "create", "detail"][generator.next(3)]
            let stack = model.stack
            guard let index = stack.lastIndex(where: { Self.name($0) == name }), model.mayPop(stack[(index + 1)...]) else {
                return ("popto \(name)", nil)
            }
            after.stack = Array(stack[...index])
            return ("popto \(name)", after)
        case 6:
            let routes = (0..<generator.next(3)).map { _ in route() }
            let new = model.redirectedPath(routes)
            var common = 0
            while common < min(new.count, model.depth) && new[common] == model.stack[common] { common += 1 }
            guard model.mayPop(model.stack[common...]) else { return ("replace " + routes.joined(separator: " > "), nil) }
            after.stack = new
            return ("replace " + routes.joined(separator: " > "), after)
        case 7:
            let tab = generator.next(2) == 0 ? "patients" : "doctors"
            let route = route()
            after.tab = tab
            after.stacks[tab]!.append(model.redirected(route))
            return ("go \(tab).\(route)", after)
        case 8:
            after.open = generator.next(2) == 0
            return ("flag open \(after.open)", after)
        case 9:
            let route = route()
            guard let top = model.stack.last, model.mayPop([top]) else { return ("replace top \(route)", nil) }
            after.stack[model.depth - 1] = model.redirected(route)
            return ("replace top \(route)", after)
        default:
            return pushWithOptions(&generator, model: model)
        }
    }

    /// `push ROUTE [> ROUTE] [--popto NAME [--inclusive]] [--singletop]`, as Jetpack's
    /// navigate with popUpTo and launchSingleTop.
    func pushWithOptions(_ generator: inout SeededGenerator, model: Model) -> (String, Model?) {
        let routes = (0..<(1 + generator.next(2))).map { _ in Self.routes[generator.next(Self.routes.count)] }
        var text = "push " + routes.joined(separator: " > ")
        var stack = model.stack
        var removed: [String] = []
        if generator.next(2) == 0 {
            let name = ["list", "create", "detail", "root"][generator.next(4)]
            let inclusive = name != "root" && generator.next(2) == 0
            text += " --popto \(name)" + (inclusive ? " --inclusive" : "")
            if name == "root" {
                removed = stack
                stack = []
            } else {
                guard let index = stack.lastIndex(where: { Self.name($0) == name }) else { return (text, nil) }
                let keep = inclusive ? index : index + 1
                removed = Array(stack[keep...])
                stack.removeLast(stack.count - keep)
            }
        }
        let singleTop = generator.next(2) == 0
        if singleTop { text += " --singletop" }
        let kept = stack.count
        for route in model.redirectedPath(routes) {
            guard singleTop, let top = stack.last, Self.name(top) == Self.name(route) else {
                stack.append(route)
                continue
            }
            if top == route { continue }
            // The route on top takes the new arguments: one that was there before is popped.
            if stack.count == kept { removed.append(top) }
            stack[stack.count - 1] = route
        }
        guard model.mayPop(removed) else { return (text, nil) }
        var after = model
        after.stack = stack
        return (text, after)
    }

    func json(_ interpreter: Interpreter) -> String {
        StateJSON.encode(interpreter.state, schema: interpreter.schema)
    }

    @Test(arguments: [1, 2, 3, 4])
    func theInterpreterAgreesWithTheReferenceModel(seed: Int) {
        var generator = SeededGenerator(seed: UInt64(seed) &* 7919)
        let channel = OutputCapture()
        let interpreter = Interpreter(schema: BuiltinApps.hospital, sink: TextRenderer(channel: channel), commands: .navrepl)
        interpreter.run(Self.ward, file: "<ward>")
        var model = Model()
        for step in 0..<3_000 {
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
            #expect(interpreter.state.flags == ["open": model.open], "after '\(text)'")
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
            // While a redirect applies, a link is redirected as any navigation is.
            if step % 97 == 0 && model.open {
                let link = DeepLink.url(for: interpreter.state, schema: interpreter.schema)
                interpreter.run("open \(link)", file: "<open>")
                #expect(json(interpreter) == after, "open(url()) after '\(text)'")
            }
        }
        #expect(channel.errorCount == interpreter.failureCount)
    }
}
