import SwiftSyntax

/// A view built for each element of a list (`List(items) { item in MediaRow(item: item) }`,
/// `ForEach(items) { ... }`): a row or a cell. A switch in it over what its item holds
/// (`switch item.kind { case .photo: photoThumb case .video: videoThumb }`) lays out that
/// item by its kind; it is not the app's view modes, however near the scene the row is. A view
/// also built elsewhere, or a switch over the value it is given itself (`ForEach(Tab.allCases)
/// { tab in TabPage(tab: tab) }` switching over `tab`, a page per mode), is read as before.
enum RowViews {
    /// Whether `call` is written in the closure a `ForEach` or a `List` runs for each element
    /// (one naming a parameter, or using `$0`), inside the same declaration.
    static func isBuiltPerElement(_ call: FunctionCallExprSyntax) -> Bool {
        var node = Syntax(call).parent
        while let current = node {
            if current.is(MemberBlockSyntax.self) || current.is(FunctionDeclSyntax.self) || current.is(VariableDeclSyntax.self) { return false }
            if let closure = current.as(ClosureExprSyntax.self), let holder = closure.parent?.as(FunctionCallExprSyntax.self)
                ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
               let callee = holder.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
               callee == "ForEach" || callee == "List", closure.signature?.parameterClause != nil || usesShorthandParameter(closure) {
                return true
            }
            node = current.parent
        }
        return false
    }

    /// Whether the closure itself names `$0`, not a closure inside it (`List { Header();
    /// ForEach(items) { Row(item: $0) } }` runs once, its `ForEach`'s closure per element).
    private static func usesShorthandParameter(_ closure: ClosureExprSyntax) -> Bool {
        final class Shorthand: SyntaxVisitor {
            var found = false
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
                if case .dollarIdentifier = token.tokenKind { found = true }
                return .skipChildren
            }
        }
        let visitor = Shorthand(viewMode: .sourceAccurate)
        visitor.walk(closure.statements)
        return visitor.found
    }

    /// Whether the switch of `view` is over something its item holds (`item.kind`, a path
    /// through a value), and the view is built only for a list's elements.
    static func switchesOverItsItem(_ subject: String, view: String, _ found: SwiftDeclarations) -> Bool {
        let path = subject.hasPrefix("self.") ? String(subject.dropFirst(5)) : subject
        return path.contains(".") && found.rowConstructions.contains(view) && !found.otherConstructions.contains(view)
    }
}
