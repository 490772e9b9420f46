import NavreplKit
import SwiftSyntax

/// One case of a TCA feature's `@Presents` destination shown on its own through a scoped
/// store, as written before TCA 1.7, with `store:` and a case path
/// (`.navigationDestination(store: store.scope(state: \\.$destination, ...), state:
/// /Destination.State.profile, ...)`). The enum is known from `@Presents`; this says how each
/// of its cases is shown. Since 1.7 (`.sheet(item: $store.scope(state:
/// \\.destination?.addNote, ...))`) such a case is a `CasePresentation`: the cases shown alone.
struct ScopedCase {
    let caseName: String
    /// nil for a push.
    let style: Modal.Style?
}

enum ScopedCases {
    /// The destination property, the store holding it and the case an item scopes a store to:
    /// `$store.scope(state: \\.destination?.addNote, ...)` gives `destination`, `store`, `addNote`.
    static func scopedCase(of item: ExprSyntax) -> (property: String, holder: String?, caseName: String)? {
        guard let names = stateKeyPath(of: item), names.count >= 2,
              let store = item.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)?.base else { return nil }
        var root = store
        while let member = root.as(MemberAccessExprSyntax.self), let base = member.base { root = base }
        let holder = store.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? root.as(DeclReferenceExprSyntax.self).map { String($0.baseName.text.drop { $0 == "$" }) }
        return (names[0], holder, names.last!)
    }

    /// The properties of the `state:` key path of `$store.scope(state: ..., action: ...)`.
    private static func stateKeyPath(of item: ExprSyntax) -> [String]? {
        guard let call = item.as(FunctionCallExprSyntax.self), let (base, names) = scope(call), isBinding(base) else { return nil }
        return names
    }

    /// `store.scope(state: \\.page, action: ...)`: the store scoped, and the properties of the
    /// `state:` key path.
    private static func scope(_ call: FunctionCallExprSyntax) -> (store: ExprSyntax, state: [String])? {
        guard let scope = call.calledExpression.as(MemberAccessExprSyntax.self), scope.declName.baseName.text == "scope",
              let base = scope.base,
              let keyPath = stateArgument(of: call)?.expression.as(KeyPathExprSyntax.self) else { return nil }
        return (base, names(of: keyPath))
    }

    /// The state key path of a scope: labelled `state:`, or, as TCA 1.5 and later also take it
    /// for a binding (`$store.scope(\\.twoFactor, action: \\.twoFactor)`), unlabelled first.
    private static func stateArgument(of call: FunctionCallExprSyntax) -> LabeledExprSyntax? {
        call.arguments.first(where: { $0.label?.text == "state" })
            ?? call.arguments.first.flatMap { $0.label == nil ? $0 : nil }
    }

    private static func names(of keyPath: KeyPathExprSyntax) -> [String] {
        keyPath.components.compactMap { component -> String? in
            guard case .property(let property) = component.component else { return nil }
            return property.declName.baseName.text
        }
    }

    /// How a call scopes a store to a `@Presents` property, if it does: in place, to show its
    /// state inside the view (`store.scope(state: \\.page, action: \\.page.presented)`, the
    /// action's `presented` as only a view of the optional state writes it), or through a
    /// binding, for a presentation (`$store.scope(state: \\.destination, ...)`).
    static func presentsScope(_ call: FunctionCallExprSyntax) -> (property: String, inPlace: Bool)? {
        guard let (store, state) = scope(call), let property = state.first else { return nil }
        if isBinding(store) { return (property, false) }
        guard let action = call.arguments.first(where: { $0.label?.text == "action" })?.expression.as(KeyPathExprSyntax.self),
              names(of: action).last == "presented" else { return nil }
        return (property, true)
    }

    /// The `@Presents` property an item scopes a store to when it names no case: `contents` in
    /// `$store.scope(state: \\.contents, action: \\.contents)`. It holds a child feature's
    /// state (`@Presents var contents: IndexFeature.State?`), shown by the view the modifier's
    /// content builds, or the feature's destination enum, whose cases are its routes.
    static func presentedProperty(of item: ExprSyntax) -> String? {
        guard let names = stateKeyPath(of: item), names.count == 1 else { return nil }
        return names[0]
    }

    /// The case a modifier shows as TCA wrote it before 1.7: `.navigationDestination(store:
    /// store.scope(state: \\.$destination, ...), state: /Destination.State.profile, action: ...)`
    /// gives `profile`.
    static func caseName(ofStoreCall call: FunctionCallExprSyntax) -> String? {
        guard call.arguments.contains(where: { $0.label?.text == "store" }),
              let casePath = call.arguments.first(where: { $0.label?.text == "state" })?.expression.as(PrefixOperatorExprSyntax.self),
              casePath.operator.text == "/", let member = casePath.expression.as(MemberAccessExprSyntax.self) else { return nil }
        return member.declName.baseName.text
    }

    /// `$store` or `$model.store`: a binding, as `.sheet(item:)` takes.
    private static func isBinding(_ expression: ExprSyntax) -> Bool {
        var root = expression
        while let member = root.as(MemberAccessExprSyntax.self), let base = member.base { root = base }
        return root.as(DeclReferenceExprSyntax.self)?.baseName.text.hasPrefix("$") == true
    }
}
