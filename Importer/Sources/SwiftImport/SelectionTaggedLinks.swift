import SwiftSyntax

/// `NavigationLink(destination: HelloPane(), tag: .hello, selection: $pane)`: a link of a
/// selection (a macOS sidebar's, iOS 13's programmatic links). The case it is tagged with is
/// how the app's state names the screen it shows, and deep links set that case: the route is
/// named after it (`hello`), as a case of a route enum is, not after the view's type.
enum SelectionTaggedLinks {
    /// The case a link's `tag:` names, when it is tagged for a `selection:`.
    static func selectionCase(of call: FunctionCallExprSyntax) -> String? {
        guard call.arguments.contains(where: { $0.label?.text == "selection" }),
              let tag = call.arguments.first(where: { $0.label?.text == "tag" })?.expression,
              let name = TypeReading.caseReference(tag)?.caseName, AppName.isValid(name) else { return nil }
        return name
    }

    /// The view graph's name of a tagged link's screen built in place from SwiftUI's own
    /// views (`NavigationLink(destination: Image(systemName: "arrow.left").navigationTitle("Left"),
    /// tag: Arrow.left, selection: $arrow)`), which no type names: still a screen the app's
    /// state selects by its case, so a route named after that case. nil for a destination
    /// that is a variable's or a function's, which may name a view once every file is read.
    static func screenBuiltInPlace(_ destination: ExprSyntax, taggedWith selectionCase: String, in usesKey: String) -> String? {
        var expression = destination
        if let closure = expression.as(ClosureExprSyntax.self) {
            guard let first = DestinationView.firstExpression(of: closure.statements) else { return nil }
            expression = first
        }
        while let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              let base = member.base {
            expression = base
        }
        guard let call = expression.as(FunctionCallExprSyntax.self), let name = TypeReading.typePath(call.calledExpression)?.last,
              DestinationView.builtIn.contains(name) else { return nil }
        return usesKey + "#" + selectionCase
    }
}
