import NavreplKit

/// The app's tab bar shown at the end of its first flow: the view holding the app's one
/// TabView, pushed or presented by a view of signing in or onboarding that the scene reaches
/// (`NavigationLink { TabViews() }` in `SignUpView`, `.fullScreenCover { TabViewTeste() }` on
/// an onboarding's last page). It is a screen by how it is shown, but its TabView is the
/// app's tabs, not a screen's panes: the app has no other, and what shows it is a stage of
/// the app's life, not a list whose rows show details. The flow before it stays routes.
enum FlowTabBars {
    struct TabBar {
        /// The view holding the TabView, by its simple name.
        let view: String
        /// The view of the flow that shows it, and where.
        let shownBy: String
        let place: SourcePlace
        let presented: Bool

        /// The report's note on the tabs read from it.
        var note: String {
            let how = presented ? "presents" : "pushes"
            return "tabs read from the TabView in \(PrivateViews.name(view)), which \(PrivateViews.name(shownBy)) \(how) at \(place): the app's tab bar, reached after the flow its scene starts with; that flow's screens stay routes"
        }
    }

    /// `unbuilt`: the views nothing but a preview builds (`PreviewOnlyViews.unbuiltViews`).
    static func find(_ found: SwiftDeclarations, _ viewUses: [String: [ViewUses]], unbuilt: Set<String>) -> TabBar? {
        guard !found.appStarts.isEmpty else { return nil }
        // The one view of the app's that builds a TabView, pagers aside (`PagedTabView`), and
        // drafts only a preview builds.
        let holders = Set(found.uses.filter { $0.value.constructed.contains("TabView") }.keys.map(PreviewOnlyViews.simpleName))
            .subtracting(unbuilt)
        // The others, if any, inside its tabs: a pushed detail's panes (`StationDetail`'s
        // map and list) are no second tab bar.
        let outermost = holders.filter { candidate in
            holders.count == 1 || holders.subtracting([candidate]).isSubset(of:
                Set(ViewRoutes.reach(from: [candidate], viewUses, throughLinks: true).map(PreviewOnlyViews.simpleName)))
        }
        guard outermost.count == 1, let holder = outermost.first else { return nil }
        // The scene's flow up to it: the views it builds and those they push or present.
        let starts = found.appStarts.flatMap { (viewUses[$0] ?? []).flatMap(\.constructed) }
        let flow = ViewRoutes.reach(from: starts, viewUses, throughLinks: true, skipping: [holder])
        let links = found.uses.sorted { $0.key < $1.key }.flatMap { key, uses in
            uses.viewLinks.filter { PreviewOnlyViews.simpleName($0.view) == holder }.map { (from: PreviewOnlyViews.simpleName(key), link: $0) }
        }
        guard !links.isEmpty, links.allSatisfy({ flow.contains($0.from) && $0.link.item == nil }),
              let shown = links.filter({ isStageOfLife($0.from) }).min(by: { $0.link.place < $1.link.place })
        else { return nil }
        return TabBar(view: holder, shownBy: shown.from, place: shown.link.place, presented: shown.link.style != nil)
    }

    /// Whether a view's name says it is a stage of the app's life, as `SchemaBuilder`'s
    /// lifecycle words say of a case (`SignUpView`, `Onboarding3`, `LoginScreen`, `WelcomeView`).
    static func isStageOfLife(_ view: String) -> Bool {
        SchemaBuilder.saysWhereInLife(String(view.filter { !$0.isNumber }))
    }
}
