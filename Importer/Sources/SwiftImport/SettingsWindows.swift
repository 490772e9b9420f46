import SwiftSyntax

/// macOS's settings window: `Settings { SettingsView() }` in an App's scene opens a
/// preferences window beside the app's own (⌘,). A `TabView` there lays out the preference
/// panes (General, Accounts, Advanced), as System Settings does, not the app's tab bar; so
/// the tabs its TabView declares are dropped before the app's tabs are chosen. So are the
/// sections a `NavigationSplitView`'s sidebar chooses there (`List(SettingsSection.allCases,
/// selection: $section)`, the detail showing each section's pane), as System Settings lays
/// them out: the window's panes, not the app's routes. What the panes push or present is
/// still read, the app's routes: only their tabs and sections are not the app's. The window
/// is beside the main one, not shown from its root: no edge leads from the app's root into
/// it (`EdgeReader`), and a route only it leads to is said to be led to from beside the tabs.
enum SettingsWindows {
    /// The views a `Settings { ... }` scene builds, when the call is one in a scene's body
    /// (`var body: some Scene`, or a property or method of the App's typed so, which its body
    /// calls: `private func settings() -> some Scene { Settings { ... } }`): nil for any other
    /// call named `Settings` (a view or a model of the project's called so is no scene). So are those of a window scene titled or
    /// identified for settings or options (`Window("Preferences", id: "prefs") { PrefsView() }`), as apps
    /// wrote their settings window before the `Settings` scene, or to open it by `openWindow`.
    static func views(in call: FunctionCallExprSyntax) -> [String]? {
        guard let scene = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let closure = call.trailingClosure ?? call.arguments.first(where: { $0.label?.text == "content" })?.expression.as(ClosureExprSyntax.self),
              isInSceneBody(call) else { return nil }
        switch scene {
        case "Settings" where call.arguments.isEmpty: break
        // A window group titled so and given no id is the app's main window (an editor of
        // preferences files): only its id says it is opened as the settings window.
        case "Window" where isNamedForSettings(call, labels: [nil, "id"]), "WindowGroup" where isNamedForSettings(call, labels: ["id"]): break
        default: return nil
        }
        return ConstructionFinder.constructed(in: Syntax(closure))
    }

    /// The views a `Window` scene builds beside the app's main window (a `WindowGroup`, a
    /// `DocumentGroup` or a `MenuBarExtra` written before it in the same scene body, the
    /// scene the app opens first), whatever its title (`Window("Library", id: "library") {
    /// LibraryView() }`): a window of its own, opened by `openWindow`, as the settings window
    /// is. So are those of a `WindowGroup` written there and opened so, by its id or a value
    /// (`WindowGroup(id: "library")`, `WindowGroup(for: Palette.ID.self)`). Its TabView lays
    /// out that window's panes, not the app's tabs, and no edge leads from the main root into
    /// it; what it pushes or presents is the app's. A scene written first is the main one, and
    /// so is a window group given neither. nil for any other call, and for a settings window's
    /// (`views(in:)`).
    static func auxiliaryWindowViews(in call: FunctionCallExprSyntax) -> [String]? {
        let scene = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        guard scene == "Window" || scene == "WindowGroup" && call.arguments.contains(where: { ["id", "for"].contains($0.label?.text) }),
              views(in: call) == nil,
              let closure = call.trailingClosure ?? call.arguments.first(where: { $0.label?.text == "content" })?.expression.as(ClosureExprSyntax.self),
              let body = sceneBody(of: call),
              body.tokens(viewMode: .sourceAccurate).contains(where: { token in
                  token.position < call.position && ["WindowGroup", "DocumentGroup", "MenuBarExtra"].contains(token.text)
              })
        else { return nil }
        return ConstructionFinder.constructed(in: Syntax(closure))
    }

    /// Whether a name is one for settings or preferences (`openPreferences`,
    /// `SettingsWindowController`, `showPrefs`, `PreferenceView`).
    static func isSettingsName(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return ["settings", "preference", "prefs"].contains { lowered.contains($0) }
    }

    /// Whether a window scene's title or `id:` names settings: written as a string, as a
    /// `Text` of one (`Window(Text("Settings"), id: ...)`), or as a constant so named
    /// (`id: WindowID.settings`).
    private static func isNamedForSettings(_ scene: FunctionCallExprSyntax, labels: Set<String?>) -> Bool {
        scene.arguments.contains { argument in
            guard labels.contains(argument.label?.text) else { return false }
            var name = argument.expression
            if let text = name.as(FunctionCallExprSyntax.self), text.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Text",
               let first = text.arguments.first?.expression {
                name = first
            }
            if let literal = name.as(StringLiteralExprSyntax.self) { return isWindowName(literal.segments.trimmedDescription) }
            if let constant = name.as(MemberAccessExprSyntax.self) { return isWindowName(constant.declName.baseName.text) }
            return false
        }
    }

    /// Whether a window's title or id names settings, or options as a window of them is
    /// called on other systems (`Window("Options", id: "options")`). Only a window is so read:
    /// an options view elsewhere is as often a sheet of one screen's choices.
    private static func isWindowName(_ name: String) -> Bool {
        isSettingsName(name) || name.lowercased().contains("options")
    }

    /// Whether the node is inside a property or method typed `some Scene` (an App's `body`).
    private static func isInSceneBody(_ node: some SyntaxProtocol) -> Bool { sceneBody(of: node) != nil }

    /// The property or method typed `some Scene` the node is inside (an App's `body`, or a
    /// part of it the app builds apart, `@SceneBuilder private func menuBarExtras() -> some
    /// Scene`, as apps split their scenes to keep the body short or to return one scene or
    /// another by `#available`): scenes are written nowhere else.
    private static func sceneBody(of node: some SyntaxProtocol) -> DeclSyntax? {
        var current = node.parent
        while let syntax = current {
            if let variable = syntax.as(VariableDeclSyntax.self) {
                let typed = variable.bindings.contains { binding in
                    binding.typeAnnotation.map { isScene($0.type) } ?? false
                }
                return typed ? DeclSyntax(variable) : nil
            }
            if let function = syntax.as(FunctionDeclSyntax.self) {
                let typed = function.signature.returnClause.map { isScene($0.type) } ?? false
                return typed ? DeclSyntax(function) : nil
            }
            current = syntax.parent
        }
        return nil
    }

    /// Whether a declared type is `some Scene`.
    private static func isScene(_ type: TypeSyntax) -> Bool {
        type.as(SomeOrAnyTypeSyntax.self)?.constraint.trimmedDescription == "Scene"
    }

    /// Drops the tabs of the TabViews in the views only a settings scene shows: their
    /// selections, tags, tab items, listed cases and tab modifiers, and the TabView itself as
    /// a construction (which would let a `*Tab` enum be guessed as the app's tabs); and the
    /// selections of their sidebars' lists, whose enum would be read as routes, and their
    /// split views, whose columns are the window's, not the app's. A view
    /// another of the app's types also builds (a settings sheet on iOS) is left as it is,
    /// unless its TabViews are all the Mac build's (`MacOnlyClauses`): then they are dropped,
    /// and its taps, the iOS screen's, are kept.
    /// The views an app's settings window hosts through AppKit (`HostedSettingsWindows`) are
    /// dropped from in the same way.
    static func dropPanes(from found: inout SwiftDeclarations) {
        let shown = found.settingsViews
        guard !shown.isEmpty else { return }
        var builtElsewhere = Set<String>()
        // The scene's own type builds it (the App, or a `Scene` of the app's), and a preview
        // does for Xcode's canvas (as does a `#Preview`, outside any type, and a view only
        // previews build): none shows it in the app.
        let unshown = SettingsWindowSubviews.unshownBuilders(found)
        for (key, uses) in found.uses where !found.settingsSceneTypes.contains(key) && !unshown.contains(key) {
            builtElsewhere.formUnion(uses.constructed.filter(shown.contains))
        }
        // A view an iOS tab or sheet shows too lays out panes where its every TabView is the
        // Mac build's alone (`#if os(macOS) TabView { ... } #else ... #endif`).
        let macPanes = builtElsewhere.filter { MacOnlyClauses.writesOnlyMacTabViews($0, found) }
        let panes = shown.subtracting(builtElsewhere).union(macPanes)
        guard !panes.isEmpty else { return }
        // Beside a window of the app's own, the settings window is no part of its walk; where
        // it is the app's only SwiftUI window (a menu bar app whose menu opens it, a status
        // item's preferences), its taps are the app's, led to from its root as before.
        if hasWindowBeside(panes, in: found) { found.settingsPanes = panes.subtracting(macPanes) }
        // The panes whose tabs, and whose sidebar sections, are dropped: what the report names.
        var tabbed = Set<String>()
        func drop<Mention>(_ mentions: inout [Mention], in scope: (Mention) -> [String], into dropped: inout Set<String>) {
            mentions.removeAll { mention in
                guard let view = scope(mention).first, panes.contains(view) else { return false }
                dropped.insert(view)
                return true
            }
        }
        drop(&found.tabSelections, in: \.scope, into: &tabbed)
        drop(&found.tabCaseLists, in: \.scope, into: &tabbed)
        drop(&found.tabArrays, in: \.scope, into: &tabbed)
        drop(&found.tabListings, in: \.type.scope, into: &tabbed)
        drop(&found.tags, in: \.scope, into: &tabbed)
        drop(&found.tabModifierCalls, in: \.scope, into: &tabbed)
        var sectioned = Set<String>()
        drop(&found.sidebarSelections, in: \.scope, into: &sectioned)
        found.splitViews.removeAll { $0.scope.first.map(panes.contains) ?? false }
        // A sidebar written as a view of its own, which only the window's views build: its
        // sections are the pane's that builds it. (A pane an iOS screen shows too is not
        // the window's alone, nor is what it builds.)
        let ownPanes = panes.subtracting(macPanes)
        let subviews = SettingsWindowSubviews.subviews(of: ownPanes, in: found, unshown: unshown)
        found.settingsWindowOwnViews = ownPanes.union(subviews.keys)
        found.sidebarSelections.removeAll { selection in
            guard let pane = selection.scope.first.flatMap({ subviews[PreviewOnlyViews.simpleName($0)] }) else { return false }
            sectioned.insert(pane)
            return true
        }
        for key in found.uses.keys where panes.contains(PrivateViews.name(key)) && found.uses[key]!.constructed.contains("TabView") {
            found.uses[key]!.constructed = found.uses[key]!.constructed.map { $0 == "TabView" ? "SettingsPanesTabView" : $0 }
            tabbed.insert(PrivateViews.name(key))
        }
        // A window of one form (a `Form` of toggles) lays out no panes: nothing to say.
        let laidOut = tabbed.union(sectioned)
        guard !laidOut.isEmpty else { return }
        let read = sectioned.isEmpty ? "tabs" : tabbed.isEmpty ? "sidebar sections" : "tabs nor sidebar sections"
        let (names, verb, from) = (laidOut.sorted().joined(separator: ", "), laidOut.count == 1 ? "lays" : "lay", laidOut.count == 1 ? "it" : "them")
        if laidOut.isSubset(of: found.auxiliaryWindowViews) {
            found.notes.append("\(names), shown in a window beside the main one, \(verb) out that window's panes: no \(read) read from \(from)")
        } else {
            found.notes.append("the settings window's \(names) \(verb) out preference panes: no \(read) read from \(from)")
        }
    }

    /// Whether the app's scene shows a view of the project's beside the settings window's
    /// (a main window's, a menu bar extra's).
    private static func hasWindowBeside(_ panes: Set<String>, in found: SwiftDeclarations) -> Bool {
        let declared = Set(found.declaredViews.compactMap(\.last))
        return found.uses.contains { key, uses in
            found.appStarts.contains(String(key.split(separator: ".").last ?? ""))
                && uses.constructed.contains { declared.contains($0) && !panes.contains($0) }
        }
    }
}
