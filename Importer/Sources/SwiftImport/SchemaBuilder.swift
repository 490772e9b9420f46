import NavreplKit

/// Decides, from what the collector found, which enums are routes, which is the tab enum and
/// which are presented as modals, and builds the app's tabs and routes from them.
struct SchemaBuilder {
    private let found: SwiftDeclarations
    private let index: TypeIndex
    private let mapping: ParameterMapping
    private let viewUses: [String: [ViewUses]]
    /// The properties by name, for the many look-ups of the one a SwiftUI call binds.
    private let propertiesByName: [String: [Property]]
    var findings = ImportFindings()
    /// Every enum taken as routes, for `embeddedEnum` to know a case that carries one.
    private var routeEnumIdentities = Set<ObjectIdentifier>()
    /// Cases that are their stack's own root (`StackRoots`): not routes.
    private let rootCases: Set<String>

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
        StaticFactories.add(to: &found)
        Coordinators.add(to: &found)
        ErasedScreens.add(to: &found)
        KeyedDestinations.add(to: &found)
        found.destinations.sort { $0.place < $1.place }
        found.pushedTypes.sort { $0.place < $1.place }
        found.modals.sort { $0.property.place < $1.property.place }
        found.casePresentations.sort { $0.property.place < $1.property.place }
        self.found = found
        self.index = TypeIndex(found)
        self.mapping = ParameterMapping(index: index)
        self.viewUses = Self.viewUses(found)
        self.propertiesByName = Dictionary(grouping: found.properties, by: \.name)
        self.rootCases = StackRoots.rootCases(found, index: index)
        attachMembers()
        for note in found.notes { findings.note(note) }
        for call in found.unresolved.sorted(by: { $0.place < $1.place }) { findings.unresolved(call.text) }
    }

    /// Conformances and `switch self` members declared in extensions belong to their enum; a
    /// switch on a property or a parameter belongs to the enum of its type.
    private func attachMembers() {
        for (path, names) in found.extensionConformances {
            index.enumeration(path, from: [])?.conformances += names
        }
        var propertiesByScope: [[String]: [Property]] = [:]
        var methodsByScope: [[String]: [Factory]] = [:]
        if found.memberSwitches.contains(where: { $0.subject != nil }) {
            propertiesByScope = Dictionary(grouping: found.properties, by: \.scope)
            methodsByScope = Dictionary(grouping: found.factories.filter(\.isMethod), by: \.scope)
        }
        for (path, member, subject, arms) in found.memberSwitches {
            if let subject {
                // `switch destination` in a view holding a tab enum value (Navigator's
                // `RootTabsViewBuilder`): the views each tab shows, kept under the view's member.
                let property = propertiesByScope[path]?.first { $0.name == subject }?.type
                let parameter = methodsByScope[path]?.first { $0.name == member }?.parameters.first { $0.label == subject }?.type
                guard let type = (property ?? parameter)?.unwrapped.type.path,
                      let declaration = index.enumeration(type, from: path) else { continue }
                let key = (path + [member]).joined(separator: ".")
                if declaration.switches[key] == nil { declaration.switches[key] = arms }
                continue
            }
            guard let declaration = index.enumeration(path, from: []), declaration.switches[member] == nil else { continue }
            declaration.switches[member] = arms
        }
    }

    /// The tabs, then the routes accepted in every tab, those of them only ever presented
    /// (reached by `.sheet(item:)` or `.fullScreenCover(item:)` alone, or a view's sheet or
    /// cover), and of those the covers.
    mutating func build() -> (tabs: [TabDeclaration], shared: [RouteDeclaration], presentedOnly: [String], covers: [String]) {
        var tabEnum = findTabEnum()
        if tabEnum == nil, let (modes, note) = viewModeSwitch() {
            tabEnum = modes
            findings.note(note)
        }
        if tabEnum == nil, let (titled, note) = titledTabs() {
            tabEnum = titled
            findings.note(note)
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
            routeEnums = found.enums.filter { candidate in
                candidate !== tabEnum && !modalEnums.contains { $0 === candidate } && !candidate.cases.isEmpty
                    && Self.routeSuffixes.contains { candidate.path.last!.hasSuffix($0) } && isHashable(candidate)
                    && !caseWise.contains(ObjectIdentifier(candidate))
            }
        }
        let wrappers = routeEnums.filter { wrappedEnums($0) != nil }
        routeEnumIdentities = Set((routeEnums + modalEnums + wrappers.flatMap { wrappedEnums($0) ?? [] }).map(ObjectIdentifier.init))

        var tabs: [(name: String, title: String?, enums: [EnumDeclaration])] = []
        // Said once the views' routes are known: a tab may have those alone.
        var withoutEnums: [(tab: String, note: String)] = []
        var used: [EnumDeclaration] = []
        if let tabEnum {
            for tabCase in tabEnum.cases {
                // `case anyTimelineFilter(filter:)` is made at run time, not a tab of the tab bar.
                guard tabCase.values.isEmpty else {
                    findings.note("\(tabEnum.name).\(tabCase.name) carries values: not a tab (\(tabCase.place))")
                    continue
                }
                guard AppName.isValid(tabCase.name) else {
                    findings.note("tab \(tabCase.name) of \(tabEnum.name) has a name navrepl cannot write (letters, digits and '_'): skipped (\(tabCase.place))")
                    continue
                }
                let enums = routes(forTab: tabCase.name, of: tabEnum, wrappers: wrappers)
                if enums.isEmpty { withoutEnums.append((tabCase.name, "tab \(tabCase.name) of \(tabEnum.name): no route enum found for it (\(tabCase.place))")) }
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
        if tabs.isEmpty, let split = splitTab(routeEnums + modalEnums) {
            var (tabs, shared, presentedOnly, covers) = ([split], [RouteDeclaration](), [String](), [String]())
            add(viewRoutes(tabs: tabs, tabEnum: nil, shared: []), to: &tabs, shared: &shared, presentedOnly: &presentedOnly, covers: &covers)
            return (tabs, shared, presentedOnly, covers)
        }
        for place in found.splitViews {
            findings.note("NavigationSplitView at \(place): its columns are not read, so its routes are imported as a plain tab's")
        }
        noteEmbeddingCycles(withEmbedded(routeEnums + modalEnums))
        let sharedEnums = withEmbedded(routeEnums.filter { candidate in !used.contains { $0 === candidate } } + modalEnums)
        // An enum presented and never pushed gives routes that are only presented, as an app's
        // `.sheet(item:)` enum is apart from its path enum.
        let pushedEnums = withEmbedded(routeEnums)
        let modalOnly = withEmbedded(modalEnums).filter { candidate in !pushedEnums.contains { $0 === candidate } }
        var sharedRoutes: [RouteDeclaration] = []
        var presentedOnly: [String] = []
        var covers: [String] = []
        let coverOnly = coverOnlyEnums()
        for declaration in sharedEnums {
            let found = routes(of: [declaration], taken: Set(sharedRoutes.map(\.name)))
            sharedRoutes += found
            if modalOnly.contains(where: { $0 === declaration }) {
                presentedOnly += found.map(\.name)
                if coverOnly.contains(ObjectIdentifier(declaration)) { covers += found.map(\.name) }
            }
        }
        let shownRoutes = routes(ofShown: shown, taken: Set(sharedRoutes.map(\.name)))
        sharedRoutes += shownRoutes.routes
        presentedOnly += shownRoutes.presented
        covers += shownRoutes.covers
        let sharedNames = Set(sharedRoutes.map(\.name))
        var enumsOfTabs: [String: [EnumDeclaration]] = [:]
        for tab in tabs { enumsOfTabs[tab.name] = withEmbedded(tab.enums).filter { candidate in !sharedEnums.contains { $0 === candidate } } }
        var tabDeclarations = keepingTheirPaths(tabs.map { tab in
            TabDeclaration(tab.name, title: tab.title, routes: routes(of: enumsOfTabs[tab.name]!, taken: sharedNames))
        }, enums: enumsOfTabs, of: tabEnum)
        if let tabEnum { placeInTabs(shownRoutes.pushedFrom, tabs: &tabDeclarations, shared: &sharedRoutes, of: tabEnum) }
        let viewRoutes = self.viewRoutes(tabs: tabDeclarations, tabEnum: tabEnum, shared: sharedRoutes)
        add(viewRoutes, to: &tabDeclarations, shared: &sharedRoutes, presentedOnly: &presentedOnly, covers: &covers)
        for (tab, note) in withoutEnums where tabDeclarations.first(where: { $0.name == tab })?.routes.isEmpty ?? true {
            findings.note(note)
        }
        // One untitled tab named main is what an app without tabs has: declare it so.
        if tabDeclarations.count == 1, let only = tabDeclarations.first, only.name == AppSchema.defaultTabName, only.title == nil {
            return ([], only.routes + sharedRoutes, presentedOnly, covers)
        }
        if tabEnum == nil && !tabDeclarations.isEmpty {
            findings.note("edges not imported: they are read for the tabs of a tab enum, and these tabs are not one's")
        }
        if let tabEnum {
            let reader = EdgeReader(found: found, index: index, viewUses: viewUses, propertyEnum: { [self] in propertyEnum($0) }, itemEnum: { [self] in itemEnum($0) }, tabEnum: tabEnum,
                                    tabEnums: enumsOfTabs, sharedEnums: sharedEnums, viewRoutes: viewRoutes.routeOfView,
                                    shownCases: shownRoutes.shows)
            let declared = tabDeclarations
            var read: [String] = []
            var skipped: [String] = []
            tabDeclarations = declared.map { tab in
                let (withEdges, outcome) = reader.tab(tab, rootViews: views(ofTab: tab.name, of: tabEnum), all: declared, shared: sharedRoutes,
                                                      presentedOnly: Set(presentedOnly))
                switch outcome {
                case .read(0, _):
                    break
                case .read(let count, let leftOut):
                    read.append("\(count) in tab \(tab.name)" + (leftOut.isEmpty ? "" : " (taps on \(leftOut.joined(separator: ", ")), no route of the app, left out)"))
                case .skipped(let reason):
                    skipped.append("tab \(tab.name): \(reason)")
                }
                return withEdges
            }
            // One line: read at the prompt on every import.
            var parts: [String] = []
            if !read.isEmpty { parts.append("edges read from the views: " + read.joined(separator: ", ")) }
            if !skipped.isEmpty { parts.append("edges not imported (\(skipped.joined(separator: "; ")))") }
            if !parts.isEmpty { findings.note(parts.joined(separator: "; ")) }
        }
        return (tabDeclarations, sharedRoutes, presentedOnly, covers)
    }

    /// Tabs sharing a route enum, each on a path of its own (`NavigationStack(path:
    /// $router.chatTabPath)`): each keeps the cases the project writes onto its path.
    private func keepingTheirPaths(_ tabs: [TabDeclaration], enums: [String: [EnumDeclaration]], of tabEnum: EnumDeclaration?) -> [TabDeclaration] {
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
            let kept = Set(TabPaths.kept(tab.routes.map(\.name), tabPaths: pathsByTab[tab.name] ?? [], writes: writes))
            return TabDeclaration(tab.name, title: tab.title, routes: tab.routes.filter { kept.contains($0.name) })
        }
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
    private mutating func viewRoutes(tabs: [TabDeclaration], tabEnum: EnumDeclaration?, shared: [RouteDeclaration]) -> ViewRoutes {
        let roots = tabEnum.map { tabEnum in tabs.map { (tab: $0.name, views: views(ofTab: $0.name, of: tabEnum)) } } ?? []
        let taken = Set(shared.map(\.name) + tabs.flatMap { $0.routes.map(\.name) })
        let routes = ViewRoutes(found: found, viewUses: viewUses, isEnumItem: { itemEnum($0) != nil }, tabRoots: roots, taken: taken)
        for note in routes.findings.notes { findings.note(note) }
        return routes
    }

    /// The cases shown one by one and pushed (`NavigationLink(unwrapping: $model.route, case:
    /// \.detail)`): each in the tab whose root reaches every view that pushes it, as a view's
    /// route is; pushed from several tabs' views, or from views no tab is known to show, the app's.
    private func placeInTabs(_ pushedFrom: [String: [String]], tabs: inout [TabDeclaration], shared: inout [RouteDeclaration],
                             of tabEnum: EnumDeclaration) {
        guard tabs.count > 1, !pushedFrom.isEmpty else { return }
        let reached = tabs.map { (tab: $0.name, views: ViewRoutes.reach(from: views(ofTab: $0.name, of: tabEnum), viewUses)) }
        shared = shared.filter { route in
            guard let from = pushedFrom[route.name] else { return true }
            let owners = reached.filter { reach in from.contains { reach.views.contains($0) } }
            guard owners.count == 1, let index = tabs.firstIndex(where: { $0.name == owners[0].tab }), !tabs[index].isSplit else { return true }
            tabs[index] = TabDeclaration(tabs[index].name, title: tabs[index].title, routes: tabs[index].routes + [route])
            return false
        }
    }

    /// Declares the view routes: a pushed one in its tab, else the app's; a presented one the app's.
    private mutating func add(_ viewRoutes: ViewRoutes, to tabs: inout [TabDeclaration], shared: inout [RouteDeclaration],
                              presentedOnly: inout [String], covers: inout [String]) {
        for route in viewRoutes.routes {
            let declaration = RouteDeclaration(route.name, route.item.map { itemParameters($0, of: route.name) } ?? [])
            if let name = route.tab, let index = tabs.firstIndex(where: { $0.name == name }), !tabs[index].isSplit {
                tabs[index] = TabDeclaration(tabs[index].name, title: tabs[index].title, routes: tabs[index].routes + [declaration])
                continue
            }
            shared.append(declaration)
            if let style = route.style {
                presentedOnly.append(route.name)
                if style == .cover { covers.append(route.name) }
            }
        }
    }

    /// The parameter of a view's route shown for an item (`.sheet(item: $editing)` over
    /// `var editing: Event?`): the item's value, named after its type (`event`), as an enum
    /// case's unlabelled value is; none when the item's type is not written.
    private mutating func itemParameters(_ item: ModalMention, of route: String) -> [Parameter] {
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
    private mutating func splitTab(_ enums: [EnumDeclaration]) -> TabDeclaration? {
        guard !found.splitViews.isEmpty,
              let sidebar = found.sidebarSelections.compactMap({ propertyEnum($0) }).first else { return nil }
        let sidebarEnums = withEmbedded([sidebar])
        let sidebarRoutes = routes(of: sidebarEnums, taken: [])
        let detailEnums = withEmbedded(enums).filter { candidate in !sidebarEnums.contains { $0 === candidate } }
        let detailRoutes = routes(of: detailEnums, taken: Set(sidebarRoutes.map(\.name)))
        guard !sidebarRoutes.isEmpty else { return nil }
        var columns = [SplitColumn("sidebar", routes: sidebarRoutes)]
        if !detailRoutes.isEmpty { columns.append(SplitColumn("detail", routes: detailRoutes)) }
        return TabDeclaration(AppSchema.defaultTabName, columns: columns)
    }

    // MARK: Which enums

    /// Enums presented as modals: `.sheet(item:)`'s (or the enum property its case key path
    /// starts from), TCA's `@Presents` destinations, and a router's optional enum property
    /// named for a sheet or cover (`presentedSheet: SheetDestination?`).
    private func modalEnums() -> [EnumDeclaration] {
        var enums: [EnumDeclaration] = found.modals.compactMap { modal in
            pushedItemEnum(modal) == nil ? itemEnum(modal) : nil
        }
        enums += (found.presentedTypes + found.coveredTypes).compactMap { index.enumeration($0.type, from: $0.scope) }
        for property in found.properties where property.type.unwrapped.isOptional {
            let name = property.name.lowercased()
            guard name.contains("sheet") || name.contains("cover"), let path = property.type.unwrapped.type.path,
                  let declaration = index.enumeration(path, from: property.scope), !declaration.isPlain || declaration.cases.count > 1 else { continue }
            enums.append(declaration)
        }
        return enums
    }

    /// `TabView(selection: $x)`'s type, else the type of `.tag(X.y)`, else `X.allCases` in a `TabView`.
    private func findTabEnum() -> EnumDeclaration? {
        for selection in found.tabSelections {
            if let declaration = propertyEnum(selection) { return declaration }
        }
        for tag in found.tags {
            if let type = tag.type, let declaration = index.enumeration(type, from: tag.scope) { return declaration }
        }
        for list in found.tabCaseLists {
            if let declaration = index.enumeration(list.type, from: list.scope) { return declaration }
        }
        // A TabView whose selection is computed (`.init(get:set:)`) or whose tags are loop
        // variables: an enum named for tabs (`AppTab`, `RootTabs`) is the tab enum.
        guard found.uses.values.contains(where: { $0.constructed.contains("TabView") }) else { return nil }
        return found.enums.first { candidate in
            let name = candidate.path.last!
            return (name.hasSuffix("Tab") || name.hasSuffix("Tabs")) && !candidate.cases.isEmpty
        }
    }

    /// A TabView without a tab enum (its tabs untagged, or tagged `.tag(0)`): its tabs, named
    /// after their titles, as the cases of an enum no source declares. At least two, each once.
    private func titledTabs() -> (EnumDeclaration, String)? {
        let untyped = found.tags.filter { $0.untyped != nil && $0.type == nil }
        let tags = untyped.filter { $0.caseName != nil }
        // A tab is where the TabView places it: a view that sets its own item is placed by the
        // tag (`Tickets().tag(1)`) or construction that shows it.
        func position(_ tag: TabTag) -> SourcePlace {
            let anchors = untyped.filter { $0.caseName == nil && !Set($0.constructed).isDisjoint(with: tag.constructed.prefix(1)) }
            return anchors.compactMap(\.untyped).min() ?? tag.untyped!
        }
        var names: [String] = []
        for tag in tags.sorted(by: { position($0) < position($1) }) where !names.contains(tag.caseName!) { names.append(tag.caseName!) }
        guard names.count >= 2, let first = tags.compactMap(\.untyped).min() else { return nil }
        let declaration = EnumDeclaration(path: ["TabView"], genericParameters: [], conformances: [], place: first, isIndirect: false)
        for name in names {
            let place = tags.first { $0.caseName == name }!.untyped!
            declaration.add(EnumCase(name: name, values: [], isIndirect: false, place: place, isConditional: false))
        }
        return (declaration, "tabs read from the TabView's tab items at \(first), named after their titles: the app declares no tab enum")
    }

    /// An app without a tab bar whose top level switches between view modes, chosen from a
    /// sidebar, a menu or a bar of its own (`switch mode { case .home: HomeView() case
    /// .library: LibraryView() }` in the body of a view the app shows as its top level): the
    /// modes are the app's tabs. The enum and why it was read as tabs, for the report.
    private func viewModeSwitch() -> (EnumDeclaration, String)? {
        guard !found.uses.values.contains(where: { $0.constructed.contains("TabView") }) else { return nil }
        let levels = topLevelViews()
        guard !levels.isEmpty else { return nil }
        var propertiesByScope: [[String]: [Property]] = [:]
        for property in found.properties { propertiesByScope[property.scope, default: []].append(property) }
        var chosen: (level: Int, declaration: EnumDeclaration, note: String)?
        for (path, member, subject, arms) in found.memberSwitches where member == "body" {
            guard let subject, let view = path.last, let level = levels[view], level < chosen?.level ?? .max,
                  let type = propertiesByScope[path]?.first(where: { $0.name == subject })?.type.unwrapped.type.path,
                  let declaration = index.enumeration(type, from: path),
                  declaration.cases.count >= 2, declaration.cases.allSatisfy({ $0.values.isEmpty }),
                  declaration.cases.filter({ !(arms[$0.name]?.constructed.isEmpty ?? true) }).count >= 2,
                  !declaration.cases.contains(where: { Self.lifecycleWords.contains($0.name.lowercased()) })
            else { continue }
            let name = declaration.path.joined(separator: ".")
            let shown = level == 0 ? "" : ", shown by the scene through \(level) view\(level == 1 ? "" : "s")"
            chosen = (level, declaration, "tabs read from \(view)'s switch over \(subject) (\(name))\(shown): the app's top level switches between these modes, without a TabView")
        }
        return chosen.map { ($0.declaration, $0.note) }
    }

    /// Cases that say where the app is in its life, not which mode the user chose: a switch over
    /// them (`case .loading: ProgressView() case .signedIn: MainView()`) is no view modes.
    static let lifecycleWords: Set<String> = [
        "loading", "launch", "launching", "splash", "onboarding", "login", "signin", "signedin", "signedout",
        "loggedin", "loggedout", "authenticated", "unauthenticated", "authorized", "unauthorized", "error", "failed", "failure",
    ]

    /// The views the app shows as its top level, by how many views lie between them and the
    /// `@main` type's scene (0: the scene constructs it): those its scene constructs, and
    /// those they construct in turn (a root choosing between signing in and the app, say), up
    /// to 4 deep, never through a view the app pushes or presents: a screen's switch is not
    /// the app's.
    private func topLevelViews() -> [String: Int] {
        guard let main = found.mainType else { return [:] }
        var screens = Set(found.screenArms.flatMap { $0.views.values.flatMap { $0 } })
        for uses in found.uses.values { screens.formUnion(uses.viewLinks.map(\.view)) }
        screens.formUnion(found.casePresentations.compactMap(\.view))
        var levels: [String: Int] = [:]
        var current = (viewUses[main] ?? []).flatMap(\.constructed)
        for level in 0..<4 {
            var next: [String] = []
            for view in current where levels[view] == nil && !screens.contains(view) {
                levels[view] = level
                next += (viewUses[view] ?? []).flatMap(\.constructed)
            }
            current = next
        }
        return levels
    }

    /// Enums named by `navigationDestination(for:)`, `NavigationLink(value:)`, `append(...)`
    /// and `[X]` path properties.
    private mutating func namedRouteEnums() -> [EnumDeclaration] {
        var enums: [EnumDeclaration] = []
        for mention in found.destinations + found.pushedTypes {
            switch index.resolve(mention.type, from: mention.scope) {
            case .enumeration(let declaration):
                enums.append(declaration)
            case .nominal(let nominal):
                findings.note("\(nominal.path.joined(separator: ".")) (\(nominal.kind)) is a navigation value at \(mention.place); only enums are read as routes: skipped")
            case nil:
                findings.note("\(mention.type.joined(separator: ".")) is a navigation value at \(mention.place); it is not an enum of these sources: skipped")
            }
        }
        for property in found.properties where Self.isPathProperty(property.name) {
            if case .array(let element) = property.type.unwrapped.type, let path = element.path,
               let declaration = index.enumeration(path, from: property.scope) {
                enums.append(declaration)
            }
        }
        enums += found.modals.compactMap(pushedItemEnum)
        // hmlongco Navigator: each case of a `NavigationDestination` enum is a destination.
        enums += found.enums.filter { $0.conformances.contains("NavigationDestination") && !$0.cases.isEmpty }
        return enums
    }

    static func isPathProperty(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return Self.pathWords.contains { lowered.contains($0) }
    }

    private func isHashable(_ declaration: EnumDeclaration) -> Bool {
        declaration.conformances.contains { ["Hashable", "String", "Int", "CaseIterable"].contains($0) }
    }

    /// The enum a property named in a SwiftUI call holds: one of the same type as the call
    /// first, else one of the type of `holder` (`model`, in `$model.route`), else any.
    private func propertyEnum(_ mention: PropertyMention, heldBy holder: PropertyMention? = nil) -> EnumDeclaration? {
        let candidates = propertiesByName[mention.name] ?? []
        var property = candidates.first { $0.scope == mention.scope }
        if property == nil, let holder, let type = heldType(holder) {
            // Each feature's model has its own `var route: Route?`: the one this view holds.
            property = candidates.first { $0.scope == type }
        }
        guard let property = property ?? candidates.first, let path = property.type.unwrapped.type.path else { return nil }
        return index.enumeration(path, from: property.scope)
    }

    /// The declared type of the property `mention` names, as its qualified name.
    private func heldType(_ mention: PropertyMention) -> [String]? {
        // A value the view reaches through another (`$store.appRouteState.route`) is declared
        // elsewhere: the one property of that name, when there is one.
        let candidates = propertiesByName[mention.name] ?? []
        guard let property = candidates.first(where: { $0.scope == mention.scope }) ?? (candidates.count == 1 ? candidates[0] : nil) else { return nil }
        let written = property.type.unwrapped.type
        // TCA: a view's `StoreOf<HomeReducer>` (`Store<HomeReducer.State, ...>`) reads the
        // properties of the feature's `State`.
        if case .named(let name, let arguments) = written, ["StoreOf", "Store"].contains(name.last ?? ""),
           var feature = arguments.first?.path {
            if feature.last == "State" { feature.removeLast() }
            guard case .nominal(let reducer) = index.resolve(feature, from: property.scope) else { return nil }
            return reducer.path + ["State"]
        }
        guard let path = written.path else { return nil }
        switch index.resolve(path, from: property.scope) {
        case .enumeration(let declaration): return declaration.path
        case .nominal(let type): return type.path
        case nil: return nil
        }
    }

    /// The enums every presentation by item of which is a full-screen cover.
    private func coverOnlyEnums() -> Set<ObjectIdentifier> {
        var covers = Set(found.coveredTypes.compactMap { index.enumeration($0.type, from: $0.scope) }.map(ObjectIdentifier.init))
        var others = Set<ObjectIdentifier>()
        for modal in found.modals {
            guard let declaration = itemEnum(modal) else { continue }
            if modal.style == ModalStyle.cover.rawValue { covers.insert(ObjectIdentifier(declaration)) } else { others.insert(ObjectIdentifier(declaration)) }
        }
        return covers.subtracting(others)
    }

    /// The enum `.navigationDestination(item: $route)` pushes: the item's own (a case key path,
    /// `$model.destination.edit`, is one case of an enum presented in other ways too).
    private func pushedItemEnum(_ modal: ModalMention) -> EnumDeclaration? {
        modal.style == "push" ? propertyEnum(modal.property, heldBy: modal.owner) : nil
    }

    /// The enum a presentation by item presents: its property's (`$model.route`), or the
    /// one its case key path starts from (`$model.destination.add`).
    private func itemEnum(_ modal: ModalMention) -> EnumDeclaration? {
        propertyEnum(modal.property, heldBy: modal.owner) ?? modal.owner.flatMap { propertyEnum($0) }
    }

    /// The enums a wrapper's cases each carry (`Route.patient(PatientRoute)`), or nil when it is
    /// not a wrapper.
    private func wrappedEnums(_ declaration: EnumDeclaration) -> [EnumDeclaration]? {
        guard !declaration.cases.isEmpty else { return nil }
        var inner: [EnumDeclaration] = []
        for wrapperCase in declaration.cases {
            guard let wrapped = wrappedEnum(of: wrapperCase, in: declaration) else { return nil }
            inner.append(wrapped)
        }
        // Cases each carrying a closed set (`case car(Colour)`) are routes with a parameter.
        return inner.allSatisfy(\.isPlain) && !inner.contains(where: looksLikeRoutes) ? nil : inner
    }

    private func wrappedEnum(of wrapperCase: EnumCase, in wrapper: EnumDeclaration) -> EnumDeclaration? {
        guard wrapperCase.values.count == 1, let path = wrapperCase.values[0].type.path,
              let inner = index.enumeration(path, from: wrapper.path), inner !== wrapper else { return nil }
        return inner
    }

    private func looksLikeRoutes(_ declaration: EnumDeclaration) -> Bool {
        Self.routeSuffixes.contains { declaration.path.last!.hasSuffix($0) }
            || found.destinations.contains { index.enumeration($0.type, from: $0.scope) === declaration }
    }

    /// A tab's route enums: the destinations its views declare, else the wrapper case of the
    /// same name, else a `[X]` path property named after it.
    private func routes(forTab tabName: String, of tabEnum: EnumDeclaration, wrappers: [EnumDeclaration]) -> [EnumDeclaration] {
        let reached = destinations(reachedFromTab: tabName, of: tabEnum).filter { candidate in
            !wrappers.contains { $0 === candidate }
        }
        if !reached.isEmpty { return reached }
        for wrapper in wrappers {
            if let wrapperCase = wrapper.cases.first(where: { Self.namesMatch($0.name, tabName) }),
               let inner = wrappedEnum(of: wrapperCase, in: wrapper) {
                return [inner]
            }
        }
        for property in found.properties where Self.namesMatch(property.name, tabName, prefixOnly: true) && Self.isPathProperty(property.name) {
            if case .array(let element) = property.type.unwrapped.type, let path = element.path,
               let declaration = index.enumeration(path, from: property.scope), declaration !== tabEnum {
                return [declaration]
            }
        }
        return []
    }

    /// `patients` matches `patient`, `patients` and, as a prefix, `patientRoutes`.
    static func namesMatch(_ name: String, _ tabName: String, prefixOnly: Bool = false) -> Bool {
        let stem = tabName.lowercased().hasSuffix("s") ? String(tabName.lowercased().dropLast()) : tabName.lowercased()
        let lowered = name.lowercased()
        if prefixOnly { return lowered.hasPrefix(stem) }
        return lowered == tabName.lowercased() || lowered == stem || lowered == stem + "s"
    }

    /// Follows the views a tab shows (its `.tag`ged content, the tab enum's switch arms) through
    /// the views they construct, and returns the route enums their `navigationDestination`s name.
    private func destinations(reachedFromTab tabName: String, of tabEnum: EnumDeclaration) -> [EnumDeclaration] {
        var views = self.views(ofTab: tabName, of: tabEnum)
        var mentions: [TypeMention] = []
        for tag in found.tags where tag.caseName == tabName {
            if let type = tag.type, index.enumeration(type, from: tag.scope) !== tabEnum { continue }
            mentions += tag.destinations
        }
        var seen = Set<String>()
        var depth = 0
        while !views.isEmpty && depth < 8 {
            var next: [String] = []
            for view in views where seen.insert(view).inserted {
                for uses in viewUses[view] ?? [] {
                    mentions += uses.destinations
                    next += uses.constructed
                }
            }
            views = next
            depth += 1
        }
        return unique(mentions.compactMap { index.enumeration($0.type, from: $0.scope) }).filter { $0 !== tabEnum }
    }

    /// The views a tab shows: its `.tag`ged content, and the tab enum's switch arms for it.
    private func views(ofTab tabName: String, of tabEnum: EnumDeclaration) -> [String] {
        var views: [String] = []
        for tag in found.tags where tag.caseName == tabName {
            if let type = tag.type, index.enumeration(type, from: tag.scope) !== tabEnum { continue }
            views += tag.constructed
        }
        for (member, arms) in tabEnum.switches where !Self.titleMembers.contains(member) {
            views += arms[tabName]?.constructed ?? []
        }
        return views
    }

    /// The view graph by a type's simple name, as constructors name it.
    private static func viewUses(_ found: SwiftDeclarations) -> [String: [ViewUses]] {
        var byName: [String: [ViewUses]] = [:]
        for (name, uses) in found.uses {
            byName[String(name.split(separator: ".").last ?? ""), default: []].append(uses)
        }
        return byName
    }

    /// The title the tab's `.tabItem` or `Tab(...)` shows, when the tab enum has no title switch.
    private func tabItemTitle(of caseName: String, in tabEnum: EnumDeclaration) -> String? {
        found.tags.first { tag in
            tag.caseName == caseName && tag.title != nil && tag.title != caseName
                && (tag.type.map { index.enumeration($0, from: tag.scope) === tabEnum } ?? true)
        }?.title
    }

    /// A case whose one value is a route enum (`case settings(SettingsRoute)`, or a tab's
    /// `case shared(SharedRoute)`) stands for that enum's routes, not for a route of its own.
    private func embeddedEnum(_ enumCase: EnumCase, in owner: EnumDeclaration) -> EnumDeclaration? {
        guard enumCase.values.count == 1, enumCase.values[0].label == nil, let path = enumCase.values[0].type.path,
              let inner = index.enumeration(path, from: owner.path), inner !== owner else { return nil }
        return routeEnumIdentities.contains(ObjectIdentifier(inner)) || (!inner.isPlain && looksLikeRoutes(inner)) ? inner : nil
    }

    /// Route enums that wrap each other (`OrderRoute.support(SupportRoute)`,
    /// `SupportRoute.order(OrderRoute)`): each is read once, its wrapping cases being the other
    /// enum's routes, and a note says so rather than leaving the cycle unsaid.
    private mutating func noteEmbeddingCycles(_ enums: [EnumDeclaration]) {
        var noted = Set<[String]>()
        for start in enums {
            // Depth first along embedding cases, with the path taken, back to `start`.
            var stack: [(declaration: EnumDeclaration, path: [(EnumDeclaration, EnumCase)])] = [(start, [])]
            var seen = Set<ObjectIdentifier>()
            while let (declaration, path) = stack.popLast() {
                for enumCase in declaration.cases {
                    guard let inner = embeddedEnum(enumCase, in: declaration) else { continue }
                    let step = path + [(declaration, enumCase)]
                    if inner === start {
                        let names = step.map { $0.0.name }
                        guard noted.insert(names.sorted()).inserted else { continue }
                        let chain = step.map { "\($0.0.name).\($0.1.name)" }.joined(separator: " → ")
                        findings.note("\(names.joined(separator: " and ")) wrap each other (\(chain) → \(start.name)): each enum's routes are read once (\(step[0].1.place))")
                    } else if seen.insert(ObjectIdentifier(inner)).inserted {
                        stack.append((inner, step))
                    }
                }
            }
        }
    }

    /// The enums, each followed by those its cases embed, and theirs.
    private func withEmbedded(_ enums: [EnumDeclaration]) -> [EnumDeclaration] {
        var result = unique(enums)
        var index = 0
        while index < result.count {
            for enumCase in result[index].cases {
                if let inner = embeddedEnum(enumCase, in: result[index]), !result.contains(where: { $0 === inner }) {
                    result.append(inner)
                }
            }
            index += 1
        }
        return result
    }

    // MARK: Routes

    /// A title switch's string for the case; one that only repeats the case's name says nothing.
    private func title(of caseName: String, in declaration: EnumDeclaration) -> String? {
        for member in Self.titleMembers {
            if let title = declaration.switches[member]?[caseName]?.title { return title == caseName ? nil : title }
        }
        return nil
    }

    /// The routes of several enums in one place: a name already taken (by an earlier enum,
    /// or by an app-level route) is prefixed with its enum's name.
    private mutating func routes(of enums: [EnumDeclaration], taken: Set<String>) -> [RouteDeclaration] {
        var names = taken
        var routes: [RouteDeclaration] = []
        for declaration in enums {
            for enumCase in declaration.cases where embeddedEnum(enumCase, in: declaration) == nil {
                if rootCases.contains(StackRoots.key(declaration, enumCase.name)) {
                    findings.note("\(declaration.name).\(enumCase.name) shows its stack's own root and nothing pushes it: not a route (\(enumCase.place))")
                    continue
                }
                // TCA destinations hold alerts and dialogs beside screens: those are not routes.
                if let type = enumCase.values.first?.type, case .named(let path, _) = type,
                   ["AlertState", "ConfirmationDialogState"].contains(path.last ?? "") {
                    continue
                }
                if enumCase.isConditional {
                    findings.note("\(declaration.name).\(enumCase.name) is inside #if: imported whatever the condition (\(enumCase.place))")
                }
                let labels = ParameterMapping.labels(for: enumCase.values)
                guard AppName.isValid(enumCase.name), labels.allSatisfy(AppName.isValid) else {
                    findings.note("\(declaration.name).\(enumCase.name) has a name navrepl cannot write (letters, digits and '_'): skipped (\(enumCase.place))")
                    continue
                }
                let name = routeName(of: enumCase, in: declaration, taken: names)
                guard names.insert(name).inserted else { continue }
                routes.append(RouteDeclaration(
                    name, mapping.parameters(of: enumCase, in: declaration, findings: &findings),
                    title: title(of: enumCase.name, in: declaration)))
            }
        }
        return routes
    }

    /// A case's route name: its own, or when that is taken, its enum's stem in front.
    private mutating func routeName(of enumCase: EnumCase, in declaration: EnumDeclaration, taken names: Set<String>) -> String {
        let name = enumCase.name
        guard names.contains(name) else { return name }
        let renamed = ParameterMapping.lowerCamel(Self.stem(of: declaration)) + name.prefix(1).uppercased() + name.dropFirst()
        findings.note("\(declaration.name).\(name) imported as \(renamed): '\(name)' is already a route there (\(enumCase.place))")
        return renamed
    }

    /// The cases shown one by one (`NavigationLink(unwrapping: $store.route, case: \.detail)`),
    /// in the order written, each with the enum of the feature whose route property it shows.
    private func shownCases() -> [(declaration: EnumDeclaration, presentation: CasePresentation)] {
        found.casePresentations.compactMap { presentation in
            guard let declaration = propertyEnum(presentation.property, heldBy: presentation.holder),
                  declaration.enumCase(named: presentation.caseName) != nil else { return nil }
            return (declaration, presentation)
        }
    }

    /// The routes of the cases shown one by one, app-level (a feature's route is pushed from
    /// wherever its view is): a case shown in several places is one route, and so is a case of
    /// one name showing the same view from several features (each list's `detail` showing
    /// `DetailView`); it is presented only, or a cover, when every showing of it is.
    private mutating func routes(ofShown shown: [(declaration: EnumDeclaration, presentation: CasePresentation)],
                                 taken: Set<String>) -> (routes: [RouteDeclaration], presented: [String], covers: [String], pushedFrom: [String: [String]], shows: ShownCases) {
        var names = taken
        // The views that push each route (the view graph's simple names), for its tab.
        var pushedFrom: [String: [String]] = [:]
        // For the edges: each view's shown cases, and each route's screen.
        var shows = ShownCases()
        func pushed(_ name: String, by presentation: CasePresentation) {
            shows.leads[presentation.from, default: []].append((name, presentation.style))
            if let view = presentation.view, shows.screens[view] == nil { shows.screens[view] = name }
            guard presentation.style == nil else { return }
            pushedFrom[name, default: []].append(presentation.from)
        }
        var routes: [RouteDeclaration] = []
        var styles: [String: [ModalStyle?]] = [:]
        var routeOf: [String: String] = [:]
        for (declaration, presentation) in shown {
            let enumCase = declaration.enumCase(named: presentation.caseName)!
            let sameCase = "\(ObjectIdentifier(declaration)).\(enumCase.name)"
            let sameScreen = presentation.view.map { "\(enumCase.name) \($0)" }
            if let name = routeOf[sameCase] ?? sameScreen.flatMap({ routeOf[$0] }) {
                styles[name, default: []].append(presentation.style)
                routeOf[sameCase] = name
                pushed(name, by: presentation)
                continue
            }
            let labels = ParameterMapping.labels(for: enumCase.values)
            guard AppName.isValid(enumCase.name), labels.allSatisfy(AppName.isValid) else { continue }
            let name = routeName(of: enumCase, in: declaration, taken: names)
            guard names.insert(name).inserted else { continue }
            routes.append(RouteDeclaration(name, mapping.parameters(of: enumCase, in: declaration, findings: &findings),
                                           title: title(of: enumCase.name, in: declaration)))
            styles[name] = [presentation.style]
            pushed(name, by: presentation)
            routeOf[sameCase] = name
            if let sameScreen { routeOf[sameScreen] = name }
        }
        let presented = routes.map(\.name).filter { name in styles[name]!.allSatisfy { $0 != nil } }
        return (routes, presented, presented.filter { name in styles[name]!.allSatisfy { $0 == .cover } }, pushedFrom, shows)
    }

    /// `DoctorRoute` → `Doctor`: the enum's name without its route suffix; for an enum named
    /// `Route` alone, nested in a feature (`InboxModel.Route`), the feature's: `Inbox`.
    private static func stem(of declaration: EnumDeclaration) -> String {
        // A keyed destination's made-up enum (`DonutID destination`) by its type's name.
        let name = String(declaration.path.last!.split(separator: " ").first ?? "")
        for suffix in routeSuffixes where name.hasSuffix(suffix) && name.count > suffix.count {
            return String(name.dropLast(suffix.count))
        }
        if routeSuffixes.contains(name), declaration.path.count > 1 {
            let feature = declaration.path[declaration.path.count - 2]
            for suffix in featureSuffixes where feature.hasSuffix(suffix) && feature.count > suffix.count {
                return String(feature.dropLast(suffix.count))
            }
            return feature
        }
        return name
    }

    /// What a feature's type is called besides its name: `InboxModel`, `InboxFeature`.
    static let featureSuffixes = ["ViewModel", "Model", "Feature", "Reducer", "View", "Screen", "Coordinator"]

    private func unique(_ enums: [EnumDeclaration]) -> [EnumDeclaration] {
        var seen = Set<ObjectIdentifier>()
        return enums.filter { seen.insert(ObjectIdentifier($0)).inserted }
    }
}
