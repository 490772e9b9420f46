import SwiftSyntax

/// A `TabView` written in place as what a modifier presents (`.sheet(isPresented:
/// $showsSettings) { TabView { GeneralPane().tabItem { ... } } }`, a popover's, an inspector's)
/// lays out the panes of that presentation: it is shown over a screen, so it is not the app's
/// top level, and its tab items are not the app's tabs. A TabView in a view of the project's
/// that a presentation shows is told apart by where that view is shown; this one has no view
/// of its own to tell it by.
enum PresentedTabViews {
    /// The modifiers whose content is shown over the view they are applied to.
    private static let presentations: Set<String> = ["sheet", "fullScreenCover", "popover", "inspector"]

    /// The presentation `tabView` is written in the content of, as a modifier's name
    /// (`sheet`), or nil when it is written anywhere else, the view a modifier is applied to
    /// among them.
    static func presentation(around tabView: FunctionCallExprSyntax) -> String? {
        var below = Syntax(tabView)
        var current = tabView.parent
        while let node = current {
            // A declaration's body is where its own view is written: its presentations are
            // another view's business.
            if node.is(DeclSyntax.self) || node.is(AccessorBlockSyntax.self) { return nil }
            if let call = node.as(FunctionCallExprSyntax.self), call.calledExpression.id != below.id,
               let member = call.calledExpression.as(MemberAccessExprSyntax.self),
               presentations.contains(member.declName.baseName.text) {
                return member.declName.baseName.text
            }
            below = node
            current = node.parent
        }
        return nil
    }
}
