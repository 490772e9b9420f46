import NavLanguage
import NavScript
import NavreplKit
import Testing
import TestSupport

/// Property-style round trips: many generated states, in every built-in app, a declared app
/// with every parameter type, and free mode. `open(url())` and `restore(save())` must give
/// back exactly the state they started from.
struct RoundTripTests {
    static let declared: AppSchema = {
        try! AppSchema(name: "kitchen", tabs: [
            AppSchema.TabDeclaration("all", routes: [
                AppSchema.RouteDeclaration("text", [AppSchema.Parameter(label: "t", type: .string)]),
                AppSchema.RouteDeclaration("number", [AppSchema.Parameter(label: "n", type: .int)]),
                AppSchema.RouteDeclaration("flag", [AppSchema.Parameter(label: "b", type: .bool)]),
                AppSchema.RouteDeclaration("pick", [AppSchema.Parameter(label: "c", type: .oneOf(["red", "green"]))]),
                AppSchema.RouteDeclaration("maybe", [AppSchema.Parameter(label: "a", type: .string, isOptional: true), AppSchema.Parameter(label: "b", type: .int, isOptional: true)]),
                AppSchema.RouteDeclaration("defaulted", [
                    AppSchema.Parameter(label: "n", type: .int, defaultValue: .int(3)),
                    AppSchema.Parameter(label: "s", type: .string, defaultValue: .string("x y")),
                    AppSchema.Parameter(label: "o", type: .bool, isOptional: true),
                ]),
                AppSchema.RouteDeclaration("bare"),
            ]),
            AppSchema.TabDeclaration("other", routes: [AppSchema.RouteDeclaration("bare")]),
        ], sharedRoutes: [AppSchema.RouteDeclaration("shared", [AppSchema.Parameter(label: "s", type: .string)])])
    }()

    static let apps: [AppSchema] = BuiltinApps.all + [declared, .free]

    func value(for parameter: AppSchema.Parameter, _ generator: inout SeededGenerator) -> Value {
        switch parameter.type {
        case .string: return .string(generator.text())
        case .int: return .int(generator.pick([0, -1, 42, Int.max, Int.min]))
        case .bool: return .bool(generator.next(2) == 0)
        case .oneOf(let members): return .string(generator.pick(members))
        }
    }

    func route(in schema: AppSchema, tab: String, column: Int?, _ generator: inout SeededGenerator) -> Route {
        if schema.isFree {
            var labels = ["name", "x_y", "é", "_x"]
            let arguments = (0..<generator.next(4)).map { _ -> Route.Argument in
                let value: Value = generator.pick([.string(generator.text()), .int(generator.pick([7, -7, Int.max])), .bool(true), .string("42"), .string("true")])
                // Labels are unique within a route, as the binding guarantees.
                let label = generator.next(3) == 0 ? labels.remove(at: generator.next(labels.count)) : nil
                return Route.Argument(label: label, value: value)
            }
            return Route(generator.pick(["home", "a_b", "x_y", "détail", "_r"]), arguments)
        }
        var declarations = schema.routes(acceptedIn: tab)
        if let split = schema.tab(named: tab), split.isSplit, let column {
            declarations = split.columns[column].routes
        }
        let declaration = generator.pick(declarations)
        var arguments: [Route.Argument] = []
        for parameter in declaration.parameters where !(parameter.isOptional && generator.next(2) == 0) {
            arguments.append(Route.Argument(label: parameter.label, value: value(for: parameter, &generator)))
        }
        return Route(declaration.name, arguments)
    }

    func stack(in schema: AppSchema, tab: String, _ generator: inout SeededGenerator) -> [Route] {
        let split = schema.tab(named: tab).flatMap { $0.isSplit ? $0 : nil }
        return (0..<generator.next(5)).map { position in
            route(in: schema, tab: tab, column: split.map { $0.column(forPathPosition: position) }, &generator)
        }
    }

    func randomState(_ schema: AppSchema, _ generator: inout SeededGenerator) -> NavigationState {
        var tabs = schema.initialState().tabs
        if schema.isFree && generator.next(2) == 0 { tabs.append(NavigationState.TabState(name: generator.pick(["search", "two_words", "ü"]))) }
        for index in tabs.indices {
            tabs[index].stack = stack(in: schema, tab: tabs[index].name, &generator)
        }
        var state = NavigationState(tabs: tabs)
        state.selectedTab = generator.next(state.tabs.count)
        let tab = state.selectedTabName
        state.modals = (0..<generator.next(3)).map { _ in
            Modal(style: generator.pick(Modal.Style.allCases), root: route(in: schema, tab: tab, column: nil, &generator),
                  stack: (0..<generator.next(3)).map { _ in route(in: schema, tab: tab, column: nil, &generator) })
        }
        return state
    }

    @Test(arguments: apps.map(\.name))
    func openOfUrlGivesBackTheState(app: String) throws {
        let schema = Self.apps.first { $0.name == app }!
        var generator = SeededGenerator(seed: UInt64(app.utf8.reduce(7) { $0 &* 31 &+ Int($1) }))
        for _ in 0..<300 {
            let state = randomState(schema, &generator)
            let link = DeepLink.url(for: state, schema: schema)
            let destination = try DeepLink.parse(link, schema: schema)
            #expect(destination.tab == state.selectedTabName, "\(link)")
            expectSameValue(destination.stack, state.tabs[state.selectedTab].stack, "\(link)")
            expectSameValue(destination.modals, state.modals, "\(link)")
            // Opened from a different state, the link reproduces the linked parts exactly.
            var router = Router(schema: schema, state: randomState(schema, &generator))
            if schema.isFree { router = Router(schema: schema, state: state) }
            try router.perform(.open(destination))
            #expect(DeepLink.url(for: router.state, schema: schema) == link)
        }
    }

    @Test(arguments: apps.map(\.name))
    func restoreOfSaveGivesBackTheState(app: String) throws {
        let schema = Self.apps.first { $0.name == app }!
        var generator = SeededGenerator(seed: UInt64(app.count) &* 977)
        for _ in 0..<300 {
            let state = randomState(schema, &generator)
            let json = StateJSON.encode(state, schema: schema)
            let decoded = try StateFile.decode(Array(json.utf8), schema: schema)
            expectSameValue(decoded, state, "\(json)")
        }
    }

    @Test func undoAfterAnyChangeRestoresTheExactState() throws {
        var generator = SeededGenerator(seed: 2026)
        for schema in Self.apps {
            for _ in 0..<100 {
                var router = Router(schema: schema, state: randomState(schema, &generator))
                let before = router.state
                let target = randomState(schema, &generator)
                guard let change = try? router.perform(.restore(target)) else { continue }
                router.revert(change)
                expectSameValue(router.state, before)
            }
        }
    }
}

extension SeededGenerator {
    /// Text with the characters links and JSON must survive.
    mutating func text() -> String {
        let pieces = ["Mary Doe", "a/b", "?", "#", "%", "&", "=", "~", "é", "日本", "😀", "\"", "\\", "\n", "\t", "", " ", ":", ";", "+", "x", "%20", "s:1"]
        return (0..<next(4)).map { _ in pick(pieces) }.joined()
    }
}
