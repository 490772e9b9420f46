import SwiftSyntax

/// A bar of the app's own that keeps every page alive, stacked, and shows the selected one by
/// a modifier given a condition on the selection: `FeedView().opacity(selected == .feed ? 1 :
/// 0)`, then `SavedView().opacity(selected == .saved ? 1 : 0)` in the same block, or by a
/// visibility modifier of its own given the comparison (`FeedView().visible(selected == .feed)`).
/// Each page is an arm of a switch over the value, as a chain of `if`s comparing it is
/// (`ComparisonChains`).
enum ShownByCondition {
    /// The value compared and each page's statement, for the first block in `node` whose
    /// statements (two or more) are so shown, all by one value.
    static func firstStack(in node: Syntax) -> (subject: String, arms: [(caseName: String, page: Syntax)])? {
        var queue = [node]
        while let current = queue.popLast() {
            if let statements = current.as(CodeBlockItemListSyntax.self), let stack = stack(in: statements) { return stack }
            queue.append(contentsOf: current.children(viewMode: .sourceAccurate).reversed())
        }
        return nil
    }

    private static func stack(in statements: CodeBlockItemListSyntax) -> (subject: String, arms: [(caseName: String, page: Syntax)])? {
        var subject: String?
        var arms: [(caseName: String, page: Syntax)] = []
        for statement in statements {
            guard let page = statement.item.as(ExprSyntax.self), let (compared, caseName) = condition(along: page),
                  subject == nil || subject == compared else { continue }
            subject = compared
            arms.append((caseName, Syntax(page)))
        }
        guard let subject, arms.count >= 2 else { return nil }
        return (subject, arms)
    }

    /// Modifiers that show or hide a page in place: a button's `.foregroundColor(selected ==
    /// .feed ? .accentColor : .gray)` marks the bar's item, not a page.
    private static let showingModifiers: Set<String> = ["opacity", "zIndex"]

    /// Modifiers of the app's own that show a view when given true, as apps write them on
    /// `View` (`func visible(_ isVisible: Bool) -> some View { opacity(isVisible ? 1 : 0) }`):
    /// given the comparison itself (`FeedView().visible(selected == .feed)`), a page so shown.
    private static let visibilityModifiers: Set<String> = ["visible", "isVisible", "shown"]

    /// The comparison a showing modifier of the statement's chain is given as a ternary's
    /// condition (`.opacity(selected == .feed ? 1 : 0)`), or a visibility modifier as its only
    /// argument (`.visible(selected == .feed)`).
    private static func condition(along page: ExprSyntax) -> (subject: String, caseName: String)? {
        var expression = page
        while let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
            let modifier = member.declName.baseName.text
            for argument in call.arguments where showingModifiers.contains(modifier) {
                guard let elements = argument.expression.as(SequenceExprSyntax.self).map({ Array($0.elements) }),
                      elements.count == 5, elements[3].is(UnresolvedTernaryExprSyntax.self) else { continue }
                if let compared = ComparisonChains.comparison(Array(elements.prefix(3))) { return compared }
            }
            if visibilityModifiers.contains(modifier), call.arguments.count == 1, call.arguments.first?.label == nil,
               let elements = call.arguments.first?.expression.as(SequenceExprSyntax.self).map({ Array($0.elements) }), elements.count == 3,
               let compared = ComparisonChains.comparison(elements) {
                return compared
            }
            expression = base
        }
        return nil
    }
}
