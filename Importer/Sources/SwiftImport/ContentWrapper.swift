import SwiftSyntax

/// A project's own view that only shows what it is given: `struct LazyView<Content: View>:
/// View { let build: () -> Content; var body: Content { build() } }`, or a card, a padded
/// frame, a stack of its own around `@ViewBuilder let content: Content`. Shown as a
/// destination (`NavigationLink(destination: LazyView(Detail(item: x)))`), it is not the
/// screen: the view inside it is.
enum ContentWrapper {
    /// Whether `type` is such a view: generic over a `View`, holding a value of that type or
    /// a closure that makes one, which its `body` uses, and holding nothing else but flags of
    /// how it shows it (`var isModalInPresentation = false`). A view that also holds a title
    /// (`GroupView(title:content:)`) is a screen that lays content out.
    static func isContentWrapper(_ type: StructDeclSyntax) -> Bool {
        let views = viewParameters(of: type)
        guard !views.isEmpty else { return false }
        var held: Set<String> = []
        var holdsMore = false
        var body: AccessorBlockSyntax?
        for member in type.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            let isStored = !variable.modifiers.contains { $0.name.tokenKind == .keyword(.static) }
                && !variable.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription != "ViewBuilder" }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                if name == "body" { body = binding.accessorBlock }
                if let type = binding.typeAnnotation?.type, makes(type, oneOf: views) {
                    held.insert(name)
                } else if isStored, binding.accessorBlock == nil, !isFlag(binding) {
                    holdsMore = true
                }
            }
        }
        guard let body, !held.isEmpty, !holdsMore else { return false }
        return body.tokens(viewMode: .sourceAccurate).contains { token in
            if case .identifier(let name) = token.tokenKind { return held.contains(name) }
            return false
        }
    }

    /// `var isModalInPresentation = false` or `let dismissable: Bool`: says how the content is
    /// shown, not what.
    private static func isFlag(_ binding: PatternBindingSyntax) -> Bool {
        if let type = binding.typeAnnotation?.type { return type.trimmedDescription == "Bool" }
        return binding.initializer?.value.is(BooleanLiteralExprSyntax.self) ?? false
    }

    /// The generic parameters constrained to `View`, in the clause or in a `where`.
    static func viewParameters(of type: StructDeclSyntax) -> Set<String> {
        var names: Set<String> = []
        for parameter in type.genericParameterClause?.parameters ?? [] where parameter.inheritedType.map(isView) ?? false {
            names.insert(parameter.name.text)
        }
        for requirement in type.genericWhereClause?.requirements ?? [] {
            if case .conformanceRequirement(let conformance) = requirement.requirement, isView(conformance.rightType) {
                names.insert(conformance.leftType.trimmedDescription)
            }
        }
        return names
    }

    static func isView(_ type: TypeSyntax) -> Bool {
        ["View", "SwiftUI.View"].contains(type.trimmedDescription)
    }

    /// `Content`, `() -> Content`, `(Item) -> Content`, `@ViewBuilder () -> Content`.
    private static func makes(_ type: TypeSyntax, oneOf views: Set<String>) -> Bool {
        if let attributed = type.as(AttributedTypeSyntax.self) { return makes(attributed.baseType, oneOf: views) }
        if let function = type.as(FunctionTypeSyntax.self) { return makes(function.returnClause.type, oneOf: views) }
        if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return makes(only.type, oneOf: views)
        }
        return views.contains(type.trimmedDescription)
    }
}
