// Compiled into the export test's package (see ExportTests): the proof of one engine. Random
// command sequences over the shop app (every operation, redirects and guards, modals, a split
// tab, a flag, push options, deep links) run through navrepl's interpreter and through the
// generated layer's typed calls; after every step both must be in the same state and must
// have accepted or refused alike, with the same message.
import NavreplKit
import NavLanguage
import Testing
@testable import ShopApp

@MainActor
struct DifferentialTests {
    static let sequences = 500
    static let steps = 25

    @Test func theREPLAndTheGeneratedRouterAgreeAfterEveryStep() {
        var random = SplitMix(seed: 2026)
        var steps = 0
        for sequence in 0..<Self.sequences {
            let errors = ErrorCapture()
            var settings = Settings()
            settings.quiet = true
            let interpreter = Interpreter(schema: ShopRouter.schema, settings: settings, sink: TextRenderer(channel: errors), commands: .language)
            let router = ShopRouter()
            var script: [String] = []
            for _ in 0..<Self.steps {
                let step = Step.random(&random, in: router)
                script.append(step.command)
                let failures = interpreter.failureCount
                interpreter.run(step.command, file: "-e")
                let replRefused = interpreter.failureCount > failures
                let routerAccepted = step.call(router)
                steps += 1
                let context = "sequence \(sequence):\n" + script.joined(separator: "\n")
                guard replRefused == !routerAccepted, interpreter.state == router.state else {
                    Issue.record("navrepl \(replRefused ? "refused" : "made") '\(step.command)', the router \(routerAccepted ? "made" : "refused") it; states equal: \(interpreter.state == router.state)\n\(errors.last)\n\(router.lastRefusal?.message ?? "")\n\(context)")
                    return
                }
                if replRefused, let refusal = router.lastRefusal, !errors.last.hasSuffix(refusal.message) {
                    Issue.record("different messages for '\(step.command)':\n  navrepl: \(errors.last)\n  router:  \(refusal.message)\n\(context)")
                    return
                }
            }
        }
        #expect(steps == Self.sequences * Self.steps)
    }
}

/// One random step: its navrepl command, and the same call on the generated router.
struct Step {
    let command: String
    let call: @MainActor (ShopRouter) -> Bool

    @MainActor
    static func random(_ random: inout SplitMix, in router: ShopRouter) -> Step {
        let schema = ShopRouter.schema
        let tabs = ShopTab.allCases
        func anyEngineRoute(presentedOnly: Bool) -> Route {
            // A route of any tab (or one only presented), with arguments the schema accepts,
            // bound (defaults filled) as its own tab binds it.
            let tab = schema.tabs.randomElement(using: &random)!
            let declarations = (tab.routes + schema.sharedRoutes).filter { schema.presentedOnly.contains($0.name) == presentedOnly }
            let declaration = declarations.randomElement(using: &random)!
            var arguments: [Route.Argument] = []
            for parameter in declaration.parameters {
                if parameter.mayBeLeftOut && Bool.random(using: &random) { continue }
                let value: Value
                switch parameter.type {
                case .string: value = .string(["a", "tea", "x y"].randomElement(using: &random)!)
                case .int: value = .int([1, 7].randomElement(using: &random)!)
                case .bool: value = .bool(Bool.random(using: &random))
                case .oneOf(let members): value = .string(members.randomElement(using: &random)!)
                }
                arguments.append(Route.Argument(label: parameter.label, value: value))
            }
            return try! schema.check(Route(declaration.name, arguments), in: tab.name)
        }
        func anyRoute() -> (text: String, typed: ShopRoute) {
            let route = anyEngineRoute(presentedOnly: false)
            return (route.description, try! ShopRoute(route))
        }
        func routes(_ range: ClosedRange<Int>) -> [(text: String, typed: ShopRoute)] {
            (0..<Int.random(in: range, using: &random)).map { _ in anyRoute() }
        }
        func path(_ list: [(text: String, typed: ShopRoute)]) -> String { list.map(\.text).joined(separator: " > ") }
        switch Int.random(in: 0..<19, using: &random) {
        case 0, 1, 2:
            let list = routes(1...2)
            return Step(command: "push " + path(list)) { $0.push(list.map(\.typed), options: PushOptions()) }
        case 3:
            let count = Int.random(in: 0...3, using: &random)
            return Step(command: "pop \(count)") { $0.pop(count) }
        case 4:
            return Step(command: "root") { $0.popToRoot() }
        case 5:
            let route = anyRoute()
            let inclusive = Bool.random(using: &random)
            let name = String(route.text.prefix { $0 != "(" })
            // A bare name matches the route with any arguments: `pop(toRouteNamed:)`.
            if Bool.random(using: &random) || !route.text.contains("(") {
                return Step(command: "popto \(name)" + (inclusive ? " --inclusive" : "")) { $0.pop(toRouteNamed: name, inclusive: inclusive) }
            }
            return Step(command: "popto \(route.text)" + (inclusive ? " --inclusive" : "")) { $0.pop(to: route.typed, inclusive: inclusive) }
        case 6:
            let list = routes(0...2)
            return Step(command: list.isEmpty ? "replace" : "replace " + path(list)) { $0.replace(with: list.map(\.typed)) }
        case 7:
            let list = routes(1...2)
            return Step(command: "replace top " + path(list)) { $0.replaceTop(with: list.map(\.typed)) }
        case 8, 9:
            let tab = tabs.randomElement(using: &random)!
            return Step(command: "tab \(tab.rawValue)") { $0.select(tab: tab) }
        case 10:
            let tab = tabs.randomElement(using: &random)!
            let route = anyRoute()
            return Step(command: "go \(tab.rawValue).\(route.text)") { $0.navigate(to: route.typed, in: tab) }
        case 11 where Bool.random(using: &random):
            // A presented-only route: its own enum, presented as declared or as asked.
            let route = anyEngineRoute(presentedOnly: true)
            let typed = try! ShopPresentedRoute(route)
            switch Int.random(in: 0..<3, using: &random) {
            case 0: return Step(command: "\(schema.declaredStyle(of: route.name).rawValue) \(route)") { $0.present(typed) }
            case 1: return Step(command: "sheet \(route)") { $0.present(sheet: typed) }
            default: return Step(command: "cover \(route)") { $0.present(cover: typed) }
            }
        case 11:
            let route = anyRoute()
            if Bool.random(using: &random) { return Step(command: "sheet \(route.text)") { $0.present(sheet: route.typed) } }
            return Step(command: "cover \(route.text)") { $0.present(cover: route.typed) }
        case 12:
            if Bool.random(using: &random) { return Step(command: "dismiss") { $0.dismiss() } }
            return Step(command: "dismiss all") { $0.dismissAll() }
        case 13:
            let route = anyRoute()
            return Step(command: "select \(route.text)") { $0.select(route.typed) }
        case 14, 15:
            let value = Bool.random(using: &random)
            return Step(command: "flag signedIn \(value)") { $0.set(.signedIn, value) }
        case 16:
            return Step(command: "reset") { $0.reset() }
        case 17:
            // A link to where the router is, one it cannot read, or one to a route.
            let links = [router.url, "shop://main/item/7/true/cart", "shop://library/book/x", "shop://main/nowhere", "shop://account/settings/a?cover=help/~"]
            let link = links.randomElement(using: &random)!
            return Step(command: "open \(Value.quoted(link))") { $0.open(link) }
        default:
            let list = routes(1...2)
            let options: PushOptions
            let words: String
            switch Int.random(in: 0..<3, using: &random) {
            case 0: (options, words) = (PushOptions(popTo: .root), " --popto root")
            case 1: (options, words) = (PushOptions(singleTop: true), " --singletop")
            default:
                let name = String(anyRoute().text.prefix { $0 != "(" })
                (options, words) = (PushOptions(popTo: .route(.named(name), inclusive: true), singleTop: true), " --popto \(name) --inclusive --singletop")
            }
            return Step(command: "push " + path(list) + words) { $0.push(list.map(\.typed), options: options) }
        }
    }
}

/// The errors the interpreter wrote; the last one's message is what a refusal said.
final class ErrorCapture: OutputChannel {
    private(set) var last = ""
    func write(_ text: String) {}
    func writeError(_ text: String) { last = String(text.split(separator: "\n").first ?? "") }
}

/// A small seeded generator, so that a failing sequence can be run again.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
