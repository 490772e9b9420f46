import SwiftSyntax

/// A window an app names for its settings where it makes it: the function that gives it an
/// AppKit host also titles it, or saves its frame, under a settings or preferences name
/// (`window.setFrameAutosaveName("Eul Preferences")`, `window.title = "Settings"`). That
/// window is the settings window wherever it is made, as the app launches too: menu bar apps
/// on the AppKit lifecycle make it in `applicationDidFinishLaunching` and only show it from
/// their Preferences command (`window.makeKeyAndOrderFront(nil)`), its view named for no
/// setting (`ContentView`). The name the user sees, or the frame is kept under, says which
/// window it is; a window made at launch and named otherwise is still the app's own panel.
enum SettingsTitledWindows {
    /// Whether the host is given to a window (`window.contentView = NSHostingView(...)`,
    /// `window.contentViewController = NSHostingController(...)`) that the same function titles
    /// or saves the frame of under a name for settings or preferences.
    static func isContent(_ host: FunctionCallExprSyntax) -> Bool {
        guard let window = windowGiven(host), let body = enclosingBody(of: host) else { return false }
        return namesForSettings(window: window, in: Syntax(body))
    }

    /// `window` in `window.contentView = host` (the files are read unfolded: `a = b` is a
    /// sequence of `a`, `=` and `b`); nil when the host is not so assigned.
    private static func windowGiven(_ host: FunctionCallExprSyntax) -> String? {
        guard let sequence = host.parent?.as(SequenceExprSyntax.self) ?? host.parent?.parent?.as(SequenceExprSyntax.self),
              sequence.elements.count == 3,
              sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
              let target = sequence.elements.first?.as(MemberAccessExprSyntax.self),
              ["contentView", "contentViewController"].contains(target.declName.baseName.text),
              let window = target.base?.trimmedDescription else { return nil }
        return window
    }

    private static func enclosingBody(of node: some SyntaxProtocol) -> CodeBlockSyntax? {
        var current = node.parent
        while let syntax = current {
            if let function = syntax.as(FunctionDeclSyntax.self) { return function.body }
            if let initializer = syntax.as(InitializerDeclSyntax.self) { return initializer.body }
            current = syntax.parent
        }
        return nil
    }

    /// Whether `window.title = "…"` or `window.setFrameAutosaveName("…")` in the node names
    /// the window for settings.
    private static func namesForSettings(window: String, in node: Syntax) -> Bool {
        if let call = node.as(FunctionCallExprSyntax.self),
           let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           member.declName.baseName.text == "setFrameAutosaveName", member.base?.trimmedDescription == window,
           let name = literal(call.arguments.first?.expression), SettingsWindows.isSettingsName(name) {
            return true
        }
        if let sequence = node.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           sequence.elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
           let target = sequence.elements.first?.as(MemberAccessExprSyntax.self),
           target.declName.baseName.text == "title", target.base?.trimmedDescription == window,
           let name = literal(sequence.elements.last), SettingsWindows.isSettingsName(name) {
            return true
        }
        return node.children(viewMode: .sourceAccurate).contains { namesForSettings(window: window, in: $0) }
    }

    private static func literal(_ expression: ExprSyntax?) -> String? {
        expression?.as(StringLiteralExprSyntax.self)?.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
    }
}
