import SwiftSyntax

/// The case a coordinator's stack starts from: `.root(.home(.init()), withNavigation: true)`,
/// or a navigator's `UIPilot(initial: AppRoute.home)`.
struct CoordinatorRoot {
    let caseName: String
    /// Where it is written: the coordinator's feature (or its `State`).
    var scope: [String]
    /// The enum, when the case is written with it (`AppRoute.home`).
    var type: [String]? = nil
}

/// TCACoordinators' routes: a coordinator feature's `var routes: [Route<Screen.State>]` or
/// `IdentifiedArrayOf<Route<Screen.State>>`, shown by `TCARouter(store.scope(state: \.routes,
/// ...))`, holds the screens of a `@Reducer enum Screen`, pushed or presented by the
/// coordinator's reducer (`state.routes.push(.numberDetail(...))`,
/// `presentSheet(.numbersList(...))`): its cases are routes, as a `StackState<Path.State>`'s are.
enum CoordinatorRouteArrays {
    /// `Screen` of `[Route<Screen.State>]` or `IdentifiedArrayOf<Route<Screen.State>>`.
    static func screenReducer(of type: WrittenType, reducer: (WrittenType) -> [String]?) -> [String]? {
        let element: WrittenType
        switch type {
        case .array(let inner):
            element = inner
        case .named(let name, let arguments) where name.last == "IdentifiedArrayOf" && arguments.count == 1:
            element = arguments[0]
        default:
            return nil
        }
        guard case .named(let name, let arguments) = element, name.last == "Route", arguments.count == 1 else { return nil }
        return reducer(arguments[0])
    }

    /// The case given to a route's `.root(...)` (`.root(.home(.init()), withNavigation: true)`,
    /// `.root(.step1)`): where the coordinator's stack starts, not a screen pushed on it.
    static func rootCase(of call: FunctionCallExprSyntax) -> CoordinatorRoot? {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "root",
           member.base == nil || member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Route",
           let first = call.arguments.first, first.label == nil,
           let caseName = TypeReading.caseReference(first.expression)?.caseName {
            return CoordinatorRoot(caseName: caseName, scope: [])
        }
        // A navigator made with the case it starts from, written with its enum
        // (`UIPilot(initial: AppRoute.home)`): that enum's root.
        if call.calledExpression.is(DeclReferenceExprSyntax.self), let first = call.arguments.first,
           first.label?.text == "initial", let reference = TypeReading.caseReference(first.expression), let type = reference.type {
            return CoordinatorRoot(caseName: reference.caseName, scope: [], type: type)
        }
        return nil
    }
}
