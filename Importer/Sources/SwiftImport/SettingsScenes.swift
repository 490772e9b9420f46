import SwiftSyntax

/// A macOS `Settings { SettingsView() }` scene: the app's settings window, opened from the
/// app menu. Its panes (a `TabView` of General, Advanced, ...) are that window's, not the
/// tabs of the app's main window, so the tabs read from the views it shows are dropped.
enum SettingsScenes {
    /// The views a `Settings { ... }` scene shows, when the call is one: written in a
    /// `body` of `some Scene`, so that a view of the app named `Settings` is not taken for it.
    static func shownViews(by call: FunctionCallExprSyntax) -> [String]? {
        guard call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Settings",
              call.arguments.isEmpty, let closure = call.trailingClosure, isInSceneBody(call) else { return nil }
        return ConstructionFinder.constructed(in: Syntax(closure))
    }

    /// Whether the node is inside a property typed `some Scene` (an App's or a Scene's `body`).
    private static func isInSceneBody(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let syntax = current {
            if let binding = syntax.as(PatternBindingSyntax.self) {
                return binding.typeAnnotation?.type.trimmedDescription.hasSuffix("Scene") ?? false
            }
            current = syntax.parent
        }
        return false
    }

    /// Drops the tags, tab selections and TabViews read in the views a settings window shows.
    static func dropTabs(from found: inout SwiftDeclarations) {
        let views = found.settingsSceneViews
        guard !views.isEmpty else { return }
        let shown = { (scope: [String]) in views.contains(scope.first ?? "") }
        found.tags.removeAll { shown($0.scope) }
        found.tabSelections.removeAll { shown($0.scope) }
        // Nor is its TabView one that makes an enum named for tabs the app's tab enum.
        for view in views where found.uses[view] != nil {
            found.uses[view]!.constructed.removeAll { $0 == "TabView" }
        }
    }
}
