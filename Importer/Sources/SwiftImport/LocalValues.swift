import SwiftSyntax

/// The value a local was declared with, seen from where it is used: `destination` in
/// `.sheet(isPresented: $x) { destination.content }` after `let destination =
/// field.destination(for: user)`, or `coordinator` in `push(coordinator)` after `let
/// coordinator = SettingsScreenCoordinator(...)`.
enum LocalValues {
    /// The initial value of the nearest local named `name` declared in a body enclosing `node`.
    static func initializer(of name: String, from node: some SyntaxProtocol) -> ExprSyntax? {
        var current = node.parent
        // A bound, for a pathologically deep tree.
        for _ in 0..<64 {
            guard let syntax = current else { return nil }
            if let statements = syntax.as(CodeBlockItemListSyntax.self) {
                for item in statements {
                    for binding in item.item.as(VariableDeclSyntax.self)?.bindings ?? []
                    where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                        return binding.initializer?.value
                    }
                }
            }
            current = syntax.parent
        }
        return nil
    }
}
