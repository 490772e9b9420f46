import NavreplKit
import SwiftSyntax

/// Tabs: a `TabView`'s selection and its tagged views, `tabItem`s without tags, iOS 18's
/// `Tab(value:)`, and pagers, which are `TabView`s that are not the app's tabs.
extension DeclarationCollector {
    /// `.tag(Tab.home)` on a view in a `TabView`: a tab. A tag inside a Picker, Menu, segmented
    /// control or List picks a value, not a tab.
    func recordTag(_ call: FunctionCallExprSyntax, on base: ExprSyntax?) {
        guard var value = call.arguments.first?.expression else { return }
        // `.tag(tab)` in the project's own modifier, given `tab`: its callers name the case.
        if !value.is(MemberAccessExprSyntax.self), !Self.hasTabViewAncestor(call), let parameter = ForwardedParameter.of(value) {
            found.tabModifiers.insert(parameter)
            if let title = base.flatMap(TabModifiers.titleParameter) { found.tabTitleParameters.insert(title) }
            return
        }
        guard Self.isInsideTabView(call) else { return }
        // `.tag(Tab.chats.rawValue)` with a selection of the raw type: the case's tab.
        if let member = value.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "rawValue", let base = member.base {
            value = base
        }
        let reference = TypeReading.caseReference(value)
        let content = base.map(Syntax.init)
        let title = base.flatMap { ConstructionFinder.tabItemTitle(in: Syntax($0)) }
            ?? Self.laterTabItem(after: call).flatMap(ConstructionFinder.tabItemContent).flatMap(ConstructionFinder.labelTitle)
        // A tag of no enum (`.tag(0)`, `.tag("home")`): the tab is named after its title, or,
        // for an item with an icon only, after the view it is set on, as an untagged one is.
        let untyped = reference == nil && (value.is(IntegerLiteralExprSyntax.self) || value.is(StringLiteralExprSyntax.self))
        let iconOnly = title == nil && Self.hasTabViewAncestor(call) && base.map(Self.setsTabItem) == true
        // Tagged without an item (`HomeView().tag("house")`, the bar hidden for one of the
        // app's own): SwiftUI shows an empty item, and the tab is named after its view, as an
        // untagged view placed without one is.
        let itemless = untyped && title == nil && !iconOnly && Self.hasTabViewAncestor(call) && base.map(Self.setsTabItem) == false
        let untypedName = title.flatMap(Self.tabName) ?? (iconOnly || itemless ? base.flatMap(Self.viewNamingTab) : nil)
        append(TabTag(
            type: reference?.type, caseName: reference?.caseName ?? (untyped ? untypedName : nil),
            title: title,
            scope: scope,
            constructed: content.map(ConstructionFinder.constructed) ?? [],
            destinations: content.map { ConstructionFinder.destinations(in: $0) }?.map {
                TypeMention(type: $0, scope: scope, place: place(call))
            } ?? [],
            read: content.map(GivenTabViews.names(readIn:)) ?? [],
            untyped: untyped ? place(call) : nil,
            stackPaths: content.map(TabPaths.stackPaths) ?? [], itemless: itemless, tabView: Self.writtenTabView(call)), content: content)
    }

    /// Records a tab and where its content is: the pushes written in it are its root's.
    private func append(_ tag: TabTag, content: Syntax?) {
        found.tags.append(tag)
        if let content { tabContents[content.id] = found.tags.count - 1 }
    }

    /// The index in `found.tags` of the tab whose content `node` is written in, if any.
    func enclosingTab(_ node: Syntax) -> Int? {
        guard !tabContents.isEmpty else { return nil }
        var current = node.parent
        while let syntax = current {
            if let index = tabContents[syntax.id] { return index }
            current = syntax.parent
        }
        return nil
    }

    /// A tab of a TabView without tags (`Home().tabItem { Label("Home", ...) }`): named
    /// after its title. A tagged one is read by its `.tag`.
    /// An item with an icon only (`.tabItem { Image(systemName: "house") }`) is named after the
    /// view it is set on (`HomeView()` gives `home`).
    func recordTabItem(_ call: FunctionCallExprSyntax, on base: ExprSyntax?) {
        guard !Self.isTagged(call), Self.isInsideTabView(call), let item = ConstructionFinder.tabItemContent(of: call) else { return }
        // An empty title (`Label("", systemImage: "gear")`) shows the icon alone, as an image does.
        let written = ConstructionFinder.labelTitle(in: item)
        let title = written?.isEmpty == true ? nil : written
        // A title naming a localisation constant names its tab once the constant is read.
        let name = title.flatMap(Self.tabName) ?? (title == nil && Self.hasTabViewAncestor(call) ? base.flatMap(Self.viewNamingTab) : nil)
        guard name != nil || title.map(LocalisedTitles.isReference) == true else {
            let shown = Set(ConstructionFinder.constructed(in: item))
            if written?.isEmpty == true || shown.contains("Image") && shown.isDisjoint(with: ["Text", "Label"]) {
                found.untitledTabItems.append((scope, place(call)))
            }
            return
        }
        let content = base.map(Syntax.init)
        // Set in a view's own body (`Tickets` sets its item), the tab shows that view.
        let shown = Self.hasTabViewAncestor(call) ? [] : Array(scope.suffix(1))
        append(TabTag(
            type: nil, caseName: name, title: title, scope: scope,
            constructed: shown + (content.map(ConstructionFinder.constructed) ?? []),
            destinations: content.map { ConstructionFinder.destinations(in: $0) }?.map {
                TypeMention(type: $0, scope: scope, place: place(call))
            } ?? [],
            read: content.map(GivenTabViews.names(readIn:)) ?? [],
            untyped: place(call), tabView: Self.writtenTabView(call)), content: content)
    }

    /// The tab a view stands for when its item has no title: `HomeView()` (however modified)
    /// gives `home`; nil for anything but the construction of a view of the project's
    /// (SwiftUI's containers name no tab).
    private static func viewNamingTab(_ base: ExprSyntax) -> String? {
        var expression = base
        while let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self), let inner = member.base {
            expression = inner
        }
        guard let type = expression.as(FunctionCallExprSyntax.self).flatMap(TypeReading.callee)?.baseName.text,
              type.first?.isUppercase == true, !swiftUIContainers.contains(type) else { return nil }
        let name = DestinationView.routeName(type)
        return AppName.isValid(name) ? name : nil
    }

    /// Whether a view's chain of modifiers sets a tab item: a view tagged without one
    /// (`Tickets().tag(1)`, setting its item in its own body) is not named by its icon here.
    private static func setsTabItem(_ base: ExprSyntax) -> Bool {
        var expression = base
        while let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self), let inner = member.base {
            if BetaNames.swiftUIName(member.declName.baseName.text) == "tabItem" { return true }
            expression = inner
        }
        return false
    }

    /// SwiftUI's own views, which name no tab: an `Image("clips")` shown as a placeholder tab
    /// is no screen of the project's, and several would all be `image`.
    private static let swiftUIContainers: Set<String> = [
        "NavigationStack", "NavigationView", "NavigationSplitView", "VStack", "HStack", "ZStack", "LazyVStack",
        "LazyHStack", "Group", "List", "ScrollView", "Form", "Text", "Color", "EmptyView", "AnyView", "GeometryReader",
        "Image",
    ]

    /// A tab bar: its selection, and the enum whose `allCases` it iterates for its tabs.
    func recordTabView(_ call: FunctionCallExprSyntax) {
        if let selection = argument("selection", of: call),
           let property = TypeReading.boundProperty(selection) ?? BuiltBindings.gotProperty(selection) {
            found.tabSelections.append(PropertyMention(name: property, scope: scope, place: place(call)))
        }
        for type in ConstructionFinder.allCasesTypes(in: Syntax(call)) {
            found.tabCaseLists.append(TypeMention(type: type, scope: scope, place: place(call)))
        }
        for name in TabEntries.iterated(in: call) {
            found.tabArrays.append(PropertyMention(name: name, scope: scope, place: place(call)))
        }
        for (type, member) in Self.listsIterated(in: call) {
            found.tabListings.append(TabListing(type: TypeMention(type: type, scope: scope, place: place(call)), member: member))
        }
        recordItemlessTabs(of: call)
    }

    /// A view in a TabView's content without an item, a tag or a `Tab` (`SettingsView()` beside
    /// `HomeView().tabItem { ... }`): SwiftUI shows it as a tab with an empty item, so it is a tab
    /// named after its view, as an item with an icon alone is. Only beside a child that is
    /// marked as a tab: a TabView of bare views alone is more often a pager styled elsewhere.
    private func recordItemlessTabs(of tabView: FunctionCallExprSyntax) {
        guard let content = tabView.trailingClosure else { return }
        let children = content.statements.compactMap { $0.item.as(ExprSyntax.self) }
        guard children.contains(where: Self.marksTab) else { return }
        for child in children where !Self.marksTab(child) {
            guard let name = Self.viewNamingTab(child) else { continue }
            let shown = Syntax(child)
            found.tags.append(TabTag(
                type: nil, caseName: name, title: nil, scope: scope, constructed: ConstructionFinder.constructed(in: shown),
                destinations: ConstructionFinder.destinations(in: shown).map { TypeMention(type: $0, scope: scope, place: place(child)) },
                untyped: place(child), stackPaths: TabPaths.stackPaths(in: shown), itemless: true,
                tabView: tabView.calledExpression.trimmedDescription))
        }
    }

    /// Whether a TabView's child is a tab by what it is written with: a `Tab`, a `ForEach` (of
    /// tabs), or a chain of modifiers with an item, a tag, or a case given to the project's own
    /// tab modifier (`BooksView().libraryTab(.books)`).
    private static func marksTab(_ child: ExprSyntax) -> Bool {
        var expression = child
        while let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self), let inner = member.base {
            if ["tabItem", "tag"].contains(BetaNames.swiftUIName(member.declName.baseName.text)) { return true }
            if call.arguments.contains(where: { TypeReading.caseReference($0.expression) != nil }) { return true }
            expression = inner
        }
        let type = expression.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        return ["Tab", "TabSection", "ForEach"].contains(BetaNames.swiftUIName(type ?? ""))
    }

    /// `ForEach(Tab.validTabs)` inside a TabView: the type and the member listing its tabs.
    private static func listsIterated(in call: FunctionCallExprSyntax) -> [(type: [String], member: String)] {
        var lists: [(type: [String], member: String)] = []
        var queue = [Syntax(call)]
        while let current = queue.popLast() {
            if let each = current.as(FunctionCallExprSyntax.self), each.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "ForEach",
               let list = each.arguments.first?.expression.as(MemberAccessExprSyntax.self), let base = list.base,
               let type = TypeReading.typePath(base), type.last?.first?.isUppercase == true, list.declName.baseName.text != "allCases" {
                lists.append((type, list.declName.baseName.text))
            }
            queue.append(contentsOf: current.children(viewMode: .sourceAccurate))
        }
        return lists
    }

    /// The project's own tab bar given its tabs as an array (`OwnTabBars`): each element a
    /// tab, as a TabView's titled item, or one with an icon alone, is. A preview's is not.
    func recordOwnTabBar(_ call: FunctionCallExprSyntax, callee: String) {
        guard let tabs = OwnTabBars.tabs(of: call, callee: callee, place: { self.place($0) }), !Self.isInPreview(call) else { return }
        record(tabs, at: Syntax(call))
        found.notes.append("\(callee) at \(place(call)) is read as the app's tab bar: it is given its tabs as an array")
    }

    /// A UIKit tab bar controller given SwiftUI screens (`HostedTabs`): each hosted view a
    /// tab, as the project's own tab bar's are.
    func recordHostedTabs(_ tabs: [OwnTabBars.Tab]?, at node: Syntax) {
        guard let tabs else { return }
        record(tabs, at: node)
        found.notes.append("the tab bar controller given its view controllers at \(place(node)) is read as the app's tabs: each hosts a SwiftUI view")
    }

    private func record(_ tabs: [OwnTabBars.Tab], at node: Syntax) {
        for tab in tabs {
            found.tags.append(TabTag(
                type: nil, caseName: tab.name, title: tab.title, scope: scope,
                constructed: ConstructionFinder.constructed(in: tab.content),
                destinations: ConstructionFinder.destinations(in: tab.content).map { TypeMention(type: $0, scope: scope, place: place(node)) },
                untyped: place(tab.content), stackPaths: TabPaths.stackPaths(in: tab.content)))
        }
    }

    /// iOS 18's `Tab("Shop", systemImage: "cart", value: AppTab.shop) { ShopTab() }`; without a
    /// value (`Tab("Shop", systemImage: "cart") { ShopTab() }`, in a TabView) or tagged by an
    /// integer or a string (`Tab("Shop", systemImage: "cart", value: 0)`), a tab named after its
    /// title, as a `.tabItem` without a tag or tagged by an integer is. The title is the first
    /// string, or the label closure's (`Tab(value: 2) { ... } label: { Label("Shop", ...) }`).
    func recordTab(_ call: FunctionCallExprSyntax) {
        let content = Self.tabContent(of: call).map(Syntax.init)
        let title = Self.tabTitle(of: call)
        let destinations = content.map { ConstructionFinder.destinations(in: $0) }?.map {
            TypeMention(type: $0, scope: scope, place: place(call))
        } ?? []
        let read = content.map(GivenTabViews.names(readIn:)) ?? []
        let value = argument("value", of: call)
        if let value, let reference = TypeReading.caseReference(value) {
            append(TabTag(
                type: reference.type, caseName: reference.caseName, title: title, scope: scope,
                constructed: content.map(ConstructionFinder.constructed) ?? [], destinations: destinations, read: read,
                stackPaths: content.map(TabPaths.stackPaths) ?? []), content: content)
            return
        }
        // A value that is neither a case nor a literal (`Tab(value: tab)` in a `ForEach`) names no tab here.
        if let value, !value.is(IntegerLiteralExprSyntax.self), !value.is(StringLiteralExprSyntax.self) { return }
        // A title naming a localisation constant names its tab once the constant is read.
        guard content != nil, Self.isInsideTabView(call), let title else { return }
        let name = Self.tabName(title)
        guard name != nil || LocalisedTitles.isReference(title) else { return }
        append(TabTag(
            type: nil, caseName: name, title: title, scope: scope,
            constructed: content.map(ConstructionFinder.constructed) ?? [], destinations: destinations, read: read,
            untyped: place(call), stackPaths: content.map(TabPaths.stackPaths) ?? [], tabView: Self.writtenTabView(call)), content: content)
    }

    /// A `Tab`'s content: its first trailing closure, or its `content:` closure.
    private static func tabContent(of call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        call.trailingClosure ?? call.arguments.first { $0.label?.text == "content" }?.expression.as(ClosureExprSyntax.self)
    }

    /// A `Tab`'s title: its first string (`Tab("Shop", ...)`), else the title in its label
    /// closure (`label: { Label("Shop", systemImage: "cart") }`), else the one SwiftUI gives a
    /// search tab written without one (`Tab(value: "search", role: .search) { ... }`).
    private static func tabTitle(of call: FunctionCallExprSyntax) -> String? {
        if let first = call.arguments.first, first.label == nil, let title = TypeReading.titleText(first.expression) { return title }
        let label = call.additionalTrailingClosures.first { $0.label.text == "label" }?.closure
            ?? call.arguments.first { $0.label?.text == "label" }?.expression.as(ClosureExprSyntax.self)
        if let title = label.flatMap({ ConstructionFinder.labelTitle(in: Syntax($0)) }) { return title }
        let role = call.arguments.first { $0.label?.text == "role" }?.expression.as(MemberAccessExprSyntax.self)
        return role?.declName.baseName.text == "search" ? "Search" : nil
    }

    /// The `.tabItem` a modifier chain sets after this call (`.tag(Tab.draw).tabItem { ... }`).
    private static func laterTabItem(after call: FunctionCallExprSyntax) -> FunctionCallExprSyntax? {
        var current = Syntax(call)
        while let access = current.parent?.as(MemberAccessExprSyntax.self), let next = access.parent?.as(FunctionCallExprSyntax.self) {
            if BetaNames.swiftUIName(access.declName.baseName.text) == "tabItem" { return next }
            current = Syntax(next)
        }
        return nil
    }

    /// Whether a modifier chain goes on to a `.tag(...)` after this call.
    private static func isTagged(_ call: FunctionCallExprSyntax) -> Bool {
        var current = Syntax(call)
        while let access = current.parent?.as(MemberAccessExprSyntax.self), let next = access.parent?.as(FunctionCallExprSyntax.self) {
            if access.declName.baseName.text == "tag" { return true }
            current = Syntax(next)
        }
        return false
    }

    /// A tab's name made from its title: `Now Playing` gives `nowPlaying`; nil when no
    /// letters or digits are left.
    static func tabName(_ title: String) -> String? {
        guard !LocalisedTitles.isReference(title) else { return nil }
        let words = title.split { !$0.isLetter && !$0.isNumber }
        guard let first = words.first else { return nil }
        let rest = words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        // A title that starts with a digit (`2024`, `3D Models`) names `tab2024`, `tab3DModels`:
        // a name starts with a letter, and the tab is no less the app's.
        // A title written as one camel-cased word keeps its words (`NoBinding` is `noBinding`,
        // `NBNavigationPath` is `nbNavigationPath`), as a type's name does as a parameter.
        let name = first.first?.isLetter == true ? ParameterMapping.lowerCamel(String(first)) + rest : "tab" + first + rest
        return AppName.isValid(name) ? name : nil
    }

    /// Whether the call is written inside a `TabView(...)`'s content.
    private static func hasTabViewAncestor(_ node: FunctionCallExprSyntax) -> Bool {
        tabViewAncestor(node) != nil
    }

    /// The name the TabView a call is written in is called by (`TabbedView` in the first
    /// betas), for the report to say what the source wrote; `TabView` outside any.
    private static func writtenTabView(_ node: FunctionCallExprSyntax) -> String {
        tabViewAncestor(node) ?? "TabView"
    }

    private static func tabViewAncestor(_ node: FunctionCallExprSyntax) -> String? {
        var current = node.parent
        while let syntax = current {
            if let callee = syntax.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
               BetaNames.swiftUIName(callee) == "TabView" { return callee }
            current = syntax.parent
        }
        return nil
    }

    /// Whether the node is in a `TabView`'s content, and not in a picker's or menu's inside it.
    static func isInsideTabView(_ node: FunctionCallExprSyntax) -> Bool {
        var current = node.parent
        var below = Syntax(node)
        while let syntax = current {
            // `.searchScopes($scope) { Text("Starred").tag(Scope.starred) }`: the scopes of a
            // search on one screen, tagged as tabs are, but not the app's tabs.
            if let call = syntax.as(FunctionCallExprSyntax.self), call.calledExpression.id != below.id,
               call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "searchScopes" { return false }
            if let call = syntax.as(FunctionCallExprSyntax.self),
               let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
                // A pager's pages are tagged too, but they are not the app's tabs.
                // So are the panes of a TabView a presentation shows in place.
                if BetaNames.swiftUIName(callee) == "TabView" { return !isPager(call) && PresentedTabViews.presentation(around: call) == nil }
                if callee == "Picker" || callee == "Menu" { return false }
                // A list's rows are tagged with the selection they make (a sidebar's
                // `List(selection: $route)`, macOS's first column): a route or an item, not a tab.
                if callee == "List" { return false }
            }
            below = syntax
            current = syntax.parent
        }
        // A tagged view in its own `body` may be placed in a TabView elsewhere.
        return true
    }

    /// Whether a `TabView(...)` call is a pager: styled `.tabViewStyle(.page)` (or
    /// `PageTabViewStyle()`, or watchOS's `.verticalPage`) somewhere along its chain of modifiers. Its pages are tagged as
    /// tabs are, but a user swipes through them on one screen: they are not the app's tabs.
    static func isPager(_ tabView: FunctionCallExprSyntax) -> Bool {
        styles(named: "tabViewStyle", along: tabView).contains { style in
            style.hasPrefix(".page") || style.hasPrefix(".verticalPage") || style.contains("PageTabViewStyle")
        }
    }

    /// The first arguments, as written, of the modifiers named `modifier` along a call's chain.
    private static func styles(named modifier: String, along call: FunctionCallExprSyntax) -> [String] {
        var styles: [String] = []
        var expression = ExprSyntax(call)
        while let member = expression.parent?.as(MemberAccessExprSyntax.self), member.base?.id == expression.id,
              let applied = member.parent?.as(FunctionCallExprSyntax.self) {
            if member.declName.baseName.text == modifier, let style = applied.arguments.first?.expression.trimmedDescription {
                styles.append(style)
            }
            expression = ExprSyntax(applied)
        }
        return styles
    }
}
