import SwiftSyntax

/// A value chosen by a condition: `flag ? Route.a : .b`, `isNew ? .edit : .view(id)`. Either
/// may be pushed, so each branch is read as if pushed alone.
enum ConditionalValues {
    /// The values a conditional chooses between, a chain's too (`a ? .x : b ? .y : .z`); nil
    /// for any other expression. The parser leaves `?:` unfolded, as a sequence.
    static func branches(of value: ExprSyntax) -> [ExprSyntax]? {
        guard let sequence = value.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count >= 3, elements.count % 2 == 1 else { return nil }
        let ternaries = stride(from: 1, to: elements.count, by: 2).compactMap { elements[$0].as(UnresolvedTernaryExprSyntax.self) }
        guard ternaries.count == elements.count / 2 else { return nil }
        return ternaries.map(\.thenExpression) + [elements.last!]
    }
}
