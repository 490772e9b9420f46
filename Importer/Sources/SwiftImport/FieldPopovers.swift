import SwiftSyntax

/// A popover anchored on a text-entry field (`SearchField { … }.popover(isPresented:)`,
/// `TextField(…).popover(…)`): the field's suggestions or completions, shown while one types
/// and gone when one picks, as a search field's drop-down on macOS. A control's helper beside
/// it, like a tool tip or an alert's text field, not a screen of the app's: no route.
enum FieldPopovers {
    /// Whether `base`, the view a `.popover` modifies, is a field once the modifiers between
    /// them (`.frame(width:)`, `.focused(_:)`) are looked through.
    static func isAnchoredOnField(_ base: ExprSyntax?) -> Bool {
        guard let root = base.flatMap(chainRoot) else { return false }
        guard let type = TypeReading.typePath(root.calledExpression)?.last else { return false }
        // SwiftUI's TextField, SecureField and an app's own SearchField or TokenField: a view
        // type named for what it is, an input field.
        return type.first?.isUppercase == true && type.hasSuffix("Field")
    }

    /// The call a modifier chain starts with: `SearchField { … }` in
    /// `SearchField { … }.frame(width: 150)`.
    private static func chainRoot(_ expression: ExprSyntax) -> FunctionCallExprSyntax? {
        var current = expression
        // Bounded by the chain's length: each step moves to a shorter expression.
        while let call = current.as(FunctionCallExprSyntax.self) {
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
                  member.declName.baseName.text.first?.isLowercase == true else { return call }
            current = base
        }
        return nil
    }
}
