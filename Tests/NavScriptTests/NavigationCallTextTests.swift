@testable import NavreplKit
@testable import NavLanguage
@testable import NavScript
import Testing

/// A call has three texts, and each must say what its operation's says, for every case:
/// - `NavigationCall.command` journals a call refused before the engine saw it; one the engine
///   saw is journalled by its operation's command (which `CommandRoundTripTests` replays at the
///   prompt), so that a journal always replays;
/// - `NavigationCall.swiftCall` is the call a refusal names, and `--explain` prints the same
///   call for the operation (`SwiftCallFormatter`), so that the app's log and the prompt agree.
struct NavigationCallTextTests {
    enum CallRoute: TypedRoute {
        case list
        case create
        case detail(name: String)
        case details(book: String)
    }

    enum CallTab: String, CaseIterable, Sendable {
        case patients, doctors
    }

    enum CallFlag: String, CaseIterable, Sendable {
        case signedIn
    }

    enum CallPresentedRoute: TypedRoute {
        case promo(code: String)
    }

    typealias Call = NavigationCall<CallRoute, CallTab, CallFlag, CallPresentedRoute>

    /// Hospital with a presented-only route, for `presentDeclared`.
    static let hospitalWithPromo = AppSchema.generated {
        try AppSchema(
            name: "hospital", tabs: BuiltinApps.hospital.tabs,
            sharedRoutes: [AppSchema.RouteDeclaration("promo", [AppSchema.Parameter(label: "code", type: .string)])], presentedOnly: ["promo"])
    }

    /// One example of each case, for hospital (and books, for a split tab's `select`).
    static func example(of call: Call) -> Call {
        // Exhaustive on purpose: a new case does not compile until it has an example here.
        switch call {
        case .push: return .push([.list, .detail(name: "Ann")])
        case .pushWith: return .pushWith([.list], PushOptions(popTo: .root, singleTop: true))
        case .pop: return .pop(2)
        case .popToRoot: return .popToRoot
        case .popTo: return .popTo(.detail(name: "Ann"), inclusive: true)
        case .popToNamed: return .popToNamed("list", inclusive: false)
        case .replace: return .replace([.create])
        case .replaceTop: return .replaceTop([.create, .list])
        case .selectTab: return .selectTab(.doctors)
        case .navigate: return .navigate(.detail(name: "Bo"), in: .doctors)
        case .follow: return .follow(.create)
        case .followPresented: return .followPresented(.promo(code: "X"))
        case .present: return .present(.create, .cover)
        case .presentDeclared(_, nil): return .presentDeclared(.promo(code: "X"))
        case .presentDeclared: return .presentDeclared(.promo(code: "X"), as: .cover)
        case .dismiss: return .dismiss(all: true)
        case .select: return .select(.details(book: "Emma"))
        case .setFlag: return .setFlag(.signedIn, true)
        case .reset: return .reset
        }
    }

    static let calls: [Call] = [
        .push([]), .pushWith([], PushOptions()), .pop(1), .popToRoot, .popTo(.list, inclusive: false),
        .popToNamed("", inclusive: false), .replace([]), .replaceTop([]), .selectTab(.patients), .navigate(.list, in: .patients),
        .follow(.list), .followPresented(.promo(code: "")), .present(.list, .sheet), .presentDeclared(.promo(code: ""), as: nil), .presentDeclared(.promo(code: ""), as: .sheet), .dismiss(all: false), .select(.list), .setFlag(.signedIn, false), .reset,
    ].map(example)

    @Test(arguments: calls.indices)
    func theCallsTextsAreItsOperations(_ index: Int) throws {
        let call = Self.calls[index]
        var schema = BuiltinApps.hospital
        if case .select = call { schema = BuiltinApps.books }
        if case .presentDeclared = call { schema = Self.hospitalWithPromo }
        if case .followPresented = call { schema = Self.hospitalWithPromo }
        let navigator = Navigator(schema: schema)
        let operation = try call.operation(on: navigator)
        #expect(call.command(in: schema) == operation.command, "\(call)")
        let explained = SwiftCallFormatter(schema: navigator.schema).call(for: operation, in: navigator.state)
        #expect(explained == "router." + call.swiftCall, "\(call)")
    }
}
