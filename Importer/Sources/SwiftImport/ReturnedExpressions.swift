import SwiftSyntax

/// The expressions a body returns: each `return`'s, outside the closures and functions nested
/// in it, whose returns are their own.
enum ReturnedExpressions {
    /// What a body of statements returns at its own level, when it says `return`: a closure
    /// that prepares a value before its view (`var draft = Draft(); if let saved { draft =
    /// saved }; return EditorView(draft: draft)`) shows what it returns, whatever comes first.
    /// A closure with a `return` is no view builder, so nothing before it is shown.
    static func topLevel(of statements: CodeBlockItemListSyntax) -> ExprSyntax? {
        statements.lazy.compactMap { $0.item.as(ReturnStmtSyntax.self)?.expression }.first
    }

    static func of(_ body: some SyntaxProtocol) -> [ExprSyntax] {
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(body)
        return finder.returned
    }

    private final class Finder: SyntaxVisitor {
        var returned: [ExprSyntax] = []
        override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
            if let expression = node.expression { returned.append(expression) }
            return .skipChildren
        }
        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    }
}
