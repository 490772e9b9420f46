import SwiftSyntax

/// A project's own type eraser: a view made from any view, keeping it as an `AnyView` that
/// its `body` shows (`struct FAnyView: View { private let internalView: AnyView; init<V:
/// View>(_ view: V) { internalView = AnyView(view) } var body: some View { internalView } }`),
/// as catalogues hold each demo's screen. Like SwiftUI's `AnyView`, it is not the screen:
/// the view it is made with is, so it is unwrapped as a wrapper view is (`ContentWrapper`),
/// and a value's property of its type holds views as an `AnyView` property does (`HeldViews`).
enum TypeEraser {
    /// Whether `type` is one: not generic itself, with an initialiser generic over a `View`,
    /// a stored `AnyView`, and a `body` that shows it. What else it keeps (the erased type's
    /// name, for a title) does not change what it shows.
    static func isTypeEraser(_ type: StructDeclSyntax) -> Bool {
        guard type.genericParameterClause == nil else { return false }
        var erased: Set<String> = []
        var body: AccessorBlockSyntax?
        var madeFromAnyView = false
        for member in type.memberBlock.members {
            if let initialiser = member.decl.as(InitializerDeclSyntax.self), takesAnyView(initialiser) { madeFromAnyView = true }
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                if name == "body" { body = binding.accessorBlock }
                if binding.typeAnnotation?.type.trimmedDescription == "AnyView", binding.accessorBlock == nil { erased.insert(name) }
            }
        }
        guard madeFromAnyView, !erased.isEmpty, let body else { return false }
        return body.tokens(viewMode: .sourceAccurate).contains { token in
            if case .identifier(let name) = token.tokenKind { return erased.contains(name) }
            return false
        }
    }

    /// `init<V: View>(_ view: V)` or `init(_ view: some View)`.
    private static func takesAnyView(_ initialiser: InitializerDeclSyntax) -> Bool {
        if initialiser.genericParameterClause?.parameters.contains(where: { $0.inheritedType.map(ContentWrapper.isView) ?? false }) ?? false {
            return true
        }
        return initialiser.signature.parameterClause.parameters.contains { $0.type.trimmedDescription == "some View" }
    }
}
