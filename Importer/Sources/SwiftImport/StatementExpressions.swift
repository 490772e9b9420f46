import SwiftSyntax

/// The expression a statement of a body stands for. A one-line body of a view builder, a
/// closure or a computed property parses as an expression, an expression statement or a
/// `return`, depending on how it was written; every reader asks the same question of it.
extension CodeBlockItemSyntax.Item {
    /// The expression the statement is: `Text("a")`, or a call, on a line of its own.
    var statementExpression: ExprSyntax? {
        self.as(ExprSyntax.self) ?? self.as(ExpressionStmtSyntax.self)?.expression
    }

    /// The expression the statement yields: its own, or the one it returns (`return Text("a")`).
    var yieldedExpression: ExprSyntax? {
        statementExpression ?? self.as(ReturnStmtSyntax.self)?.expression
    }
}
