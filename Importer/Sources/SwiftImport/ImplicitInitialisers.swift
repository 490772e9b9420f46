import SwiftSyntax

/// A view made by an initialiser whose type is left to the context: `func settingsView() ->
/// SettingsView { .init(settingsManager: manager) }`, `var detail: DetailView { .init() }`,
/// `let menu: MenuView = .init(title: "Menu")`. It is a construction of the type written
/// where it is returned or stored, as `SettingsView(settingsManager: manager)` is: without
/// it, a view built only so and by a preview would seem built by the preview alone.
enum ImplicitInitialisers {
    /// The type `.init(...)` makes, when the call is what a function or a property returns or
    /// holds and that one's type is written as a plain name (`SettingsView`, not `some View`).
    static func type(of call: FunctionCallExprSyntax) -> String? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
              member.declName.baseName.text == "init" else { return nil }
        var node = Syntax(call)
        while let parent = node.parent {
            if let function = parent.as(FunctionDeclSyntax.self) { return named(function.signature.returnClause?.type) }
            if let binding = parent.as(PatternBindingSyntax.self) { return named(binding.typeAnnotation?.type) }
            // Only a returned or stored value: an argument's `.init` is the parameter's type.
            guard passesValue(parent) else { return nil }
            node = parent
        }
        return nil
    }

    private static func passesValue(_ node: Syntax) -> Bool {
        node.is(CodeBlockItemSyntax.self) || node.is(CodeBlockItemListSyntax.self) || node.is(CodeBlockSyntax.self)
            || node.is(ReturnStmtSyntax.self) || node.is(InitializerClauseSyntax.self) || node.is(AccessorBlockSyntax.self)
            || node.is(AccessorDeclSyntax.self) || node.is(AccessorDeclListSyntax.self)
    }

    private static func named(_ type: TypeSyntax?) -> String? {
        guard let name = type?.as(IdentifierTypeSyntax.self)?.name.text, name.first?.isUppercase == true else { return nil }
        return name
    }
}
