import SwiftSyntax

/// swift-navigation before 1.0 named a presentation's optional item `unwrapping:`
/// (`.sheet(unwrapping: $model.fact) { $fact in FactView(fact: fact) }`,
/// `.navigationDestination(unwrapping: $model.draft)`): without a `case:` it is SwiftUI's
/// `item:` under another label, read as that is. With one it names a case (`CasePresentations`).
enum UnwrappedItems {
    static func item(of call: FunctionCallExprSyntax) -> ExprSyntax? {
        if let item = call.arguments.first(where: { $0.label?.text == "item" }) { return item.expression }
        guard !call.arguments.contains(where: { $0.label?.text == "case" }) else { return nil }
        return call.arguments.first { $0.label?.text == "unwrapping" }?.expression
    }
}
