import SwiftSyntax

/// A tab bar of the project's own given its tabs as an array, as apps write one that restyles
/// the bar or hosts each screen in a `UITabBarController`:
/// `MainTabBar(screens: [AnyView(FeedView()), AnyView(InboxView())], icons: [...])`, or, with
/// titles, `TabBarView(tabs: [TabBarScreen(title: "Feed", icon: "newspaper", screen: AnyView(FeedView())), ...])`.
/// Each element is a tab: a value titled by its first string (as `TabEntries`' are), else a
/// view, named after the view it shows (as a `.tabItem` with an icon alone names its tab).
enum OwnTabBars {
    /// One tab of such an array: its title (nil for a bare view), its name and what it shows.
    struct Tab {
        let name: String
        let title: String?
        let content: Syntax
    }

    /// The tabs the construction of `callee` is given, when its type is named a tab bar's
    /// (`...TabBar...` or `...TabView`, not SwiftUI's own `TabView`, read where it is written;
    /// a `TabSegmentedView` is a screen's segmented panes) and one argument is an array of at
    /// least two such elements; nil otherwise.
    static func tabs(of call: FunctionCallExprSyntax, callee: String, place: (Syntax) -> SourcePlace) -> [Tab]? {
        guard callee.contains("TabBar") || callee.hasSuffix("TabView") && callee != "TabView" else { return nil }
        for argument in call.arguments {
            guard let array = argument.expression.as(ArrayExprSyntax.self), array.elements.count >= 2 else { continue }
            if let entries = TabEntries.entries(of: argument.expression, place: place) {
                let tabs = zip(entries, array.elements).compactMap { entry, element in
                    DeclarationCollector.tabName(entry.title).map { Tab(name: $0, title: entry.title, content: Syntax(element.expression)) }
                }
                if tabs.count == entries.count { return tabs }
                continue
            }
            let views = array.elements.compactMap { element -> Tab? in
                let shown = DestinationView.alternatives(of: element.expression)
                guard shown.count == 1, let view = shown[0].first else { return nil }
                let name = DestinationView.routeName(view)
                return AppName.isValid(name) ? Tab(name: name, title: nil, content: Syntax(element.expression)) : nil
            }
            if views.count == array.elements.count { return views }
        }
        return nil
    }
}
