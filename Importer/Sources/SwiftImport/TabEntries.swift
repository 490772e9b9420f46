import SwiftSyntax

/// Tabs listed as values of the project's own type in an array a TabView's `ForEach` iterates:
/// `ForEach(tabs) { tab in tab.view.tabItem { Label(tab.title, systemImage: tab.icon) } }`, or
/// iOS 18's `ForEach(tabs) { tab in Tab(tab.title, systemImage: tab.icon) { tab.view } }`, over
/// `let tabs = [TabEntry(title: "Home", icon: "house", view: AnyView(HomeView())), ...]`. Each
/// value is a tab, named after its first string, showing the views it is given, as a
/// `HomeView().tabItem { Label("Home", ...) }` written in place is.
struct TabEntry {
    let title: String
    let constructed: [String]
    let destinations: [[String]]
    let stackPaths: [String]
    let place: SourcePlace
}

enum TabEntries {
    /// The arrays a TabView's `ForEach` iterates whose items set their own tab item:
    /// `tabs` in `ForEach(tabs) { tab in ... .tabItem { ... } }`, also as `self.tabs`.
    static func iterated(in tabView: FunctionCallExprSyntax) -> [String] {
        var names: [String] = []
        var queue = [Syntax(tabView)]
        while let current = queue.popLast() {
            if let each = current.as(FunctionCallExprSyntax.self), each.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "ForEach",
               let list = each.arguments.first?.expression, let name = propertyName(list),
               let content = each.trailingClosure, setsTabItem(Syntax(content)) {
                names.append(name)
            }
            queue.append(contentsOf: current.children(viewMode: .sourceAccurate))
        }
        return names
    }

    /// The values an array literal makes, each of the project's type with a string and a view
    /// among its arguments: nil when that is not what the array holds.
    static func entries(of value: ExprSyntax, place: (Syntax) -> SourcePlace) -> [TabEntry]? {
        guard let array = value.as(ArrayExprSyntax.self), array.elements.count >= 2 else { return nil }
        var entries: [TabEntry] = []
        for element in array.elements {
            guard let call = element.expression.as(FunctionCallExprSyntax.self), TypeReading.typePath(call.calledExpression) != nil,
                  let title = call.arguments.lazy.compactMap({ TypeReading.titleText($0.expression) }).first else { return nil }
            let views = call.arguments.flatMap { DestinationView.alternatives(of: $0.expression) }
            guard !views.isEmpty else { return nil }
            let content = Syntax(call.arguments)
            entries.append(TabEntry(
                title: title, constructed: ConstructionFinder.constructed(in: content),
                destinations: ConstructionFinder.destinations(in: content), stackPaths: TabPaths.stackPaths(in: content),
                place: place(Syntax(call))))
        }
        return entries
    }

    /// The tabs of the arrays TabViews iterate, as the TabViews' own titled items.
    static func add(to found: inout SwiftDeclarations) {
        for mention in found.tabArrays {
            guard let entries = found.tabEntryLists[mention.scope + [mention.name]] else { continue }
            for entry in entries {
                found.tags.append(TabTag(
                    type: nil, caseName: DeclarationCollector.tabName(entry.title), title: entry.title, scope: mention.scope,
                    constructed: entry.constructed,
                    destinations: entry.destinations.map { TypeMention(type: $0, scope: mention.scope, place: entry.place) },
                    untyped: entry.place, stackPaths: entry.stackPaths))
            }
        }
    }

    /// `tabs` or `self.tabs`.
    private static func propertyName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        guard let member = expression.as(MemberAccessExprSyntax.self),
              member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else { return nil }
        return member.declName.baseName.text
    }

    /// Whether a `ForEach`'s content sets a `.tabItem` of its own, or makes iOS 18's `Tab`.
    private static func setsTabItem(_ content: Syntax) -> Bool {
        content.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier("tabItem") || $0.tokenKind == .identifier("Tab") }
    }
}
