import SwiftSyntax

/// A `ViewModifier` of the app's own that nothing applies: made only by an extension's method
/// (`extension View { func welcomeGuide() -> some View { modifier(WelcomeGuideModifier()) } }`)
/// that nothing calls, or made nowhere. A modifier never applied presents nothing, so the
/// sheets and covers its `body(content:)` writes are not the app's navigation: its links are
/// dropped, once the app is seen to start somewhere (a package of modifiers for other apps to
/// apply is not an app). A modifier made anywhere else (`.modifier(WelcomeGuideModifier())` in
/// a view, a preview), or by a method some call names, is kept: a name called is taken as
/// applying it, whatever it is called on.
enum UnappliedModifiers {
    /// The method of an extension a construction is written in (`welcomeGuide` for
    /// `WelcomeGuideModifier()` above), or nil when it is written anywhere else.
    static func extensionMethod(around node: some SyntaxProtocol) -> String? {
        var current = node.parent
        var method: String?
        while let syntax = current {
            if method == nil, let function = syntax.as(FunctionDeclSyntax.self) { method = function.name.text }
            if syntax.is(ExtensionDeclSyntax.self) { return method }
            if syntax.is(StructDeclSyntax.self) || syntax.is(ClassDeclSyntax.self) || syntax.is(EnumDeclSyntax.self)
                || syntax.is(ActorDeclSyntax.self) || syntax.is(ProtocolDeclSyntax.self) { return nil }
            current = syntax.parent
        }
        return nil
    }

    static func dropLinks(from found: inout SwiftDeclarations) {
        guard !found.appStarts.isEmpty else { return }
        let modifiers = Set(found.declaredConformances.filter { $0.names.contains("ViewModifier") }.compactMap(\.path.last))
        guard !modifiers.isEmpty else { return }
        let unapplied = modifiers.filter { modifier in
            !found.constructedOutsideExtensions.contains(modifier)
                && (found.extensionConstructions[modifier] ?? []).allSatisfy { method in
                    // A method named as SwiftUI's presentations is not told from them.
                    !found.referencedNames.contains(method) && !DeclarationCollector.presentations.contains(method)
                }
        }
        guard !unapplied.isEmpty else { return }
        for key in found.uses.keys.sorted(by: { (PreviewOnlyViews.simpleName($0), $0) < (PreviewOnlyViews.simpleName($1), $1) }) where unapplied.contains(PreviewOnlyViews.simpleName(key)) {
            let links = found.uses[key]!.viewLinks
            guard !links.isEmpty else { continue }
            found.notes.append("\(PreviewOnlyViews.simpleName(key)) is a ViewModifier nothing applies: what it presents (\(links.map { PrivateViews.name($0.view) }.joined(separator: ", "))) is not imported")
            found.uses[key]!.viewLinks = []
        }
    }
}
