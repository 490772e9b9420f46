import SwiftSyntax

/// A settings window an app opens itself through AppKit, as menu bar apps and apps older than
/// SwiftUI's `Settings` scene do: a view given to a hosting controller or view
/// (`NSHostingController(rootView: PreferencesView())`, `NSHostingView(rootView: view)`)
/// in a method or a type named for settings or preferences (`@objc func
/// preferencesAction()`, `func showSettingsWindow()`, `class PreferencesWindowController`).
/// Its view lays out preference panes as a `Settings` scene's does (`SettingsWindows`): its
/// TabView's tabs and its sidebar's sections are the window's panes, not the app's tabs nor
/// its routes. A window hosted anywhere else (the delegate's main window, a menu bar panel)
/// is the app's.
enum HostedSettingsWindows {
    /// The views an AppKit host in a settings window's method or type is given; nil for any
    /// other call.
    static func views(in call: FunctionCallExprSyntax) -> [String]? {
        let called = call.calledExpression.as(GenericSpecializationExprSyntax.self)?.expression ?? call.calledExpression
        guard let host = TypeReading.typePath(called)?.last, host == "NSHostingController" || host == "NSHostingView",
              var root = call.arguments.first(where: { $0.label?.text == "rootView" })?.expression,
              isInSettingsDeclaration(call) else { return nil }
        // `let view = PreferencesView(...)` then `NSHostingController(rootView: view)`.
        if let name = root.as(DeclReferenceExprSyntax.self)?.baseName.text, let value = LocalValues.initializer(of: name, from: call) {
            root = value
        }
        let views = ConstructionFinder.constructed(in: Syntax(root))
        return views.isEmpty ? nil : views
    }

    /// Whether a function, a property or a type enclosing the node is named for settings or
    /// preferences (`openPreferences`, `settingsWindow`, `SettingsWindowController`).
    private static func isInSettingsDeclaration(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let syntax = current {
            let name: String?
            if let function = syntax.as(FunctionDeclSyntax.self) {
                name = function.name.text
            } else if let variable = syntax.as(VariableDeclSyntax.self) {
                name = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            } else if let type = syntax.as(ClassDeclSyntax.self) {
                name = type.name.text
            } else if let type = syntax.as(StructDeclSyntax.self) {
                name = type.name.text
            } else {
                name = nil
            }
            if let name = name?.lowercased(), name.contains("settings") || name.contains("preferences") { return true }
            current = syntax.parent
        }
        return false
    }
}
