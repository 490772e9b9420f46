import SwiftSyntax

/// Navigation wrapped in the project's own modifier: a `ViewModifier` whose body wraps a
/// `NavigationLink(destination: destination)` around its content, applied by a function of a
/// `View` extension that passes its parameter on (`func listRow<D: View>(destination: D) ->
/// some View { modifier(ListRowModifier(destination: destination)) }`). A row then pushes
/// what it is given, `.listRow(destination: RequestView(request))`, as a row view wrapping a
/// link does (`LinkWrappers`), and so does a view that passes its own stored view on to it
/// (`DebuggerItemView(destination: SettingsView())`, whose body says `.listRow(destination:
/// destination)`).
enum ForwardedViews {
    /// The function a bare argument is a parameter of, and the parameter's label: `destination`
    /// given as `RowModifier(destination: destination)` in `func listRow(destination: D)`.
    /// Nil for anything else (a stored property, a local, an expression).
    static func parameter(passedAs expression: ExprSyntax) -> (function: String, label: String)? {
        guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        var node = expression.parent
        while let current = node {
            if current.is(ClosureExprSyntax.self) { return nil }
            if let function = current.as(FunctionDeclSyntax.self) {
                guard let parameter = function.signature.parameterClause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == name }),
                      parameter.firstName.tokenKind != .wildcard else { return nil }
                return (function.name.text, parameter.firstName.text)
            }
            node = current.parent
        }
        return nil
    }

    /// A modifier call that may be the project's own (`.listRow(isEditable: false, destination:
    /// ...)`): a lower-camel function. SwiftUI's own modifiers are recorded too, as their
    /// arguments name views; only a project function known to wrap a link gives a route.
    static func isProjectModifier(_ member: MemberAccessExprSyntax) -> Bool {
        member.declName.baseName.text.first?.isLowercase == true
    }
}
