import SwiftSyntax

/// A presentation whose content lays a title bar of SwiftUI's own views over one view of the
/// project's, built in place (a Mac sheet's usual header, which a `NavigationStack`'s toolbar
/// would otherwise give):
///
///     .sheet(isPresented: $showAddModel) {
///         VStack(spacing: 0) {
///             HStack { Text("Add Model").font(.headline); Spacer(); Button("Cancel") { ... } }
///             Divider()
///             ProviderModelConfigCore(user: user) { _ in showAddModel = false }
///         }
///     }
///
/// The `VStack` is SwiftUI's, so `DestinationView` reads no screen in it; but all it adds is
/// the title, a control or two and a divider above the view, which is the screen presented:
/// its route, as if the content were that view alone. Read only when the stack's last view is
/// the one view not SwiftUI's (seen through a `ScrollView`, a `Group` or a stack given it),
/// given no views of its own to lay out (a card of the project's given views in a closure
/// lays out controls built in place, no screen: `GeneralSettingsCard(title: ...) { ... }`; a
/// closure called back, `{ _ in showAddModel = false }`, is no such content), and
/// every view above it is SwiftUI's own; any other statement (a `ForEach`, an `if`, a property
/// or a call) leaves the content unread, as before.
enum TitledPresentations {
    /// SwiftUI's views that show the one view inside them, looked through for the screen.
    private static let containers: Set<String> = ["ScrollView", "Group", "NavigationStack", "NavigationView"]

    /// The view chains (as `DestinationView.alternatives` gives them) the content shows under
    /// its title bar; none when it is not such a stack.
    static func alternatives(of content: ExprSyntax) -> [[String]] {
        guard let stack = construction(in: content), name(of: stack) == "VStack", let body = stack.trailingClosure else { return [] }
        let views = body.statements.map(\.item)
        guard views.count >= 2, let last = views.last else { return [] }
        for above in views.dropLast() {
            guard let view = above.statementExpression.flatMap(construction(in:)), let type = name(of: view),
                  DestinationView.builtIn.contains(type), !containers.contains(type) else { return [] }
        }
        guard let shown = last.statementExpression, let screen = screen(in: shown, depth: 0) else { return [] }
        let chains = DestinationView.alternatives(of: ExprSyntax(screen))
        return chains.count == 1 ? chains : []
    }

    /// The project's view a statement shows, through SwiftUI's containers of one view.
    private static func screen(in expression: ExprSyntax, depth: Int) -> FunctionCallExprSyntax? {
        guard depth <= DestinationView.maximumWrapping, let view = construction(in: expression), let type = name(of: view) else { return nil }
        if containers.contains(type) {
            guard let body = view.trailingClosure, body.statements.count == 1, let only = body.statements.first?.item.statementExpression else { return nil }
            return screen(in: only, depth: depth + 1)
        }
        guard !DestinationView.builtIn.contains(type), type != "ForEach", view.additionalTrailingClosures.isEmpty,
              !(view.trailingClosure.map(isContent) ?? false) else { return nil }
        return view
    }

    /// Whether a trailing closure is views given to lay out (`Card { Toggle(...) }`), not a
    /// callback (`{ _ in showAddModel = false }`, `{ dismiss() }`): it takes no parameters and
    /// starts with a view's construction.
    private static func isContent(_ closure: ClosureExprSyntax) -> Bool {
        guard closure.signature == nil, let first = closure.statements.first?.item.statementExpression,
              let view = construction(in: first), let type = name(of: view) else { return false }
        return type != "Task"
    }

    /// The construction at the base of a modifier chain (`Divider().padding()`), through a
    /// closure's one statement (`{ VStack { ... } }`).
    private static func construction(in expression: ExprSyntax) -> FunctionCallExprSyntax? {
        var expression = expression
        if let closure = expression.as(ClosureExprSyntax.self) {
            guard closure.statements.count == 1, let only = closure.statements.first?.item.statementExpression else { return nil }
            expression = only
        }
        while let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let base = member.base {
            expression = base
        }
        return expression.as(FunctionCallExprSyntax.self)
    }

    private static func name(of call: FunctionCallExprSyntax) -> String? {
        guard let name = TypeReading.typePath(call.calledExpression)?.last, name.first?.isUppercase == true else { return nil }
        return name
    }
}
