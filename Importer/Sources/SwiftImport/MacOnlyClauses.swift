import SwiftSyntax

/// Code only a Mac build compiles: `#if os(macOS)` (or `canImport(AppKit)`), and the `#else`
/// of an `#if os(iOS)`. A multiplatform app's settings view often lays out its preference
/// panes so and its iOS screen otherwise (`#if os(macOS) TabView { ... } #else
/// NavigationStack { ... } #endif`); where an iOS tab or sheet shows the same view, its
/// TabView is still the settings window's, never the app's tab bar (`SettingsWindows`).
enum MacOnlyClauses {
    /// Whether every TabView a type writes is the Mac build's alone: written in a Mac-only
    /// clause, or in a member of its own (not its `body`) that it calls from one
    /// (`#if os(iOS) SettingsList() #else settingsTabs() #endif`).
    static func writesOnlyMacTabViews(_ type: String, _ found: SwiftDeclarations) -> Bool {
        guard let tabViews = found.tabViewsWritten[type], !tabViews.isEmpty else { return false }
        let macOnlyNames = found.macOnlyNames[type] ?? []
        return tabViews.allSatisfy { tabView in
            tabView.macOnly || tabView.member.map { $0 != "body" && macOnlyNames.contains($0) } ?? false
        }
    }

    /// The member of its type a node is written in (`settingsTabs` in `func settingsTabs() ->
    /// some View { TabView { ... } }`, `body`).
    static func member(around node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let syntax = current {
            if let function = syntax.as(FunctionDeclSyntax.self) { return function.name.text }
            if let variable = syntax.as(VariableDeclSyntax.self) { return variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
            current = syntax.parent
        }
        return nil
    }

    static func isMacOnly(_ clause: IfConfigClauseSyntax) -> Bool {
        if let condition = clause.condition { return names(condition, anyOf: mac) && !names(condition, anyOf: others + ["!", "||"]) }
        // An `#else`: Mac-only where every clause before it names iOS alone.
        guard let clauses = clause.parent?.as(IfConfigClauseListSyntax.self) else { return false }
        let before = clauses.prefix { $0.id != clause.id }
        return !before.isEmpty && before.allSatisfy { earlier in
            earlier.condition.map { names($0, anyOf: ["os(iOS)", "canImport(UIKit)"]) && !names($0, anyOf: mac + ["!", "||"]) } ?? false
        }
    }

    private static let mac = ["os(macOS)", "os(OSX)", "canImport(AppKit)"]
    private static let others = ["os(iOS)", "os(watchOS)", "os(tvOS)", "os(visionOS)", "canImport(UIKit)", "targetEnvironment"]

    private static func names(_ condition: ExprSyntax, anyOf words: [String]) -> Bool {
        let text = condition.trimmedDescription.filter { !$0.isWhitespace }
        return words.contains { text.contains($0) }
    }
}
