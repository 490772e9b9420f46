import SwiftSyntax

/// A view that shows the view a value of an enum builds for itself: `selected.view` in a root's
/// body, with `enum AppTab { ... @ViewBuilder var view: some View { switch self { case .feed:
/// FeedView() ... } } }`, or every case's, kept alive in a stack and shown by opacity
/// (`ForEach(AppTab.allCases) { tab in tab.view.opacity(selected == tab ? 1 : 0) }`): a bar of
/// the project's own choosing between the views the enum builds, as a switch over the mode
/// written in the view does.
struct ShownEnumMember {
    let scope: [String]
    /// The value whose member is shown: a property of the view (`selected`), or a loop's variable.
    let subject: String
    /// The enum a `ForEach(X.allCases)` iterates, when `subject` is its closure's variable.
    let iteratedType: [String]?
    let member: String
}

enum ShownEnumMembers {
    /// `subject.member` written as a view (a statement of a view's content, or the base of its
    /// modifiers), not passed as an argument (`Label(tab.title, ...)`); nil otherwise. The
    /// member may be a method the view calls (`selected.view(manager: manager)`), and the
    /// subject a value reached through others the view holds (`manager.selection.current`).
    static func read(_ node: MemberAccessExprSyntax, scope: [String]) -> ShownEnumMember? {
        guard node.declName.argumentNames == nil, let subject = node.base.flatMap(subjectPath) else { return nil }
        let call = node.parent?.as(FunctionCallExprSyntax.self).flatMap { $0.calledExpression.id == node.id ? $0 : nil }
        guard ShownStatements.isShown(call.map(ExprSyntax.init) ?? ExprSyntax(node)) else { return nil }
        return ShownEnumMember(scope: scope, subject: subject, iteratedType: iteratedType(of: subject, around: Syntax(node)), member: node.declName.baseName.text)
    }

    /// `selected`, or `manager.selection.current`: lower-case names, not starting at `self`.
    private static func subjectPath(_ base: ExprSyntax) -> String? {
        if let reference = base.as(DeclReferenceExprSyntax.self) {
            guard reference.baseName.tokenKind != .keyword(.self), reference.argumentNames == nil,
                  reference.baseName.text.first?.isLowercase == true else { return nil }
            return reference.baseName.text
        }
        guard let access = base.as(MemberAccessExprSyntax.self), access.declName.argumentNames == nil,
              access.declName.baseName.text.first?.isLowercase == true,
              let inner = access.base.flatMap(subjectPath) else { return nil }
        return inner + "." + access.declName.baseName.text
    }

    /// The enum `X` of the `ForEach(X.allCases) { subject in ... }` whose closure names `subject`.
    private static func iteratedType(of subject: String, around node: Syntax) -> [String]? {
        var current = node.parent
        while let syntax = current {
            if let closure = syntax.as(ClosureExprSyntax.self), closure.parameterNames.contains(subject) {
                guard let each = closure.parent?.as(FunctionCallExprSyntax.self),
                      each.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "ForEach",
                      let list = each.arguments.first?.expression.as(MemberAccessExprSyntax.self),
                      list.declName.baseName.text == "allCases", let type = list.base.flatMap(TypeReading.typePath) else { return nil }
                return type
            }
            current = syntax.parent
        }
        return nil
    }
}
