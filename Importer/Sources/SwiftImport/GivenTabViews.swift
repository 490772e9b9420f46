import Foundation
import SwiftSyntax

/// A tab view of the project's own, generic over its tabs' views, which its caller gives it:
/// `struct AppTabView<ShopListView: View, SettingsView: View>` holding `let shopListView: () ->
/// ShopListView` (or a view, `let settingsView: SettingsView`), whose `TabView` shows
/// `shopListView()` in a tab or hands it to a function that tags it (`tab(content:
/// shopListView, tab: .shops)`), made as `AppTabView(shopListView: ShopListView.init,
/// settingsView: { SettingsView() })`, or given a method that builds the view
/// (`shopListView: shopListView` with `func shopListView() -> ShopListView`). Each tab shows
/// what its caller gives for the property its content reads, as a view written in the tab
/// would be: the routes that view reaches are the tab's.
///
/// A caller that gives one view for several of the tabs at once (`AppTabView(shopListView:
/// OfflineView.init, settingsView: OfflineView.init)` while offline or loading) shows it in
/// place of them all, no one tab's screen: a tab's views are those given for it alone, unless
/// it is given no other.
enum GivenTabViews {
    /// The names a tab's content reads, any of which may be a view its view holds:
    /// `shopListView` in `shopListView()`, `content: shopListView` or `self.shopListView`.
    static func names(readIn content: Syntax) -> [String] {
        var names: [String] = []
        for token in content.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let name) = token.tokenKind, name.first?.isLowercase == true,
                  token.parent?.is(DeclReferenceExprSyntax.self) == true, !names.contains(name) else { continue }
            names.append(name)
        }
        return names
    }

    /// Gives each tab whose content reads a view its generic view holds the views that view's
    /// callers give for it.
    static func add(to found: inout SwiftDeclarations) {
        guard !found.viewParameters.isEmpty, found.tags.contains(where: { !$0.read.isEmpty }) else { return }
        var given: [String: [String: [String]]] = [:]
        for position in found.tags.indices where !found.tags[position].read.isEmpty {
            let tag = found.tags[position]
            guard let holder = tag.scope.last.map(PrivateViews.name), let generic = found.viewParameters[holder] else { continue }
            let held = found.properties.filter { property in
                property.scope == tag.scope && tag.read.contains(property.name) && SwiftDeclarations.madeView(by: property.type, among: generic) != nil
            }
            guard !held.isEmpty else { continue }
            if given[holder] == nil { given[holder] = found.views(givenTo: holder) }
            for property in held { found.tags[position].constructed += given[holder]?[property.name] ?? [] }
        }
    }
}

extension SwiftDeclarations {
    /// The view parameter a property of a generic view holds or makes: `ShopListView` for
    /// `let shopListView: () -> ShopListView` or `var content: ShopListView`; nil for another.
    static func madeView(by type: WrittenType, among generic: Set<String>) -> String? {
        let made = type.unwrapped.type.text.trimmingCharacters(in: CharacterSet(charactersIn: "()?"))
        let result = made.components(separatedBy: "->").last?.trimmingCharacters(in: .whitespaces) ?? made
        return generic.contains(result) ? result : nil
    }

    /// The views the callers of a generic view give it, by the property each is given for
    /// (its initialiser's label, as memberwise ones are): what a closure or an initialiser
    /// given makes, or what a method given builds (`ViewFactories`). A view given for two or
    /// more of its properties stands in for them, and is left out where others are given.
    func views(givenTo holder: String) -> [String: [String]] {
        let trailing = trailingLabels()
        var byLabel: [String: [[String]]] = [:]
        for argument in viewArguments where PrivateViews.name(argument.callee) == holder {
            let label = argument.label == ViewArgument.firstTrailingClosure ? trailing[holder] : argument.label
            guard let label else { continue }
            let views = argument.views.isEmpty ? views(through: argument.calls, from: argument.scope, asked: [:], depth: 0) : argument.views
            for chain in views where !byLabel[label, default: []].contains(chain) { byLabel[label, default: []].append(chain) }
        }
        var labelsOfView: [String: Set<String>] = [:]
        for (label, chains) in byLabel { for chain in chains { labelsOfView[chain[0], default: []].insert(label) } }
        return byLabel.mapValues { chains in
            let own = chains.filter { labelsOfView[$0[0], default: []].count == 1 }
            return (own.isEmpty ? chains : own).flatMap { $0 }
        }
    }
}
