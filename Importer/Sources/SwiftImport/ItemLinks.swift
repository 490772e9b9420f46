import SwiftSyntax

/// swift-navigation's link driven by an optional item
/// (`NavigationLink(item: $model.destination.detail) { detail in DetailView(detail: detail) }
/// label: { ... }`): it pushes what `.navigationDestination(item:)` with that binding would, so
/// it is read as that modifier is, its first trailing closure being the destination.
enum ItemLinks {
    static func isItemLink(_ call: FunctionCallExprSyntax) -> Bool {
        call.arguments.contains { $0.label?.text == "item" }
    }
}
