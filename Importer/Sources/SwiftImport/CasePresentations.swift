import NavreplKit
import SwiftSyntax

/// One case of a feature's optional route shown on its own, as swift-navigation and TCA
/// write it: `NavigationLink(unwrapping: $store.route, case: \.detail) { DetailView() }`
/// pushes `detail`, `.sheet(item: $store.route.sending(\.setNavigation).filters)` presents
/// `filters`, `.fullScreenCover(unwrapping: $model.route, case: \.reading)` covers `reading`.
/// The enum's other cases (a HUD, a confirmation dialog) are shown as no screen: only the
/// cases shown this way are routes, each pushed or presented as it is shown.
struct CasePresentation {
    /// The optional route property (`route`).
    let property: PropertyMention
    /// The value holding it (`store` in `$store.route`): whose feature's `Route` it is.
    let holder: PropertyMention?
    let caseName: String
    /// How it is shown: nil for a push.
    let style: Modal.Style?
    /// The view it shows, so that one screen reached from several features is one route.
    let view: String?
    /// The view it is shown from, as the view graph names it (`FeedView`).
    let from: String
}

enum CasePresentations {
    /// The property, its holder and the case a call shows: `unwrapping: $store.route, case:
    /// \.detail`, or an item that is a case of a binding TCA sends as an action
    /// (`$store.route.sending(\.setNavigation).detail`); TCA's item scoped to a case of its
    /// destination (`item: $store.scope(state: \.destination?.share, action: ...)`), and its
    /// flag of a case without a value (`isPresented: $store.destination.guide`).
    static func read(_ call: FunctionCallExprSyntax) -> (property: String, holder: String?, caseName: String)? {
        if let binding = call.arguments.first(where: { $0.label?.text == "unwrapping" })?.expression,
           let keyPath = call.arguments.first(where: { $0.label?.text == "case" })?.expression,
           let caseName = caseName(ofKeyPath: keyPath), let bound = boundPath(binding) {
            return (bound.property, bound.holder, caseName)
        }
        if let item = call.arguments.first(where: { $0.label?.text == "item" })?.expression,
           let scoped = ScopedCases.scopedCase(of: item) {
            return scoped
        }
        if let flag = call.arguments.first(where: { $0.label?.text == "isPresented" })?.expression,
           let member = flag.as(MemberAccessExprSyntax.self), let base = member.base,
           base.is(MemberAccessExprSyntax.self), let bound = boundPath(base), isRouteProperty(bound.property) {
            return (bound.property, bound.holder, member.declName.baseName.text)
        }
        guard let item = call.arguments.first(where: { $0.label?.text == "item" })?.expression,
              let member = item.as(MemberAccessExprSyntax.self),
              let sending = member.base?.as(FunctionCallExprSyntax.self),
              let sendingName = sending.calledExpression.as(MemberAccessExprSyntax.self),
              sendingName.declName.baseName.text == "sending", let binding = sendingName.base,
              let bound = boundPath(binding) else { return nil }
        return (bound.property, bound.holder, member.declName.baseName.text)
    }

    /// A feature's optional destination or route (`destination`, `route`), as a flag's binding
    /// through it names a case of it: `$store.settings.showsHelp` is a flag of a struct.
    private static func isRouteProperty(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return lowered.contains("destination") || lowered.contains("route")
    }

    /// `\.detail` → `detail`; swift-navigation's case path before 1.0, `/Route.detail`, too.
    private static func caseName(ofKeyPath expression: ExprSyntax) -> String? {
        if let casePath = expression.as(PrefixOperatorExprSyntax.self), casePath.operator.text == "/" {
            return casePath.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        }
        guard let keyPath = expression.as(KeyPathExprSyntax.self), keyPath.components.count == 1,
              case .property(let component) = keyPath.components.first?.component else { return nil }
        return component.declName.baseName.text
    }

    /// `$store.route` → `route` held by `store`; `$route` → `route` alone. Deeper paths
    /// (`$store.appRouteState.route`) are held by the last value before the property.
    static func boundPath(_ expression: ExprSyntax) -> (property: String, holder: String?)? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let text = reference.baseName.text
            return (text.hasPrefix("$") ? String(text.dropFirst()) : text, nil)
        }
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
        let holder: String?
        if let reference = base.as(DeclReferenceExprSyntax.self) {
            let text = reference.baseName.text
            holder = text.hasPrefix("$") ? String(text.dropFirst()) : text
        } else if let inner = base.as(MemberAccessExprSyntax.self) {
            holder = inner.declName.baseName.text
        } else {
            return nil
        }
        return (member.declName.baseName.text, holder)
    }
}
