import NavreplKit
import SwiftSyntax

/// A route enum's case that its destination shows as nothing: `case .favoritePerson:
/// EmptyView()` in `.navigationDestination(for: Destination.self) { switch $0 { ... } }`.
/// The enum names what may be pushed, but a case kept for later (or for another platform)
/// whose every arm is an `EmptyView` pushes a blank page, not a screen: not a route. A
/// destination for a whole type that shows an `EmptyView` (`{ _ in EmptyView() }`) is left
/// a route, as it names the type's one screen still to be written.
enum PlaceholderCases {
    /// Whether a switch arm's statements are one `EmptyView()` and nothing else.
    static func showsNothing(_ statements: CodeBlockItemListSyntax) -> Bool {
        guard statements.count == 1, let item = statements.first?.item else { return false }
        let expression = item.as(ExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression
        guard let call = expression?.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil else { return false }
        return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "EmptyView"
    }
}

extension SchemaBuilder {
    /// The cases (by `StackRoots.key`) that every destination switching over their enum shows
    /// as an `EmptyView`: a case some switch shows a view for stays a route.
    /// Read once for all the route enums (`placeholderCaseKeys`): one pass over the arms.
    func placeholderCases() -> Set<String> {
        // Most apps have no such arm: nothing to resolve then.
        guard found.screenArms.contains(where: { !$0.placeholders.isEmpty }) else { return [] }
        var empty = Set<String>(), shown = Set<String>()
        for arms in found.screenArms {
            guard let declaration = arms.type.flatMap({ index.enumeration($0, from: arms.scope) }) ?? arms.item.flatMap({ propertyEnum($0) }) else { continue }
            for caseName in arms.views.keys {
                let key = StackRoots.key(declaration, caseName)
                if arms.placeholders.contains(caseName) { empty.insert(key) } else { shown.insert(key) }
            }
        }
        return empty.subtracting(shown)
    }
}
