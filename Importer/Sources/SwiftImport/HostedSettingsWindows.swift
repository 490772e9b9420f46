import SwiftSyntax

/// A settings window an app opens itself through AppKit, as menu bar apps and apps older than
/// SwiftUI's `Settings` scene do: a view given to a hosting controller or view
/// (`NSHostingController(rootView: PreferencesView())`, `NSHostingView(rootView: view)`)
/// in a method or a type named for settings or preferences (`@objc func
/// preferencesAction()`, `func showSettingsWindow()`, `class PreferencesWindowController`),
/// or in a window the same function titles for them (`SettingsTitledWindows`), even as the app
/// launches, or whose own type is so named wherever it is hosted (`func configure()` hosting
/// `PreferencesView()`, `SettingsView().environmentObject(store)`): an AppKit host is a Mac
/// window, and a Mac app's view named for its settings is its settings window's.
/// Its view lays out preference panes as a `Settings` scene's does (`SettingsWindows`): its
/// TabView's tabs and its sidebar's sections are the window's panes, not the app's tabs nor
/// its routes. A window hosted anywhere else (the delegate's main window, a menu bar panel)
/// is the app's, as is one given a popover or made as the app launches, whatever its view is
/// called (`QuickSettingsView` as a menu bar popover's content).
enum HostedSettingsWindows {
    /// The views an AppKit host in a settings window's method or type is given; nil for any
    /// other call.
    static func views(in call: FunctionCallExprSyntax) -> [String]? {
        let called = call.calledExpression.as(GenericSpecializationExprSyntax.self)?.expression ?? call.calledExpression
        guard let host = TypeReading.typePath(called)?.last, host == "NSHostingController" || host == "NSHostingView",
              var root = call.arguments.first(where: { $0.label?.text == "rootView" })?.expression else { return nil }
        // `let view = PreferencesView(...)` then `NSHostingController(rootView: view)`, or
        // `view.environmentObject(store)`: the modifiers change no view the window shows.
        if let name = modified(root).as(DeclReferenceExprSyntax.self)?.baseName.text, let value = LocalValues.initializer(of: name, from: call) {
            root = value
        }
        guard isInSettingsDeclaration(call) || SettingsTitledWindows.isContent(call)
            || hostedType(root).map(SettingsWindows.isSettingsName) == true && !isAppsOwnPanel(call) else { return nil }
        let views = ConstructionFinder.constructed(in: Syntax(root))
        return views.isEmpty ? nil : views
    }

    /// The expression below a view's modifiers (`view` in `view.frame(width: 400)`).
    private static func modified(_ root: ExprSyntax) -> ExprSyntax {
        var view = root
        while let call = view.as(FunctionCallExprSyntax.self), let modifier = call.calledExpression.as(MemberAccessExprSyntax.self), let base = modifier.base {
            view = base
        }
        return view
    }

    /// The type of the view a host is given, below its modifiers (`PrefsView` in
    /// `PrefsView().frame(width: 400)`); nil for any other expression.
    private static func hostedType(_ root: ExprSyntax) -> String? {
        guard let call = modified(root).as(FunctionCallExprSyntax.self) else { return nil }
        return TypeReading.typePath(call.calledExpression)?.last
    }

    /// Whether the host is the app's own panel, whatever its view is called: a popover's content
    /// (`popover.contentViewController = NSHostingController(rootView: QuickSettingsView())`),
    /// or a window made as the app launches (`applicationDidFinishLaunching`), the menu bar
    /// app's panel or main window.
    private static func isAppsOwnPanel(_ call: FunctionCallExprSyntax) -> Bool {
        // The files are read unfolded: `a = b` is a sequence of `a`, `=` and `b`.
        if let sequence = call.parent?.parent?.as(SequenceExprSyntax.self), sequence.elements.contains(where: { $0.is(AssignmentExprSyntax.self) }),
           sequence.elements.first?.trimmedDescription.lowercased().contains("popover") == true {
            return true
        }
        var current = call.parent
        while let syntax = current {
            if let function = syntax.as(FunctionDeclSyntax.self) { return function.name.text.hasPrefix("application") && function.name.text.hasSuffix("FinishLaunching") }
            current = syntax.parent
        }
        return false
    }

    /// Whether a function, a property or a type enclosing the node is named for settings or
    /// preferences (`openPreferences`, `settingsWindow`, `SettingsWindowController`, `showPrefs`).
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
            if let name, SettingsWindows.isSettingsName(name) { return true }
            current = syntax.parent
        }
        return false
    }
}
