/// The views a settings window's panes build that nothing else the app shows builds: the
/// window's own, as its panes are. Apps write a settings window's sidebar as a view of its own,
/// given the selection as a binding, as they write a main window's (`NavigationSplitView {
/// SettingsSidebar(selection: $tab) } detail: { SettingsDetail(tab: tab) }`): its list
/// chooses the window's sections, not the app's routes. A type that shows nothing in the app
/// builds nothing there: a preview, and a view only previews build (an earlier take of the
/// same window kept beside it, `PreferencesView` built by its preview alone), which would
/// otherwise seem to show the sidebar outside the window.
enum SettingsWindowSubviews {
    /// The types whose constructions the app never shows: previews, and the views nothing but
    /// a preview builds (`PreviewOnlyViews`), once the app is seen to start somewhere.
    static func unshownBuilders(_ found: SwiftDeclarations) -> Set<String> {
        let unbuilt = found.appStarts.isEmpty ? [] : PreviewOnlyViews.unbuiltViews(found)
        return Set(found.uses.keys.filter { key in
            key.isEmpty || found.previewTypes.contains(key) || unbuilt.contains(PreviewOnlyViews.simpleName(key))
        })
    }

    /// Each view built only by `panes` and by views so found, directly or through one another,
    /// with the pane it is reached from (`SettingsSidebar` → `SettingsView`).
    static func subviews(of panes: Set<String>, in found: SwiftDeclarations, unshown: Set<String>) -> [String: String] {
        var builders: [String: Set<String>] = [:], built: [String: Set<String>] = [:]
        for (key, uses) in found.uses where !unshown.contains(key) {
            let builder = PreviewOnlyViews.simpleName(key)
            for view in uses.constructed.map(PreviewOnlyViews.simpleName) {
                builders[view, default: []].insert(builder)
                built[builder, default: []].insert(view)
            }
        }
        let declared = Set(found.declaredViews.compactMap(\.last))
        var reached: [String: String] = [:]
        var queue = panes.sorted().map { (view: $0, pane: $0) }
        // A view is checked again each time one of its builders is reached, so one built by
        // two of the window's views is found once both are.
        while let (view, pane) = queue.popLast() {
            for subview in (built[view] ?? []).sorted() where declared.contains(subview) && !panes.contains(subview) && reached[subview] == nil {
                guard builders[subview, default: []].allSatisfy({ panes.contains($0) || reached[$0] != nil }) else { continue }
                reached[subview] = pane
                queue.append((subview, pane))
            }
        }
        return reached
    }
}
