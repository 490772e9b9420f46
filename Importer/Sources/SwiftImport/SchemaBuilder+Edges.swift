import NavreplKit

/// Where the builder reads edges (`EdgeReader`): each tab of a tab enum from the views it
/// shows, and an app without tabs (one `NavigationStack` or `NavigationView` at the root) as
/// its one tab, `main`, from the views its scene shows. navrepl's language gives an app
/// without tab blocks edges only in a declared `tab main { ... }`: where they are read, its
/// pushed routes are declared there, its presented ones at app level as before; where they
/// are not, the app is declared without a tab block, as before, and the report says why.
extension SchemaBuilder {
    func edgeReader(tabEnum: EnumDeclaration?, tabEnums: [String: [EnumDeclaration]], sharedEnums: [EnumDeclaration],
                    viewRoutes: ViewRoutes, shownCases: ShownCases) -> EdgeReader {
        // The types of the values pushed without a case, gathered for those pushes alone.
        let links = found.uses.values.flatMap(\.links) + found.screenArms.flatMap { $0.links.values.joined() } + found.tags.flatMap(\.links)
        let valueTypes = PushedValueTypes(found, sources: links.compactMap(\.typed))
        return EdgeReader(found: found, index: index, viewUses: viewUses, propertyEnum: { [self] in propertyEnum($0) }, itemEnum: { [self] in itemEnum($0) },
                          tabEnum: tabEnum, tabEnums: tabEnums, sharedEnums: sharedEnums, viewRoutes: viewRoutes.routeOfView, shownCases: shownCases,
                          valueTypes: valueTypes, methodPushes: CalledMethodPushes(found), flowTabBar: tabEnum == nil ? nil : flowTabBar?.view,
                          sharedArmCases: sharedArmCaseKeys ?? [:])
    }

    /// An app without tabs: its routes, with `tab main` holding the pushed ones when its
    /// edges were read (the same all-or-nothing rule a tab has), else none.
    mutating func withoutTabs(routes: [AppSchema.RouteDeclaration], presentedOnly: [String], covers: [String], reader: EdgeReader,
                              tabEnum: EnumDeclaration?) -> (tabs: [AppSchema.TabDeclaration], shared: [AppSchema.RouteDeclaration], presentedOnly: [String], covers: [String]) {
        let presented = Set(presentedOnly)
        let main = AppSchema.TabDeclaration(AppSchema.defaultTabName, routes: routes.filter { !presented.contains($0.name) })
        let shared = routes.filter { presented.contains($0.name) }
        // A tab enum of the one case `main` shows its root as any tab enum does.
        let rootViews = tabEnum.map { views(ofTab: main.name, of: $0) } ?? rootViewsWithoutTabs()
        let rootLinks = tabEnum.map { links(ofTab: main.name, of: $0) } ?? []
        let read = reader.tab(main, rootViews: rootViews, rootLinks: rootLinks, all: [main], shared: shared, presentedOnly: presented)
        let (checked, outside) = reader.requiringEveryRouteLedTo([read], shared: shared, rootViews: rootViews)
        let (withEdges, outcome) = checked[0]
        noteEdges([(main.name, outcome)], outside: outside)
        guard !withEdges.edges.isEmpty else { return ([], routes, presentedOnly, covers) }
        return ([withEdges], shared, presentedOnly, covers)
    }

    /// The root of an app without tabs: the app type (its scene may hold the stack) and the
    /// views its scene shows; with no app type read (a sample of views alone), the views
    /// holding a `NavigationStack` or `NavigationView` that no other view builds (a preview's
    /// building is not the app's).
    private func rootViewsWithoutTabs() -> [String] {
        guard found.appStarts.isEmpty else {
            return found.appStarts + found.appStarts.flatMap { (viewUses[$0] ?? []).flatMap(\.constructed) }
        }
        var built = Set<String>()
        var holders: [String] = []
        for (key, uses) in found.uses where !found.previewTypes.contains(key) {
            var previewed = Dictionary((found.previewConstructions[key] ?? []).map { ($0, 1) }, uniquingKeysWith: +)
            var holdsStack = false
            for view in uses.constructed {
                if let count = previewed[view], count > 0 {
                    previewed[view] = count - 1
                    continue
                }
                built.insert(view)
                holdsStack = holdsStack || view == "NavigationStack" || view == "NavigationView"
            }
            if holdsStack, let name = key.split(separator: ".").last { holders.append(String(name)) }
        }
        return holders.filter { !built.contains($0) }.sorted()
    }

    /// One line of the report, read at the prompt on every import: how many edges were read
    /// in each tab, and why the others got none; and one for the routes only views outside
    /// the tabs lead to, which a walk of the tabs never reaches.
    mutating func noteEdges(_ outcomes: [(tab: String, outcome: EdgeReader.Outcome)], outside: (routes: [String], views: [String])) {
        var read: [String] = []
        var skipped: [String] = []
        for (tab, outcome) in outcomes {
            switch outcome {
            case .read(0, _):
                break
            case .read(let count, let leftOut):
                read.append("\(count) in tab \(tab)" + (leftOut.isEmpty ? "" : " (taps on \(leftOut.joined(separator: ", ")), no route of the app, left out)"))
            case .skipped(let reason, _):
                skipped.append("tab \(tab): \(reason)")
            }
        }
        var parts: [String] = []
        if !read.isEmpty { parts.append("edges read from the views: " + read.joined(separator: ", ")) }
        if !skipped.isEmpty { parts.append("edges not imported (\(skipped.joined(separator: "; ")))") }
        if !parts.isEmpty { findings.note(parts.joined(separator: "; ")) }
        // Said only where edges were read: without them every route is open from everywhere.
        guard !read.isEmpty, !outside.routes.isEmpty else { return }
        let views = outside.views.prefix(3).joined(separator: ", ") + (outside.views.count > 3 ? ", ..." : "")
        // A settings window's panes are beside the app's window by design: not a start to model.
        let settingsViews = ViewRoutes.reach(from: found.settingsPanes.sorted(), viewUses, throughLinks: true)
        if !found.settingsPanes.isEmpty, outside.views.allSatisfy(settingsViews.contains) {
            let settingsOnly = ViewRoutes.reach(from: found.settingsPanes.subtracting(found.auxiliaryWindowViews).sorted(), viewUses, throughLinks: true)
            let window = outside.views.allSatisfy(settingsOnly.contains) ? "the settings window (\(views)), beside the app's" : "a window beside the main one (\(views))"
            findings.note("\(outside.routes.joined(separator: ", ")) \(outside.routes.count == 1 ? "is" : "are") led to only from \(window): no edge from its root leads there")
            return
        }
        findings.note("\(outside.routes.joined(separator: ", ")) \(outside.routes.count == 1 ? "is" : "are") led to only from views the app shows beside its tabs (\(views)): "
            + "a walk of the tabs never reaches \(outside.routes.count == 1 ? "it" : "them") (model how the app gets there, such as a signed-out start, if it matters)")
    }
}
