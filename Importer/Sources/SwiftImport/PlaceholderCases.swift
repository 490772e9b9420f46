import NavreplKit
import SwiftSyntax

/// A route enum's case that its destination shows as nothing: `case .favoritePerson:
/// EmptyView()` in `.navigationDestination(for: Destination.self) { switch $0 { ... } }`.
/// The enum names what may be pushed, but a case kept for later (or for another platform)
/// whose every arm is an `EmptyView` pushes a blank page, not a screen: not a route. A
/// destination for a whole type that shows an `EmptyView` (`{ _ in EmptyView() }`) is left
/// a route, as it names the type's one screen still to be written.
/// So for a tab enum: a case whose content shows nothing (`case .compose: Text("")`,
/// `case .other: EmptyView()`) is the tab bar's compose button, whose selection presents a
/// sheet instead, or a sentinel for no selection, not a place the user can be: not a tab.
enum PlaceholderCases {
    /// Whether a switch arm's statements are one view that shows nothing and nothing else:
    /// `EmptyView()`, `Text("")`, `Color.clear`, or a stack or `Group` with nothing in it.
    static func showsNothing(_ statements: CodeBlockItemListSyntax) -> Bool {
        guard statements.count == 1, let item = statements.first?.item else { return false }
        let expression = item.statementExpression
        if let member = expression?.as(MemberAccessExprSyntax.self) {
            return member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Color" && member.declName.baseName.text == "clear"
        }
        guard let call = expression?.as(FunctionCallExprSyntax.self), call.additionalTrailingClosures.isEmpty,
              let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        switch name {
        case "EmptyView":
            return call.arguments.isEmpty && call.trailingClosure == nil
        case "Text":
            guard call.arguments.count == 1, call.trailingClosure == nil,
                  let literal = call.arguments.first?.expression.as(StringLiteralExprSyntax.self) else { return false }
            return call.arguments.first?.label == nil && literal.segments.allSatisfy { segment in
                segment.as(StringSegmentSyntax.self)?.content.text.isEmpty ?? false
            }
        case "VStack", "HStack", "ZStack", "Group":
            return call.arguments.isEmpty && (call.trailingClosure?.statements.isEmpty ?? false)
        default:
            return false
        }
    }
}

extension SchemaBuilder {
    /// The cases (by `StackRoots.key`) that every destination switching over their enum shows
    /// as an `EmptyView`: a case some switch shows a view for stays a route.
    /// Read once for all the route enums (`placeholderCaseKeys`): one pass over the arms.
    func placeholderCases() -> Set<String> {
        // Most apps have no such arm: nothing to resolve then.
        guard found.screenArms.contains(where: { !$0.placeholders.isEmpty || $0.otherwise?.showsNothing == true }) else { return [] }
        var empty = Set<String>(), shown = Set<String>()
        for arms in found.screenArms {
            guard let declaration = arms.type.flatMap({ index.enumeration($0, from: arms.scope) }) ?? arms.item.flatMap({ propertyEnum($0) }) else { continue }
            let placeholders = arms.placeholders(of: declaration)
            for caseName in arms.views(of: declaration).keys {
                let key = StackRoots.key(declaration, caseName)
                if placeholders.contains(caseName) { empty.insert(key) } else { shown.insert(key) }
            }
        }
        return empty.subtracting(shown)
    }
}

extension SchemaBuilder {
    /// Whether a tab enum's case shows nothing wherever the enum builds its content (a switch
    /// of its own, not a title's), and no item tagged with it shows a view.
    func showsNothing(tab caseName: String, of tabEnum: EnumDeclaration) -> Bool {
        let arms = tabEnum.switches.filter { !Self.titleMembers.contains($0.key) }.compactMap { $0.value[caseName] }
        guard arms.contains(where: \.showsNothing), !arms.contains(where: { !$0.showsNothing && !$0.constructed.isEmpty }) else { return false }
        return !found.tags.contains { tag in
            tag.caseName == caseName && !tag.constructed.isEmpty && tag.type.map { index.enumeration($0, from: tag.scope) === tabEnum } ?? false
        }
    }
}
