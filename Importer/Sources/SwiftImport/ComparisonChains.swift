import SwiftSyntax

/// A chain of `if`s that compares one value with an enum's cases, the `switch` SwiftUI's view
/// builders could not hold before Swift 5.3 (2020): `if viewRouter.currentPage == .home {
/// HomeView() } else if viewRouter.currentPage == .liked { LikedView() } else { ... }`, as
/// apps of 2019 and 2020 show their own tab bar's pages. Read as a switch over the value, each
/// compared case an arm; the last `else` names no case, so it is no arm, but for an index
/// compared with integers or strings (`if selected == 0`), whose `else` is its `default:`.
enum ComparisonChains {
    /// The value compared (`viewRouter.currentPage`, `selection` for `self.selection`) and the
    /// block shown for each case, of the first such chain in `node` comparing two cases or more.
    static func firstChain(in node: Syntax) -> (subject: String, arms: [(caseName: String, body: CodeBlockSyntax)])? {
        for choice in node.tokens(viewMode: .sourceAccurate).compactMap({ $0.parent?.as(IfExprSyntax.self) })
        where choice.parent?.is(IfExprSyntax.self) != true {
            var subject: String?
            var arms: [(caseName: String, body: CodeBlockSyntax)] = []
            var current: IfExprSyntax? = choice
            while let branch = current {
                guard branch.conditions.count == 1, let condition = branch.conditions.first?.condition.as(ExprSyntax.self),
                      let (compared, caseName) = comparison(condition), subject == nil || subject == compared else { break }
                subject = compared
                arms.append((caseName, branch.body))
                current = branch.elseBody?.as(IfExprSyntax.self)
                // An index's last `else` shows the screen of the indices not compared.
                if current == nil, let last = branch.elseBody?.as(CodeBlockSyntax.self), arms.allSatisfy({ IndexedScreens.isIndex($0.caseName) }) {
                    arms.append((IndexedScreens.otherwise, last))
                }
            }
            if let subject, arms.count >= 2 { return (subject, arms) }
            if let siblings = siblingIfs(from: choice) { return siblings }
        }
        return nil
    }

    /// `if selected == .feed { FeedView() }` followed by `if selected == .saved { SavedView() }`
    /// in the same block, each without an `else`: a bar of the app's own stacking its pages, one
    /// shown at a time, compared as a chain's branches are. Two such `if`s or more, all of one value.
    private static func siblingIfs(from first: IfExprSyntax) -> (subject: String, arms: [(caseName: String, body: CodeBlockSyntax)])? {
        guard first.elseBody == nil, let statements = first.parent?.parent?.parent?.as(CodeBlockItemListSyntax.self)
                ?? first.parent?.parent?.as(CodeBlockItemListSyntax.self) else { return nil }
        var subject: String?
        var arms: [(caseName: String, body: CodeBlockSyntax)] = []
        for statement in statements {
            guard let branch = statement.item.statementExpression?.as(IfExprSyntax.self) else { continue }
            guard branch.elseBody == nil, branch.conditions.count == 1, let condition = branch.conditions.first?.condition.as(ExprSyntax.self),
                  let (compared, caseName) = comparison(condition), subject == nil || subject == compared else { return nil }
            subject = compared
            arms.append((caseName, branch.body))
        }
        guard let subject, arms.count >= 2 else { return nil }
        return (subject, arms)
    }

    /// `value == .case` or `.case == value`: the value's path without `self` and the case; or
    /// the index an integer or a string compared writes (`selected == 0`, `IndexedScreens`).
    private static func comparison(_ condition: ExprSyntax) -> (subject: String, caseName: String)? {
        // Unfolded, as the parser leaves operators: `value`, `==`, `.case`.
        guard let elements = condition.as(SequenceExprSyntax.self).map({ Array($0.elements) }), elements.count == 3 else { return nil }
        return comparison(elements)
    }

    /// `value`, `==`, `.case` (or the case first): the value's path and the case, or the index.
    static func comparison(_ elements: [ExprSyntax]) -> (subject: String, caseName: String)? {
        guard elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "==" else { return nil }
        for (value, other) in [(elements[0], elements[2]), (elements[2], elements[0])] {
            if let reference = TypeReading.caseReference(other), let path = valuePath(value) { return (path, reference.caseName) }
            if let index = IndexedScreens.index(other), let path = valuePath(value) { return (path, index) }
        }
        return nil
    }

    /// The value compared: `selection`, or a held one as a switch names it (`SwitchFinder`).
    private static func valuePath(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.tokenKind == .keyword(.self) ? nil : reference.baseName.text
        }
        return SwitchFinder.heldPath(expression)
    }
}
