import SwiftSyntax

/// A binding a view builds from a getter and a setter, where the value lives in a store the
/// view cannot bind to with `$`: `TabView(selection: Binding(get: { store.state.currentTab },
/// set: { store.send(.selectTab($0)) }))`, or `.init(get:set:)`. What it binds is what its
/// getter reads.
enum BuiltBindings {
    /// The property the getter of a built binding reads (`currentTab` above): the last name of
    /// the getter's one expression, or nil when the expression is not a property read.
    static func gotProperty(_ expression: ExprSyntax) -> String? {
        guard let call = expression.as(FunctionCallExprSyntax.self), isBindingInitialiser(call.calledExpression),
              let getter = call.arguments.first(where: { $0.label?.text == "get" })?.expression.as(ClosureExprSyntax.self),
              getter.statements.count == 1, let item = getter.statements.first?.item,
              let read = item.yieldedExpression else { return nil }
        if let member = read.as(MemberAccessExprSyntax.self), member.base != nil { return member.declName.baseName.text }
        return read.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// `Binding(...)`, `SwiftUI.Binding(...)` or `.init(...)` where a binding is expected.
    private static func isBindingInitialiser(_ called: ExprSyntax) -> Bool {
        if let reference = called.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == "Binding" }
        guard let member = called.as(MemberAccessExprSyntax.self) else { return false }
        if member.base == nil { return member.declName.baseName.text == "init" }
        return member.declName.baseName.text == "Binding" && member.base?.trimmedDescription == "SwiftUI"
    }
}
