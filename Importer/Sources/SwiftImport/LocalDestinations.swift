import SwiftSyntax

/// A link's destination named by a local constant of the view's own code: `let destination =
/// SetView(code: set.code)` and then `NavigationLink(destination: destination) { EmptyView() }`
/// (a hidden link laid over a row), or `let start = NewsView()` shown by a link's content
/// `{ start }`. The view the constant was made with is the one shown.
enum LocalDestinations {
    /// The views the local named by `destination` (or by a closure's one statement) was
    /// declared with; none when it is not a local or was not made as a view.
    static func alternatives(of destination: ExprSyntax) -> [[String]] {
        guard let reference = reference(in: destination),
              let initializer = LocalValues.initializer(of: reference.baseName.text, from: reference) else { return [] }
        return DestinationView.alternatives(of: initializer)
    }

    /// `destination` in `destination` or in `{ destination }`.
    private static func reference(in expression: ExprSyntax) -> DeclReferenceExprSyntax? {
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil { return reference }
        guard let closure = expression.as(ClosureExprSyntax.self), closure.statements.count == 1,
              let item = closure.statements.first?.item else { return nil }
        let only = item.statementExpression
        return only.flatMap { reference(in: $0) }
    }
}
