/// The views holding a TabView that the app's scene shows as its own content: built by the
/// scene's body, or in the body of a view it so shows (a branch of `if signedIn`, an arm of a
/// switch over where the app is in its life), not as what a link pushes, a modal presents or
/// a destination builds for a route's case. The app may push such a view as well (the last
/// step of signing up pushes the tab bar the scene shows once signed in; a route's case
/// builds it again), but what the scene itself shows is the app's top level: its TabView is
/// the app's tabs, not a pushed screen's panes.
enum SceneShownTabBars {
    /// As far down as a switch over view modes is looked for (`topLevelViews`).
    private static let depth = 4

    static func find(_ found: SwiftDeclarations, _ viewUses: [String: [ViewUses]]) -> Set<String> {
        // A settings window's views lay out its panes (`SettingsWindows`): the app's top level
        // is what its windows show, and a view of that name elsewhere stays what it is there.
        let settings = found.settingsViews
        // Views alone: a coordinator the scene makes builds its routes' screens in its own
        // methods (`build(route:)`), which the scene's stack shows by a value, not as content.
        let views = Set(found.declaredViews.compactMap(\.last))
        var shown = Set<String>()
        var current = found.appStarts
        for _ in 0..<depth {
            var next: [String] = []
            for view in current where shown.insert(view).inserted {
                // What a destination of this view's builds for a route's case is a screen.
                let destined = Set(found.screenArms.filter { $0.scope.first == view }.flatMap { arms in
                    arms.views.values.flatMap { $0 } + (arms.otherwise?.views ?? [])
                })
                for uses in viewUses[view] ?? [] {
                    let linked = Set(uses.viewLinks.flatMap { [$0.view] + $0.wrapped })
                    next += uses.constructed.filter { !linked.contains($0) && !destined.contains($0) && !settings.contains($0) && views.contains($0) }
                }
            }
            current = next
        }
        let holders = shown.filter { view in (viewUses[view] ?? []).contains { $0.constructed.contains("TabView") } }
        return Set(holders.map(PreviewOnlyViews.simpleName))
    }
}
