import NavreplKit

/// Decides, from what the collector found, which enums are routes, which is the tab enum and
/// which are presented as modals, and builds the app's tabs and routes from them.
///
/// Here is the build; which enum is the tabs is in `SchemaBuilder+TabEnums`, which enums are
/// routes in `+RouteEnums`, and what their cases become in `+Routes`. The extensions share
/// what the builder was given (`found`, `index`, `mapping`), so that is internal, not private.
struct SchemaBuilder {
    let found: SwiftDeclarations
    let index: TypeIndex
    let mapping: ParameterMapping
    let viewUses: [String: [ViewUses]]
    /// The properties by name, for the many look-ups of the one a SwiftUI call binds.
    let propertiesByName: [String: [Property]]
    var findings = ImportFindings()
    /// Every enum taken as routes, for `embeddedEnum` to know a case that carries one.
    var routeEnumIdentities = Set<ObjectIdentifier>()
    /// Cases that are their stack's own root (`StackRoots`): not routes.
    let rootCases: Set<String>
    /// The app's types that hold a type-erased view (`ErasedViewCases`).
    let erasedViewHolders: Set<String>
    /// The TCA child feature each route declared so far shows, by the route's name: a case of
    /// that name presenting that feature from another feature is the same screen.
    var childFeatureOfRoute: [String: String] = [:]
    /// The view each route declared so far shows, by the route's name, where its destination
    /// says (`SchemaBuilder+CaseScreens`): a case of that name in another enum showing that
    /// view is the same screen.
    var screenOfRoute: [String: String] = [:]
    /// Each enum case's screen (`screensOfCases()`), read at the first routes made.
    var caseScreens: [ObjectIdentifier: [String: String]]?
    /// The cases every destination shows as an `EmptyView` (`PlaceholderCases`), read once.
    var placeholderCaseKeys: Set<String>?
    /// The cases of enums shown only case by case through case key paths that no call shows
    /// (`CaseKeyPathStyles`), read once.
    var unshownCaseKeys: Set<String>?
    /// The cases of enums destinations take that no source makes (`UnmadeDestinations`), read once.
    var unmadeCaseKeys: Set<String>?
    /// The cases a switch shows in one arm with a case declared before them, by that case's
    /// name (`SharedArmCases`), read once.
    var sharedArmCaseKeys: [String: String]?
    /// The enums the sources declare, not those made for keyed destinations, static factories,
    /// coordinators or erased screens, whose cases are no values written.
    let declaredEnums: Set<ObjectIdentifier>
    /// The destinations' types as written, before keyed ones are pointed at enums made for them.
    let writtenDestinations: [TypeMention]
    /// The values each route declared from a case so far is called with (`SameScreenCases`).
    var signatureOfRoute: [String: String] = [:]
    /// The app's one TabView shown at the end of its first flow (`FlowTabBars`): its tabs.
    let flowTabBar: FlowTabBars.TabBar?
    /// The views holding a TabView that the scene shows itself (`SceneShownTabBars`): no
    /// screen's, whatever else pushes them.
    let sceneShownTabBars: Set<String>
    /// The views nothing but a preview builds, once the app is seen to start somewhere
    /// (`PreviewOnlyViews.unbuiltViews`); none otherwise. Read for the tab bar and tab enums.
    let previewOnlyViews: Set<String>
    /// The enums presented by item as one view of the project's whatever the case
    /// (`SingleViewItems`): that view's route, not theirs.
    var singleViewItemEnums = Set<ObjectIdentifier>()

    /// The views whose TabView's items are tagged or whose selection is bound: where the tabs
    /// read come from, when a TabView's own.
    var viewsOfTaggedTabs: Set<String> {
        Set((found.tags.map(\.scope) + found.tabSelections.map(\.scope)).map { PreviewOnlyViews.simpleName($0.first ?? "") })
    }

    /// Names that mark a route enum when no SwiftUI call names one.
    static let routeSuffixes = ["Route", "Destination", "Screen"]
    /// Switch members whose string literals are titles.
    static let titleMembers = ["title", "label"]
    /// Property names that hold a navigation path (`var path: [Route]`, `patientRoutes`).
    static let pathWords = ["path", "route", "stack", "destination", "history"]

    init(_ found: SwiftDeclarations) {
        // The walk meets a chain of modifiers at its last one: put every mention back in the
        // order it is written, which is the order routes and tabs are declared in.
        var found = found
        self.declaredEnums = Set(found.enums.map(ObjectIdentifier.init))
        // As written: a keyed destination's mention is pointed at the enum made for it below.
        let writtenDestinations = found.destinations
        self.writtenDestinations = writtenDestinations
        StaticFactories.add(to: &found)
        Coordinators.add(to: &found)
        ErasedScreens.add(to: &found)
        TabModifiers.add(to: &found)
        TabEntries.add(to: &found)
        // After every tab's tag is made: a view its content reads is given by its caller.
        GivenTabViews.add(to: &found)
        // After every tab's tag is made: a tab's keyed destinations are pointed at their enums.
        KeyedDestinations.add(to: &found)
        SettingsWindows.dropPanes(from: &found)
        found.destinations.sort { $0.place < $1.place }
        found.pushedTypes.sort { $0.place < $1.place }
        found.modals.sort { $0.property.place < $1.property.place }
        found.casePresentations.sort { $0.property.place < $1.property.place }
        self.found = found
        self.index = TypeIndex(found)
        self.mapping = ParameterMapping(index: index)
        self.viewUses = Self.viewUses(found)
        self.previewOnlyViews = found.appStarts.isEmpty ? [] : PreviewOnlyViews.unbuiltViews(found)
        self.flowTabBar = FlowTabBars.find(found, viewUses, unbuilt: previewOnlyViews)
        self.sceneShownTabBars = SceneShownTabBars.find(found, viewUses)
        self.propertiesByName = Dictionary(grouping: found.properties, by: \.name)
        self.rootCases = StackRoots.rootCases(found, index: index)
        self.erasedViewHolders = ErasedViewCases.holders(found.properties)
        attachMembers()
        let builder = self
        singleViewItemEnums = SingleViewItems.enums(found, pushed: destinedEnums(), itemEnum: { builder.presentedEnum($0) })
        for note in found.notes { findings.note(note) }
        for (modal, note) in found.placeholderModals where itemEnum(modal) == nil { findings.note(note) }
        for call in (found.unresolved + unreadTypedPushes(registered: writtenDestinations + found.stringScreenDestinations)).sorted(by: { $0.place < $1.place }) { findings.unresolved(call.text) }
    }

    /// Conformances and `switch self` members declared in extensions belong to their enum; a
    /// switch on a property or a parameter belongs to the enum of its type.
    private func attachMembers() {
        for (path, names) in found.extensionConformances {
            index.enumeration(path, from: [])?.conformances += names
        }
        var propertiesByScope: [[String]: [Property]] = [:]
        if found.memberSwitches.contains(where: { $0.subject != nil }) {
            propertiesByScope = Dictionary(grouping: found.properties, by: \.scope)
        }
        for (path, member, subject, parameter, written, otherwise) in found.memberSwitches {
            if let subject {
                // `switch destination` in a view holding a tab enum value (Navigator's
                // `RootTabsViewBuilder`), or one a model it holds does (`switch
                // viewModel.selectedTab`): the views each case shows, kept under the view's member.
                guard let (type, scope) = switchedType(subject, parameter: parameter, in: path, propertiesByScope),
                      let declaration = index.enumeration(type, from: scope) else { continue }
                let key = (path + [member]).joined(separator: ".")
                if declaration.switches[key] == nil { declaration.switches[key] = DefaultArm.filled(written, otherwise, declaration) }
                continue
            }
            guard let declaration = index.enumeration(path, from: []), declaration.switches[member] == nil else { continue }
            declaration.switches[member] = DefaultArm.filled(written, otherwise, declaration)
        }
    }

    /// What the report says of tabs no route is tied to. Where routes were found outside the
    /// tabs (a push helper on a `NavigationPath`, a case no tab's views name),
    /// the tabs may well reach them: one note says so, rather than that none were found.
    static func tabsWithoutRoutes(_ tabs: [(tab: String, place: SourcePlace)], of tabEnum: EnumDeclaration, routesOutside: Int) -> [String] {
        guard routesOutside > 0 else {
            return tabs.map { "tab \($0.tab) of \(tabEnum.name): no route enum found for it (\($0.place))" }
        }
        guard let first = tabs.first else { return [] }
        let names = tabs.map(\.tab)
        let listed = names.count == 1 ? "tab \(first.tab)" : "tabs " + names.dropLast().joined(separator: ", ") + " and " + names.last!
        let (routes, was, are) = routesOutside == 1 ? ("the route", "was", "is") : ("the \(routesOutside) routes", "were", "are")
        return ["\(listed) of \(tabEnum.name) (\(first.place)): no route tied to \(names.count == 1 ? "it" : "them"): \(routes) declared outside the tabs \(was) found but not tied to one tab's stack, and \(are) open from every tab"]
    }

    /// An enum several tabs' stacks take (one `Route` for every tab's `NavigationPath`) and
    /// declared whole in each, none of them kept to the cases written onto its own path: which
    /// of its cases each tab's stack reaches is not read, and the report says so rather than
    /// let each tab seem to reach them all.
    static func enumsCopiedIntoTabs(_ tabs: [AppSchema.TabDeclaration], _ enumsOfTabs: [String: [EnumDeclaration]]) -> [String] {
        var tabsOfEnum: [ObjectIdentifier: (declaration: EnumDeclaration, tabs: [String])] = [:]
        var order: [ObjectIdentifier] = []
        for tab in tabs {
            let routes = Set(tab.routes.map(\.name))
            for declaration in enumsOfTabs[tab.name] ?? [] where declaration.cases.allSatisfy({ routes.contains($0.name) }) {
                let key = ObjectIdentifier(declaration)
                if tabsOfEnum[key] == nil { order.append(key) }
                tabsOfEnum[key, default: (declaration, [])].tabs.append(tab.name)
            }
        }
        // A single case is what each tab's stack takes the type for: nothing to tell apart.
        return order.compactMap { tabsOfEnum[$0] }.filter { $0.tabs.count > 1 && $0.declaration.cases.count > 1 }.map { declaration, tabs in
            let listed = tabs.dropLast().joined(separator: ", ") + " and " + tabs.last!
            return "\(declaration.name) (\(declaration.place)) is taken by the stacks of tabs \(listed): each declares all its cases, as which of them each tab reaches is not read"
        }
    }

    /// The tabs, then the routes accepted in every tab, those of them only ever presented
    /// (reached by `.sheet(item:)` or `.fullScreenCover(item:)` alone, or a view's sheet or
    /// cover), and of those the covers.
    mutating func build() -> (tabs: [AppSchema.TabDeclaration], shared: [AppSchema.RouteDeclaration], presentedOnly: [String], covers: [String]) {
        var tabEnum = findTabEnum()
        if tabEnum == nil, let (modes, note) = viewModeSwitch() {
            tabEnum = modes
            findings.note(note)
        }
        if tabEnum == nil, let (screens, note) = indexedScreens() {
            tabEnum = screens
            findings.note(note)
        }
        if tabEnum == nil, let (titled, notes) = titledTabs() {
            tabEnum = titled
            for note in notes { findings.note(note) }
        }
        if tabEnum == nil { tabEnum = tabEnumByName() }
        // Said when the tabs are that TabView's (its items tagged, or its selection), not a bar's of another kind.
        if tabEnum != nil, let flowTabBar, viewsOfTaggedTabs.contains(flowTabBar.view) {
            findings.note(flowTabBar.note)
        }
        // An enum whose cases are shown one by one gives those cases alone, however else it
        // looks like routes: the rest are HUDs and dialogs.
        let shown = shownCases()
        let caseWise = Set(shown.map { ObjectIdentifier($0.declaration) })
        let modalEnums = unique(self.modalEnums()).filter { $0 !== tabEnum && !caseWise.contains(ObjectIdentifier($0)) }
        var routeEnums = unique(namedRouteEnums()).filter { candidate in
            candidate !== tabEnum && !modalEnums.contains { $0 === candidate } && !caseWise.contains(ObjectIdentifier(candidate))
        }
        if routeEnums.isEmpty {
            // Not the content of a screen shown for an item (`SchemaBuilder+ItemContents`), nor
            // an enum whose cases name the app's tabs (`TabMirroringEnums`), nor one of URLs
            // opened outside the app (`LinkEnums`).
            let contents = itemContentEnums()
            routeEnums = found.enums.filter { candidate in
                candidate !== tabEnum && !modalEnums.contains { $0 === candidate } && !candidate.cases.isEmpty
                    && Self.routeSuffixes.contains { candidate.path.last!.hasSuffix($0) }
                    && (isValueEnum(candidate) && !LinkEnums.opensURLs(candidate, found) || buildsScreens(candidate))
                    && !caseWise.contains(ObjectIdentifier(candidate)) && !contents.contains(ObjectIdentifier(candidate))
                    && !TabMirroringEnums.mirrorsTabs(candidate, tabEnum)
            }
        }
        // A split view's sidebar selection, listed by a variable (`SchemaBuilder+SidebarSelections`),
        // unless it chooses the very views the app's tabs show (`sidebarChoosesTabs`).
        for sidebar in unique(sidebarSelectionEnums(besides: routeEnums + modalEnums)) where sidebar !== tabEnum && !caseWise.contains(ObjectIdentifier(sidebar))
            && !(routeEnums + modalEnums).contains(where: { $0 === sidebar }) && !(tabEnum != nil && sidebarChoosesTabs(sidebar)) {
            routeEnums.append(sidebar)
        }
        // The screens a view shows for its selected item (`SelectedItemScreens`).
        for (shown, note) in selectedItemEnums() where shown !== tabEnum && !caseWise.contains(ObjectIdentifier(shown))
            && !(routeEnums + modalEnums).contains(where: { $0 === shown }) {
            routeEnums.append(shown)
            findings.note(note)
        }
        let wrappers = routeEnums.filter { wrappedEnums($0) != nil }
        routeEnumIdentities = Set((routeEnums + modalEnums + wrappers.flatMap { wrappedEnums($0) ?? [] }).map(ObjectIdentifier.init))

        var tabs: [(name: String, title: String?, enums: [EnumDeclaration])] = []
        // Said once the views' routes are known: a tab may have those alone.
        var withoutEnums: [(tab: String, place: SourcePlace)] = []
        var used: [EnumDeclaration] = []
        if let tabEnum {
            let listed = listedTabs(of: tabEnum)
            let tagged = listed == nil ? taggedTabs(of: tabEnum) : nil
            let hidden = FilteredTabs.hidden(of: tabEnum, found, index: index)
            for tabCase in tabEnum.cases {
                if hidden.contains(tabCase.name) {
                    findings.note("\(tabEnum.name).\(tabCase.name) is left out of the list a ForEach makes the tabs' buttons from, and nothing sets it: not a tab (\(tabCase.place))")
                    continue
                }
                if let listed, !listed.contains(tabCase.name) {
                    findings.note("\(tabEnum.name).\(tabCase.name) is in no list the TabView's tabs are made from: not a tab (\(tabCase.place))")
                    continue
                }
                if let tagged, !tagged.contains(tabCase.name) {
                    findings.note("\(tabEnum.name).\(tabCase.name) tags no item of the TabView: not a tab (\(tabCase.place))")
                    continue
                }
                // `case anyTimelineFilter(filter:)` is made at run time, not a tab of the tab bar.
                guard tabCase.values.isEmpty else {
                    findings.note("\(tabEnum.name).\(tabCase.name) carries values: not a tab (\(tabCase.place))")
                    continue
                }
                if showsNothing(tab: tabCase.name, of: tabEnum) {
                    findings.note("\(tabEnum.name).\(tabCase.name) shows nothing where the tab enum builds its content: not a tab (\(tabCase.place))")
                    continue
                }
                guard AppName.isValid(tabCase.name) else {
                    findings.note("tab \(tabCase.name) of \(tabEnum.name) has a name navrepl cannot write (letters, digits and '_'): skipped (\(tabCase.place))")
                    continue
                }
                let enums = routes(forTab: tabCase.name, of: tabEnum, wrappers: wrappers)
                if enums.isEmpty { withoutEnums.append((tabCase.name, tabCase.place)) }
                tabs.append((tabCase.name, title(of: tabCase.name, in: tabEnum) ?? tabItemTitle(of: tabCase.name, in: tabEnum), enums))
                used += enums
            }
            used += wrappers
        } else if let wrapper = wrappers.first {
            for wrapperCase in wrapper.cases where AppName.isValid(wrapperCase.name) {
                let inner = wrappedEnum(of: wrapperCase, in: wrapper)!
                tabs.append((wrapperCase.name, title(of: wrapperCase.name, in: wrapper), [inner]))
                used += [inner, wrapper]
            }
        }
        // An enum presented and never pushed gives routes that are only presented, as an app's
        // `.sheet(item:)` enum is apart from its path enum; one a destination takes or a push
        // names too (a router's `path: [Destination]` and `sheet: Destination?`) is pushed.
        let destined = destinedEnums()
        let pushedEnums = withEmbedded(routeEnums + modalEnums.filter { destined.contains(ObjectIdentifier($0)) })
        let modalOnly = Set(withEmbedded(modalEnums).map(ObjectIdentifier.init)).subtracting(pushedEnums.map(ObjectIdentifier.init))
        let coverOnly = coverOnlyEnums()
        // A split's columns hold what it pushes and shows; what it only presents (a
        // `.sheet(item: $export)` on the split) is presented from beside them, as anywhere.
        if tabs.isEmpty, let split = splitTab((routeEnums + modalEnums).filter { !modalOnly.contains(ObjectIdentifier($0)) }) {
            var (tabs, shared, presentedOnly, covers) = ([split], [AppSchema.RouteDeclaration](), [String](), [String]())
            var names = Set(split.columns.flatMap(\.routes).map(\.name))
            for declaration in withEmbedded(modalEnums) where modalOnly.contains(ObjectIdentifier(declaration)) {
                let presented = routes(of: [declaration], taking: &names)
                shared += presented
                presentedOnly += presented.map(\.name)
                if coverOnly.contains(ObjectIdentifier(declaration)) { covers += presented.map(\.name) }
            }
            add(viewRoutes(tabs: tabs, tabEnum: nil, shared: shared), to: &tabs, shared: &shared, presentedOnly: &presentedOnly, covers: &covers)
            return (tabs, shared, presentedOnly, covers)
        }
        for place in found.splitViews.map(\.place) {
            findings.note("NavigationSplitView at \(place): its columns are not read, so its routes are imported as a plain tab's")
        }
        noteEmbeddingCycles(withEmbedded(routeEnums + modalEnums))
        // Copies of one enum in several namespaces are one set of routes; only among the app's
        // own enums: each tab's copy of a tab-level enum is that tab's.
        let sharedEnums = withEmbedded(EnumCopies.withoutCopies(
            routeEnums.filter { candidate in !used.contains { $0 === candidate } }, findings: &findings) + modalEnums)
        var sharedRoutes: [AppSchema.RouteDeclaration] = []
        // Kept as routes are added, so that each enum's names are checked against those before
        // it without listing them all again (an app of thousands of enums).
        var sharedNames = Set<String>()
        var presentedOnly: [String] = []
        var covers: [String] = []
        // A TCA destination's case shown through a scoped store is shown as that says, and so
        // is a case shown through a case key path (`CaseKeyPathStyles`).
        let scopedStyles = Dictionary(grouping: self.found.scopedCases + caseKeyPathStyles(), by: \.caseName).mapValues { $0.map(\.style) }
        for declaration in sharedEnums {
            let found = routes(of: [declaration], taking: &sharedNames)
            sharedRoutes += found
            if modalOnly.contains(ObjectIdentifier(declaration)) {
                for route in found {
                    let styles = scopedStyles[route.name] ?? []
                    if !styles.isEmpty, styles.allSatisfy({ $0 == nil }) { continue }
                    presentedOnly.append(route.name)
                    if styles.isEmpty ? coverOnly.contains(ObjectIdentifier(declaration)) : styles.allSatisfy({ $0 == .cover }) {
                        covers.append(route.name)
                    }
                }
            }
        }
        let shownRoutes = routes(ofShown: shown, taken: sharedNames)
        sharedRoutes += shownRoutes.routes
        presentedOnly += shownRoutes.presented
        covers += shownRoutes.covers
        sharedNames.formUnion(shownRoutes.routes.map(\.name))
        var enumsOfTabs: [String: [EnumDeclaration]] = [:]
        for tab in tabs { enumsOfTabs[tab.name] = withEmbedded(tab.enums).filter { candidate in !sharedEnums.contains { $0 === candidate } } }
        var tabDeclarations = keepingTheirPaths(tabs.map { tab in
            AppSchema.TabDeclaration(tab.name, title: tab.title, routes: routes(of: enumsOfTabs[tab.name]!, taken: sharedNames))
        }, enums: enumsOfTabs, of: tabEnum)
        for note in Self.enumsCopiedIntoTabs(tabDeclarations, enumsOfTabs) { findings.note(note) }
        if let tabEnum { placeInTabs(shownRoutes.pushedFrom, tabs: &tabDeclarations, shared: &sharedRoutes, of: tabEnum) }
        let viewRoutes = self.viewRoutes(tabs: tabDeclarations, tabEnum: tabEnum, shared: sharedRoutes)
        add(viewRoutes, to: &tabDeclarations, shared: &sharedRoutes, presentedOnly: &presentedOnly, covers: &covers)
        if let tabEnum {
            let empty = withoutEnums.filter { tab in tabDeclarations.first { $0.name == tab.tab }?.routes.isEmpty ?? true }
            for note in Self.tabsWithoutRoutes(empty, of: tabEnum, routesOutside: sharedRoutes.count) { findings.note(note) }
        }
        let flowShown = RoutesPresentations.presentedOnly(
            among: (tabDeclarations.flatMap(\.routes) + sharedRoutes).map(\.name).filter { !presentedOnly.contains($0) }, in: found)
        presentedOnly += flowShown.presented
        covers += flowShown.covers
        // One untitled tab named main is what an app without tabs has: declare it so, with its
        // edges where they are read (`SchemaBuilder+Edges`).
        if tabDeclarations.isEmpty || (tabDeclarations.count == 1 && tabDeclarations[0].name == AppSchema.defaultTabName && tabDeclarations[0].title == nil) {
            let main = AppSchema.defaultTabName
            let reader = edgeReader(tabEnum: tabEnum, tabEnums: [main: (enumsOfTabs[main] ?? []) + sharedEnums], sharedEnums: sharedEnums,
                                    viewRoutes: viewRoutes, shownCases: shownRoutes.shows)
            return withoutTabs(routes: (tabDeclarations.first?.routes ?? []) + sharedRoutes, presentedOnly: presentedOnly, covers: covers,
                               reader: reader, tabEnum: tabEnum)
        }
        if tabEnum == nil {
            findings.note("edges not imported: they are read for the tabs of a tab enum, and these tabs are not one's")
        }
        if let tabEnum {
            let reader = edgeReader(tabEnum: tabEnum, tabEnums: enumsOfTabs, sharedEnums: sharedEnums, viewRoutes: viewRoutes, shownCases: shownRoutes.shows)
            let declared = tabDeclarations
            let roots = declared.map { views(ofTab: $0.name, of: tabEnum) }
            let (read, outside) = reader.requiringEveryRouteLedTo(zip(declared, roots).map { tab, rootViews in
                reader.tab(tab, rootViews: rootViews, rootLinks: links(ofTab: tab.name, of: tabEnum),
                           all: declared, shared: sharedRoutes, presentedOnly: Set(presentedOnly))
            }, shared: sharedRoutes, rootViews: roots.flatMap { $0 })
            tabDeclarations = read.map(\.tab)
            noteEdges(read.map { ($0.tab.name, $0.outcome) }, outside: outside)
        }
        return (tabDeclarations, sharedRoutes, presentedOnly, covers)
    }

    /// Tabs sharing a route enum, each on a path of its own (`NavigationStack(path:
    /// $router.chatTabPath)`): each keeps the cases the project writes onto its path.
    private func keepingTheirPaths(_ tabs: [AppSchema.TabDeclaration], enums: [String: [EnumDeclaration]], of tabEnum: EnumDeclaration?) -> [AppSchema.TabDeclaration] {
        guard let tabEnum, !found.pathWrites.isEmpty else { return tabs }
        var pathsByTab: [String: Set<String>] = [:]
        for tab in tabs { pathsByTab[tab.name] = stackPaths(ofTab: tab.name, of: tabEnum) }
        let tabPaths = pathsByTab.values.reduce(into: Set<String>()) { $0.formUnion($1) }
        let writes = found.pathWrites.filter { tabPaths.contains($0.property) }
        guard !writes.isEmpty else { return tabs }
        return tabs.map { tab in
            // A write of another enum's case of the same name (`HomeDestination.detail` onto the
            // home tab's path) says nothing of this tab's `ExploreDestination.detail`.
            let own = enums[tab.name] ?? []
            let writes = writes.filter { write in
                guard let type = write.type, let declaration = index.enumeration(type, from: write.scope) else { return true }
                return own.contains { $0 === declaration }
            }
            let kept = Set(TabPaths.kept(tab.routes.map(\.name), tabPaths: pathsByTab[tab.name] ?? [], writes: writes,
                                         linked: casesLinked(fromTab: tab.name, of: tabEnum, own: own)))
            return AppSchema.TabDeclaration(tab.name, title: tab.title, routes: tab.routes.filter { kept.contains($0.name) })
        }
    }

    /// The cases of the tab's own enums its views push by value (`NavigationLink(value:
    /// .contact(c))`): onto the stack showing them, the tab's, whichever path it binds.
    private func casesLinked(fromTab tabName: String, of tabEnum: EnumDeclaration, own: [EnumDeclaration]) -> Set<String> {
        let reached = ViewRoutes.reach(from: views(ofTab: tabName, of: tabEnum), viewUses)
        let links = links(ofTab: tabName, of: tabEnum) + reached.flatMap { (viewUses[$0] ?? []).flatMap(\.links) }
        var cases = Set<String>()
        for link in links where link.ontoShowingStack {
            if let type = link.type, let declaration = index.enumeration(type, from: link.scope), !own.contains(where: { $0 === declaration }) { continue }
            cases.insert(link.caseName)
        }
        return cases
    }

    /// The paths a tab's stacks bind: in its tagged content, and in the views it shows.
    private func stackPaths(ofTab tabName: String, of tabEnum: EnumDeclaration) -> Set<String> {
        var paths = Set<String>()
        for tag in found.tags where tag.caseName == tabName {
            if let type = tag.type, index.enumeration(type, from: tag.scope) !== tabEnum { continue }
            paths.formUnion(tag.stackPaths)
        }
        for view in views(ofTab: tabName, of: tabEnum) {
            for uses in viewUses[view] ?? [] { paths.formUnion(uses.stackPaths) }
        }
        return paths
    }

    /// The routes of navigation without a value, the tabs' and the app's routes being taken.
    private mutating func viewRoutes(tabs: [AppSchema.TabDeclaration], tabEnum: EnumDeclaration?, shared: [AppSchema.RouteDeclaration]) -> ViewRoutes {
        let roots = tabEnum.map { tabEnum in tabs.map { (tab: $0.name, views: views(ofTab: $0.name, of: tabEnum)) } } ?? []
        let taken = Set(shared.map(\.name) + tabs.flatMap { $0.routes.map(\.name) })
        // A child feature one case route presents, by the feature: its own `@Presents` shown
        // elsewhere is that screen. A feature two routes present (pushed and presented) says none.
        let routesOfFeature = Dictionary(grouping: childFeatureOfRoute.filter { taken.contains($0.key) }, by: \.value)
        let caseRoute = { [self] (item: ModalMention) -> String? in
            guard let feature = itemFeature(item), let routes = routesOfFeature[feature], routes.count == 1 else { return nil }
            return routes[0].key
        }
        // The first route, in the order declared, whose case shows each view; not a TCA child
        // feature's, whose own presentations are routes of their own.
        var routeOfScreen: [String: String] = [:]
        for route in shared + tabs.flatMap(\.routes) where childFeatureOfRoute[route.name] == nil {
            if let screen = screenOfRoute[route.name], routeOfScreen[screen] == nil { routeOfScreen[screen] = route.name }
        }
        // The app's tab bar a flow shows (`FlowTabBars`), once its tabs are read, is those tabs, not a
        // route; so is one the scene shows itself whose TabView's items gave them (`SceneShownTabBars`).
        let tabBars = tabEnum == nil ? [] : Set([flowTabBar?.view].compactMap { $0 }).union(sceneShownTabBars.intersection(viewsOfTaggedTabs))
        let routes = ViewRoutes(found: found, viewUses: viewUses, isEnumItem: { itemEnum($0) != nil }, tabRoots: roots, taken: taken,
                                routeOfScreen: routeOfScreen, caseRoute: caseRoute, tabBars: tabBars)
        for note in routes.findings.notes { findings.note(note) }
        return routes
    }

    /// The cases shown one by one and pushed (`NavigationLink(unwrapping: $model.route, case:
    /// \.detail)`): each in the tab whose root reaches every view that pushes it, as a view's
    /// route is; pushed from several tabs' views, or from views no tab is known to show, the app's.
    private func placeInTabs(_ pushedFrom: [String: [String]], tabs: inout [AppSchema.TabDeclaration], shared: inout [AppSchema.RouteDeclaration],
                             of tabEnum: EnumDeclaration) {
        guard tabs.count > 1, !pushedFrom.isEmpty else { return }
        let reached = tabs.map { (tab: $0.name, views: ViewRoutes.reach(from: views(ofTab: $0.name, of: tabEnum), viewUses)) }
        shared = shared.filter { route in
            guard let from = pushedFrom[route.name] else { return true }
            let owners = reached.filter { reach in from.contains { reach.views.contains($0) } }
            guard owners.count == 1, let index = tabs.firstIndex(where: { $0.name == owners[0].tab }), !tabs[index].isSplit else { return true }
            tabs[index] = AppSchema.TabDeclaration(tabs[index].name, title: tabs[index].title, routes: tabs[index].routes + [route])
            return false
        }
    }

    /// Declares the view routes: a pushed one in its tab, else the app's; a presented one the app's.
    private mutating func add(_ viewRoutes: ViewRoutes, to tabs: inout [AppSchema.TabDeclaration], shared: inout [AppSchema.RouteDeclaration],
                              presentedOnly: inout [String], covers: inout [String]) {
        for route in viewRoutes.routes {
            let declaration = AppSchema.RouteDeclaration(route.name, route.item.map { itemParameters($0, of: route.name) } ?? [])
            if let name = route.tab, let index = tabs.firstIndex(where: { $0.name == name }), !tabs[index].isSplit {
                tabs[index] = AppSchema.TabDeclaration(tabs[index].name, title: tabs[index].title, routes: tabs[index].routes + [declaration])
                continue
            }
            shared.append(declaration)
            if let style = route.style {
                presentedOnly.append(route.name)
                if style == .cover { covers.append(route.name) }
            }
        }
    }

    /// The TCA child feature an item holds (`@Presents var selection:
    /// SelectionFeature.State?`), its qualified name.
    private func itemFeature(_ item: ModalMention) -> String? {
        let candidates = propertiesByName[item.property.name] ?? []
        guard let property = candidates.first(where: { $0.scope == item.property.scope }) ?? (candidates.count == 1 ? candidates[0] : nil),
              var path = property.type.unwrapped.type.path, path.count > 1, path.last == "State" else { return nil }
        path.removeLast()
        guard case .nominal(let type) = index.resolve(path, from: property.scope) else { return nil }
        return type.path.joined(separator: ".")
    }

    /// The parameter of a view's route shown for an item (`.sheet(item: $editing)` over
    /// `var editing: Event?`): the item's value, named after its type (`event`), as an enum
    /// case's unlabelled value is; none when the item's type is not written.
    private mutating func itemParameters(_ item: ModalMention, of route: String) -> [AppSchema.Parameter] {
        let candidates = propertiesByName[item.property.name] ?? []
        guard let property = candidates.first(where: { $0.scope == item.property.scope }) ?? (candidates.count == 1 ? candidates[0] : nil),
              property.type.unwrapped.type.path != nil else { return [] }
        let value = AssociatedValue(label: nil, type: property.type.unwrapped.type, defaultValue: nil)
        // Read as a case of the view's own, declared where the item is.
        let owner = EnumDeclaration(path: property.scope, genericParameters: [], conformances: [], place: property.place, isIndirect: false)
        return mapping.parameters(of: EnumCase(name: route, values: [value], isIndirect: false, place: property.place, isConditional: false),
                                  in: owner, findings: &findings)
    }

    /// An app that is one `NavigationSplitView`: a split tab whose sidebar column holds the
    /// cases of the sidebar's selection enum, and whose detail column holds the other routes.
    private mutating func splitTab(_ enums: [EnumDeclaration]) -> AppSchema.TabDeclaration? {
        // A list a split's own columns hold chooses first; one inside its detail, after.
        let choosing = found.sidebarSelections.filter(isChosenBySplit)
        guard !found.splitViews.isEmpty,
              let sidebar = (choosing + found.sidebarSelections).compactMap({ propertyEnum($0) }).first else { return nil }
        let sidebarEnums = withEmbedded([sidebar])
        let sidebarRoutes = routes(of: sidebarEnums, taken: [])
        // Another split's sidebar enum is that split's, shown in turn with this one (`SplitsShownInTurn`).
        let otherSplits = otherSplitsSidebarEnums(than: sidebar)
        let detailEnums = detailColumnEnums(withEmbedded(enums)).filter { candidate in
            !sidebarEnums.contains { $0 === candidate } && !otherSplits.contains(ObjectIdentifier(candidate))
        }
        let detailRoutes = routes(of: detailEnums, taken: Set(sidebarRoutes.map(\.name)))
        // A detail column that pushes nothing of its own (it shows what the sidebar selects, and
        // pushes the sidebar's own enum again) leaves one column, which no split view is: the
        // app's routes are then its sidebar's, read as a plain tab's.
        guard !sidebarRoutes.isEmpty, !detailRoutes.isEmpty else { return nil }
        let columns = [AppSchema.SplitColumn("sidebar", routes: sidebarRoutes), AppSchema.SplitColumn("detail", routes: detailRoutes)]
        return AppSchema.TabDeclaration(AppSchema.defaultTabName, columns: columns)
    }

    /// The view graph by a type's simple name, as constructors name it.
    static func viewUses(_ found: SwiftDeclarations) -> [String: [ViewUses]] {
        var byName: [String: [ViewUses]] = [:]
        for (name, uses) in found.uses {
            byName[String(name.split(separator: ".").last ?? ""), default: []].append(uses)
        }
        return byName
    }
}
