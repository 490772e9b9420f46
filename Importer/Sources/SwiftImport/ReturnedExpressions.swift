import SwiftSyntax

/// The expressions a body returns: each `return`'s, outside the closures and functions nested
/// in it, whose returns are their own.
enum ReturnedExpressions {
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
