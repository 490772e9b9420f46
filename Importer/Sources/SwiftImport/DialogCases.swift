import SwiftSyntax

/// A case of a model's optional destination shown as an alert or a confirmation dialog, as
/// swift-navigation writes it: `.alert(item: $model.route.showingDeleteAlert, title: ...,
/// actions: ...)`, `.confirmationDialog(item: $model.destination.share, ...)`, or a flag of
/// a case, `.alert(isPresented: Binding($model.route.confirm))`. The enum's other cases may be
/// screens; this one is a dialog, no route, as a case carrying `AlertState` is, whatever the
/// value it carries (often the model's own item).
struct DialogCase {
    /// The optional destination property (`route`).
    let property: PropertyMention
    /// The value holding it (`model` in `$model.route`).
    let holder: PropertyMention?
    let caseName: String
}

enum DialogCases {
    static let modifiers: Set<String> = ["alert", "confirmationDialog"]

    /// The property, its holder and the case a dialog's item or flag names.
    static func read(_ call: FunctionCallExprSyntax) -> (property: String, holder: String?, caseName: String)? {
        for argument in call.arguments where ["item", "isPresented", "presenting"].contains(argument.label?.text) {
            if let bound = boundCase(argument.expression) { return bound }
        }
        return nil
    }

    /// The property, its holder and the case a binding through a case names:
    /// `$model.route.confirm`, `$route.confirm`, or swift-navigation's flag of a case,
    /// `Binding($model.route.confirm)`.
    static func boundCase(_ expression: ExprSyntax) -> (property: String, holder: String?, caseName: String)? {
        var expression = expression
        if let wrapped = expression.as(FunctionCallExprSyntax.self),
           wrapped.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Binding",
           wrapped.arguments.count == 1, wrapped.arguments.first?.label == nil {
            expression = wrapped.arguments.first!.expression
        }
        // The case is a member of the bound property: `$model.route.x` or `$route.x`.
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
              isBinding(base), let bound = CasePresentations.boundPath(base) else { return nil }
        return (bound.property, bound.holder, member.declName.baseName.text)
    }

    /// Whether `expression` is written as a binding (`$model.route`, `$route`): a member of a
    /// plain value (`model.alertItem`) is a property of it, no case.
    private static func isBinding(_ expression: ExprSyntax) -> Bool {
        var current = expression
        while let member = current.as(MemberAccessExprSyntax.self), let base = member.base { current = base }
        return current.as(DeclReferenceExprSyntax.self)?.baseName.text.hasPrefix("$") == true
    }
}
