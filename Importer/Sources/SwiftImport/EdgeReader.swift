import NavreplKit

/// The cases a view shows one by one, by the view graph's name of the view, with their route
/// names and styles (nil: a push); and the view each such route shows, its screen.
struct ShownCases {
    var leads: [String: [(route: String, style: Modal.Style?)]] = [:]
    var screens: [String: String] = [:]
}

/// Reads where each screen leads: for a route, the views its destination builds for its case
/// (`.navigationDestination(for:)`'s or a `.sheet(item:)`'s switch, or a switch its enum makes
/// on `self`); for a tab's root, the views the tab shows; and in those views, and the views
/// they build (to a bound, never into another route's screen), the routes pushed by case
/// (`NavigationLink(value:)`, `path.append`, `navigate(to:)`) and the enums presented by item
/// (`.sheet(item:)`, `.fullScreenCover(item:)`), each case by the view writing it (`cover = .locked`). A tab gets its edges only when its root and
/// every route's screen were found: a screen whose taps were not read would lead nowhere,
/// and `explore` would walk less than the app does; the report says why instead.
struct EdgeReader {
    let found: SwiftDeclarations
    let index: TypeIndex
    let viewUses: [String: [ViewUses]]
    /// The enum a presented item's property holds.
    let propertyEnum: (PropertyMention) -> EnumDeclaration?
    /// The enum an item presented holds (`$model.route`: the `route` of `model`'s type).
    let itemEnum: (ModalMention) -> EnumDeclaration?
    /// The tab enum, whose switches build tabs, not screens.
    let tabEnum: EnumDeclaration?
    /// The route enums of each tab, and those of every tab (app-level routes').
    let tabEnums: [String: [EnumDeclaration]]
    let sharedEnums: [EnumDeclaration]
    /// The route of each view shown without a value (`NavigationLink(destination: Detail())`).
    let viewRoutes: [String: String]
    /// The cases shown one by one (`NavigationLink(unwrapping: $model.route, case: \.detail)`):
    /// each view's, and each route's screen.
    let shownCases: ShownCases
    /// The types a value pushed without a case may have (`NavigationLink(value: book)`).
    let valueTypes: PushedValueTypes
    /// The cases a class's methods push or present, taps of the views calling them (`router.showSettings()`).
    let methodPushes: CalledMethodPushes
    /// The view holding the app's tabs that its first flow pushes or presents (`FlowTabBars`):
    /// that flow is beside the tabs, as a signed-out app's onboarding is.
    var flowTabBar: String? = nil
    /// The cases shown in one arm with a case declared before them, by its name
    /// (`SharedArmCases`): a tap on one leads to that case's route.
    var sharedArmCases: [String: String] = [:]

    /// How many views deep a screen's taps are looked for, its own the first: five reaches a
    /// play button in a grid's summary (`LevelGrid` > content > summary > button), and never
    /// goes into another route's screen.
    static let depth = 5

    /// What reading a tab's edges came to: how many were read, or why none were imported.
    enum Outcome {
        /// Edges read, and the cases taps lead to that are no route of the app.
        case read(Int, leftOut: [String])
        /// Why not; `tapsUnread` when the tab makes taps whose routes were not read (a push
        /// naming no case, a screen not found), which may lead anywhere.
        case skipped(String, tapsUnread: Bool = false)
    }

    /// A case of an enum (nil: a whole type's route, named after the type), as screens are kept.
    private struct CaseKey: Hashable {
        let owner: ObjectIdentifier?
        let caseName: String
    }

    /// The tab, with its edges when they could be read, and what the reading came to.
    func tab(_ tab: AppSchema.TabDeclaration, rootViews: [String], rootLinks: [CaseLink], all tabs: [AppSchema.TabDeclaration], shared: [AppSchema.RouteDeclaration], presentedOnly: Set<String>) -> (AppSchema.TabDeclaration, Outcome) {
        // A split tab, or one with no route to lead to: not read, not said.
        guard !tab.isSplit, !tab.routes.isEmpty || !shared.isEmpty else { return (tab, .read(0, leftOut: [])) }
        let (screens, handed) = screenViews()
        let items = presentedItems()
        // The screens a walk stops at: routes', not the panes a screen switches between over an
        // enum of its own (`switch pane { case .models: ModelsPane() }`), whose taps are its.
        let routeEnums = Set((sharedEnums + tabEnums.values.joined()).map(ObjectIdentifier.init))
        let allScreens = Set(screens.filter { $0.key.owner.map(routeEnums.contains) ?? true }.values.flatMap { $0 })
        let own = tabEnums[tab.name] ?? []
        let accepted = Set(tab.routes.map(\.name) + shared.map(\.name))
        // An edge line's `root` is the stack's root (`root -> list`), never a route of that name.
        guard !accepted.contains("root") else { return (tab, .skipped("a route named root, which an edge line cannot tell from the stack's root")) }
        var edges: [AppSchema.RouteEdge] = []
        var missing: [String] = []
        var unattributed = Set<String>()
        var unreadable: [SourcePlace] = []
        var unwritten = Set<String>()
        /// Where a case leads from this tab: a route of the tab or the app, or another tab's.
        func target(_ lead: Lead) -> AppSchema.RouteEdge.Kind? {
            if let owner = lead.owner, !own.contains(where: { $0 === owner }), !sharedEnums.contains(where: { $0 === owner }) {
                // Another tab's enum: a tap that goes there.
                guard lead.style == nil, let other = tabEnums.first(where: { $0.value.contains { $0 === owner } })?.key,
                      tabs.first(where: { $0.name == other })?.routes.contains(where: { $0.name == lead.caseName }) == true else { return nil }
                return .go(tab: other)
            }
            if accepted.contains(lead.caseName) {
                return lead.style.map { .present($0) } ?? (presentedOnly.contains(lead.caseName) ? .present(.sheet) : .push)
            }
            let owners = tabs.filter { $0.routes.contains { $0.name == lead.caseName } }
            guard lead.owner == nil, lead.style == nil, owners.count == 1 else { return nil }
            return .go(tab: owners[0].name)
        }
        func add(from source: AppSchema.RouteEdge.Source, views: [String], handed: [CaseLink] = []) {
            var targets = Set<String>()
            let (read, unread) = self.leads(from: views, handed: handed, screens: allScreens, items: items)
            unreadable += unread
            // A case shown in one arm with one declared before it leads to that one's route.
            let leads = read.map { lead in
                guard let owner = lead.owner, let first = sharedArmCases[StackRoots.key(owner, lead.caseName)] else { return lead }
                return Lead(caseName: first, owner: owner, style: lead.style, unwritten: lead.unwritten)
            }
            // A tab without routes of its own presents the app's: its item is a router every tab
            // shares (`.withSheetDestinations($router.presentedSheet)`), and a case no view
            // writes is written by views not read, not tapped on the view presenting it; unless
            // a case written in its arm leads to its route (`case .add, .edit:`, `.edit(item)`
            // written, `.add` not).
            if tab.routes.isEmpty {
                let reachedByArm = Set(zip(read, leads).filter { !$0.0.unwritten && $0.0.caseName != $0.1.caseName }.map(\.1.caseName))
                unwritten.formUnion(leads.filter { $0.unwritten && !reachedByArm.contains($0.caseName) }.map(\.caseName))
            }
            for lead in leads {
                guard targets.insert(lead.caseName).inserted else { continue }
                guard let kind = target(lead) else {
                    unattributed.insert(lead.caseName)
                    continue
                }
                edges.append(AppSchema.RouteEdge(from: source, kind, lead.caseName))
            }
        }
        guard !rootViews.isEmpty else { return (tab, .skipped("the view it shows not found")) }
        // The views a destination written in the tab's content builds (`NavigationStack {
        // Home().navigationDestination(for: Route.self) { ... } }`) are its routes' screens,
        // not the root's; the view a stack starts from, or a window hosts, is the root's,
        // though a route shows it too.
        let routeScreens = Set(screens.filter { accepted.contains($0.key.caseName) }.values.joined())
        let stackRoots = Set(found.stackRoots.compactMap(\.view)).union(windowHostedViews())
        add(from: .root, views: rootViews.filter { !routeScreens.contains($0) || stackRoots.contains($0) } + rootCaseScreens(held: rootViews, screens: screens),
            handed: rootLinks)
        // Each case's enum among the tab's own, looked up by name: a scan of every enum's cases
        // for each route was quadratic in a tab of thousands of routes.
        var ownerOfCase: [String: EnumDeclaration] = [:]
        for declaration in own { for enumCase in declaration.cases where ownerOfCase[enumCase.name] == nil { ownerOfCase[enumCase.name] = declaration } }
        for route in tab.routes {
            let owner = ownerOfCase[route.name]
            let key = CaseKey(owner: owner.map(ObjectIdentifier.init), caseName: route.name)
            guard let views = screens[key], !views.isEmpty else {
                missing.append(route.name)
                continue
            }
            add(from: .route(route.name), views: views, handed: handed[key] ?? [])
        }
        // A route declared for every tab (a sheet's) has taps of its own, as its view's own
        // `NavigationStack` pushes: read them in each tab whose edges lead to it, edges read
        // from it leading on to more. One whose screen was not found stays a leaf, as before.
        let sharedNames = Set(shared.map(\.name))
        var readShared = Set<String>()
        var next = 0
        while next < edges.count {
            let edge = edges[next]
            next += 1
            if case .go = edge.kind { continue }
            guard sharedNames.contains(edge.route), readShared.insert(edge.route).inserted else { continue }
            let owner = sharedEnums.first { declaration in declaration.cases.contains { $0.name == edge.route } }
            let key = CaseKey(owner: owner.map(ObjectIdentifier.init), caseName: edge.route)
            guard let views = screens[key], !views.isEmpty else { continue }
            add(from: .route(edge.route), views: views, handed: handed[key] ?? [])
        }
        if let first = unreadable.min() {
            return (tab, .skipped("\(unreadable.count == 1 ? "a push names" : "\(unreadable.count) pushes name") no route by its case, the first at \(first)", tapsUnread: true))
        }
        if !unwritten.isEmpty {
            let names = unwritten.sorted()
            return (tab, .skipped("no routes of its own, and it presents \(names.count == 1 ? "a case" : "\(names.count) cases") of the app's that no view's tap writes (\(names.prefix(3).joined(separator: ", "))\(names.count > 3 ? ", ..." : ""))"))
        }
        guard missing.isEmpty else {
            return (tab, .skipped("the screen\(missing.count == 1 ? "" : "s") of \(missing.joined(separator: ", ")) not found", tapsUnread: true))
        }
        guard !edges.isEmpty else { return (tab, .skipped("no taps read from its views")) }
        // Taps read from its screens but none from its root: nothing of the tab could be
        // reached, and its root (a view a route shows too) is more likely misread than bare.
        guard edges.contains(where: { $0.source == .root }) else { return (tab, .skipped("no taps read from its root")) }
        return (AppSchema.TabDeclaration(tab.name, title: tab.title, routes: tab.routes, edges: edges), .read(edges.count, leftOut: unattributed.sorted()))
    }

    /// The views a scene delegate hosts in its window (`window.rootViewController =
    /// UIHostingController(rootView: ContentView())`): a scene delegate builds no destination,
    /// so each view it builds is a root the window starts from, even one a route shows again
    /// (a catalogue presenting itself in a sheet).
    private func windowHostedViews() -> [String] {
        guard found.mainApps.isEmpty, let host = found.sceneHost else { return [] }
        return (viewUses[host] ?? []).flatMap(\.constructed)
    }

    /// The tabs read, but those without routes of their own when a route of the app is led
    /// to by no edge of any tab, and no tab's taps were left unread: its tap was made on a view
    /// not read (a model's method, a package left out), and in a tab that leads only to the
    /// app's routes the reading is then the tab's whole walk, short of the app's. A route
    /// tapped only on views the app shows beside its tabs (an onboarding a signed-out app shows
    /// in place of them) was read, and holds no tab back: it is returned with those views,
    /// for the report to say that a walk of the tabs never reaches it, as is a route a tab's
    /// stack declares that only such views push.
    func requiringEveryRouteLedTo(_ read: [(tab: AppSchema.TabDeclaration, outcome: Outcome)], shared: [AppSchema.RouteDeclaration],
                                  rootViews: [String]) -> (tabs: [(tab: AppSchema.TabDeclaration, outcome: Outcome)], outside: (routes: [String], views: [String])) {
        let ledTo = Set(read.flatMap { $0.tab.edges.map(\.route) })
        let outside = routesLedToOutside(tabs: rootViews, ledTo: ledTo)
        let unreached = shared.map(\.name).filter { !ledTo.contains($0) && outside[$0] == nil }
        // A route a tab's stack declares (pushed only from a settings pane) is as unreached.
        let declared = read.flatMap { $0.tab.routes.map(\.name) } + shared.map(\.name)
        let outsideRoutes = declared.filter { !ledTo.contains($0) && outside[$0] != nil }
        let outsideViews = Set(outsideRoutes.flatMap { outside[$0]! }).sorted()
        return (withoutTabsShort(of: unreached, read), (outsideRoutes, outsideViews))
    }

    /// The tabs read, but those without routes of their own when routes of the app are
    /// `unreached` by any tab's taps and no tab's taps were left unread.
    private func withoutTabsShort(of unreached: [String], _ read: [(tab: AppSchema.TabDeclaration, outcome: Outcome)]) -> [(tab: AppSchema.TabDeclaration, outcome: Outcome)] {
        // A tab whose taps were made but not read (a push naming no case) may be where those
        // taps are: then they say nothing of the tabs read.
        let tapsUnread = read.contains { if case .skipped(_, tapsUnread: true) = $0.outcome { true } else { false } }
        guard !unreached.isEmpty, !tapsUnread else { return read }
        let reason = "no routes of its own, and no tap read leads to \(unreached.prefix(3).joined(separator: ", "))\(unreached.count > 3 ? ", ..." : "")"
        return read.map { tab, outcome in
            guard tab.routes.isEmpty, !tab.edges.isEmpty else { return (tab, outcome) }
            return (AppSchema.TabDeclaration(tab.name, title: tab.title, routes: tab.routes), .skipped(reason))
        }
    }

    /// The routes the views the app shows beside its tabs lead to, with those views: views
    /// the views above the tabs (those building them, or holding their `TabView`) build or
    /// link to, at any depth, but neither a tab's root builds nor a screen of a route a tab's
    /// edges lead to (an onboarding a signed-out app shows in place of its tabs). The views
    /// above are not among them: a sheet a root presents over the tabs is not beside them. A
    /// view no such view builds is not known to be beside the tabs (a coordinator's method may
    /// build it for a tab), and neither is a model, whose methods views call.
    private func routesLedToOutside(tabs rootViews: [String], ledTo: Set<String>) -> [String: [String]] {
        let screens = screenViews().views
        let inside = ViewRoutes.reach(from: rootViews + screens.filter { ledTo.contains($0.key.caseName) }.values.joined(), viewUses, throughLinks: true,
                                      skipping: found.settingsPanes)
        var builders: [String: [String]] = [:]
        var tabViews: [String] = []
        for (view, allUses) in viewUses {
            for uses in allUses {
                // The flow that pushes or presents the tab bar shows it; it does not build it.
                for built in uses.constructed where !(built == flowTabBar && uses.viewLinks.contains { $0.view == built }) {
                    builders[built, default: []].append(view)
                }
                if uses.constructed.contains("TabView") { tabViews.append(view) }
            }
        }
        var above = Set<String>()
        // From the project's own views (SwiftUI's `NavigationStack` is built everywhere), and
        // from the views holding a `TabView`, whose content a tab enum's method may build.
        var queue = rootViews.filter { viewUses[$0] != nil }.flatMap { builders[$0] ?? [] } + tabViews
        while let view = queue.popLast() {
            guard above.insert(view).inserted else { continue }
            queue += builders[view] ?? []
        }
        // The flow before a tab bar it shows starts at the scene's views.
        let flow = flowTabBar == nil ? [] : found.appStarts.flatMap { (viewUses[$0] ?? []).flatMap(\.constructed) }
        // A settings window is beside the app's window, whoever builds it.
        let beside = ViewRoutes.reach(from: above.flatMap { view in (viewUses[view] ?? []).flatMap { $0.constructed + $0.viewLinks.map(\.view) } } + flow + found.settingsPanes.sorted(),
                                      viewUses, throughLinks: true, skipping: inside.union(above))
        let views = Set(found.declaredViews.compactMap(\.last))
        var routes: [String: [String]] = [:]
        for view in beside where views.contains(view) {
            for uses in viewUses[view] ?? [] {
                let led = uses.links.map(\.caseName) + uses.itemSets.map(\.caseName) + uses.viewLinks.compactMap { viewRoutes[$0.view] }
                    + (shownCases.leads[view] ?? []).map(\.route)
                for route in led where !route.isEmpty && routes[route]?.contains(view) != true { routes[route, default: []].append(view) }
            }
        }
        return routes
    }

    /// The screens of the cases the stacks a root view holds start from
    /// (`NavigationStack(path:) { coordinator.build(page: .apple) }`): no route, the root's.
    private func rootCaseScreens(held rootViews: [String], screens: [CaseKey: [String]]) -> [String] {
        let held = Set(rootViews)
        var views: [String] = []
        for root in found.stackRoots {
            guard let rootCase = StackRoots.startingCase(of: root, found), let holder = root.scope.last, held.contains(holder) else { continue }
            for type in root.destinations {
                guard let declaration = index.enumeration(type, from: root.scope) else { continue }
                views += screens[CaseKey(owner: ObjectIdentifier(declaration), caseName: rootCase)] ?? []
            }
        }
        return views
    }

    /// Each case's screen: the views destinations and enums' own switches build for it; and
    /// the pushes its destination's arm hands to them (`DestinationArms`).
    private func screenViews() -> (views: [CaseKey: [String]], handed: [CaseKey: [CaseLink]]) {
        var views: [CaseKey: [String]] = [:]
        var handed: [CaseKey: [CaseLink]] = [:]
        for arms in found.screenArms {
            // A destination keyed by a struct or a standard type builds the screen of the route
            // made for it (`KeyedDestinations`).
            let owner = arms.type.flatMap { index.enumeration($0, from: arms.scope) ?? index.enumeration(KeyedDestinations.enumPath(of: $0), from: []) }
                ?? arms.item.flatMap(propertyEnum)
            for (caseName, built) in arms.views(of: owner) {
                // One view for a whole enum (`{ RouteView(route: $0) }`) is each case's screen.
                let caseNames = arms.isWhole ? owner?.cases.map(\.name) ?? [caseName] : [caseName]
                for name in caseNames {
                    let key = CaseKey(owner: owner.map(ObjectIdentifier.init), caseName: name)
                    views[key, default: []] += built
                    handed[key, default: []] += arms.links(of: caseName)
                }
            }
        }
        // A view shown without a value, or by a case shown on its own, is its route's screen.
        for (view, route) in viewRoutes.merging(shownCases.screens, uniquingKeysWith: { first, _ in first }) {
            views[CaseKey(owner: nil, caseName: route), default: []].append(view)
        }
        // An enum's switch on `self`, or a view's switch on a value of it (`HomeDestinationsView`
        // switching on the destination it was given).
        for declaration in found.enums where declaration !== tabEnum {
            for (member, arms) in declaration.switches where !SchemaBuilder.titleMembers.contains(member) {
                for (caseName, arm) in arms {
                    // Built in the arm, or by the project's view factory it calls (`makeViewB()`).
                    let built = arm.constructed.isEmpty ? arm.calls.flatMap { (found.viewFactories[$0] ?? []).flatMap { $0.factory.views.joined() } } : arm.constructed
                    if !built.isEmpty { views[CaseKey(owner: ObjectIdentifier(declaration), caseName: caseName), default: []] += built }
                }
            }
        }
        return (views, handed)
    }

    /// The enums presented by item, with their styles (nil: pushed, `.navigationDestination(item:)`),
    /// and of those the cases views write: each such case is a tap of the view that writes it,
    /// not of the view presenting the item; a case no view writes stays the presenting view's.
    private struct PresentedItems {
        var styles: [ObjectIdentifier: Modal.Style?] = [:]
        var written: [ObjectIdentifier: Set<String>] = [:]
    }

    private func presentedItems() -> PresentedItems {
        var items = PresentedItems()
        for modal in found.modals {
            guard let declaration = itemEnum(modal) else { continue }
            items.styles[ObjectIdentifier(declaration)] = modal.style == "push" ? nil : Modal.Style(rawValue: modal.style)
        }
        for uses in viewUses.values.joined() {
            for set in uses.itemSets {
                guard let declaration = propertyEnum(set.property), items.styles[ObjectIdentifier(declaration)] != nil,
                      declaration.cases.contains(where: { $0.name == set.caseName }) else { continue }
                items.written[ObjectIdentifier(declaration), default: []].insert(set.caseName)
            }
        }
        return items
    }

    /// A case a view leads to: its enum when written or presented, and a presentation's style
    /// (nil: a push); `unwritten` when no view writes it and the view presenting its item is
    /// taken to (`PresentedItems`).
    private struct Lead {
        let caseName: String
        let owner: EnumDeclaration?
        let style: Modal.Style?
        var unwritten = false
    }

    /// Where a value pushed without a case leads, by its type: to the route of a destination
    /// keyed by that type (a `Book` pushed, `.navigationDestination(for: Book.self)`; its `id`
    /// pushed, `for: Book.ID.self`), or to each case of a route enum (`ForEach(Route.allCases) {
    /// NavigationLink(value: $0) }`); nowhere when no destination takes its type (SwiftUI
    /// pushes nothing then, and the report lists it); nil when the sources do not say its type,
    /// as for any value whose route is not read.
    private func leads(ofValue link: CaseLink) -> [Lead]? {
        guard let typed = link.typed else { return nil }
        /// The route enum made for or named by `path`, if it is one of the app's.
        func routes(_ path: [String], from scope: [String]) -> EnumDeclaration? {
            guard let declaration = index.enumeration(KeyedDestinations.enumPath(of: path), from: []) ?? index.enumeration(path, from: scope),
                  sharedEnums.contains(where: { $0 === declaration }) || tabEnums.values.contains(where: { $0.contains { $0 === declaration } }) else { return nil }
            return declaration
        }
        var declarations: [EnumDeclaration] = []
        if case .member("id", let owner) = typed {
            declarations = valueTypes.types(of: owner, in: link.scope).compactMap { type, scope in type.unwrapped.type.path.flatMap { routes($0 + ["ID"], from: scope) } }
        }
        if declarations.isEmpty {
            let types = valueTypes.types(of: typed, in: link.scope)
            guard !types.isEmpty else { return nil }
            declarations = types.compactMap { type, scope in type.unwrapped.type.path.flatMap { routes($0, from: scope) } }
        }
        let held = heldCases(typed, in: link.scope)
        return declarations.flatMap { declaration in
            declaration.cases.filter { held?.contains($0.name) ?? true }.map { Lead(caseName: $0.name, owner: declaration, style: nil) }
        }
    }

    /// The cases a value's member holds (`item.route`), where every value it is read from is
    /// made with one (`HeldCases`); nil when the sources do not say.
    private func heldCases(_ typed: TypedPush.Source, in scope: [String]) -> Set<String>? {
        guard case .member(let property, let owner) = typed else { return nil }
        let holders = valueTypes.types(of: owner, in: scope).compactMap { $0.type.unwrapped.type.path?.last }
        var held = Set<String>()
        for holder in holders {
            guard let cases = found.heldCases.cases(of: property, in: holder) else { return nil }
            held.formUnion(cases)
        }
        return holders.isEmpty ? nil : held
    }

    /// The cases the views lead to, from the pushes handed to them, the views and those they
    /// build, to ``depth`` views deep, never into another screen; and the pushes that name no case.
    private func leads(from views: [String], handed: [CaseLink], screens: Set<String>, items: PresentedItems) -> (leads: [Lead], unreadable: [SourcePlace]) {
        var result: [Lead] = []
        var unreadable: [SourcePlace] = []
        func follow(_ links: [CaseLink]) {
            for link in links {
                guard !link.caseName.isEmpty else {
                    if let routes = leads(ofValue: link) { result += routes } else { unreadable.append(link.place) }
                    continue
                }
                result.append(Lead(caseName: link.caseName, owner: link.type.flatMap { index.enumeration($0, from: link.scope) }, style: nil))
            }
        }
        follow(handed)
        var seen = Set<String>()
        var current = views
        for level in 0..<Self.depth {
            var next: [String] = []
            // A settings window's views are its own window's, shown beside the app's.
            for view in current where seen.insert(view).inserted && !found.settingsPanes.contains(view) && (level == 0 || !screens.contains(view)) {
                for uses in viewUses[view] ?? [] {
                    follow(uses.links.filter { !methodPushes.places.contains($0.place) })
                    follow(uses.calledMethods.flatMap { methodPushes.byMethod[$0] ?? [] })
                    for modal in uses.presents {
                        guard let declaration = itemEnum(modal) else { continue }
                        let style: Modal.Style? = modal.style == "push" ? nil : Modal.Style(rawValue: modal.style)
                        let written = items.written[ObjectIdentifier(declaration)] ?? []
                        result += declaration.cases.filter { !written.contains($0.name) }.map { Lead(caseName: $0.name, owner: declaration, style: style, unwritten: true) }
                    }
                    let itemSets = uses.itemSets.filter { !methodPushes.places.contains($0.property.place) }
                        + uses.calledMethods.flatMap { methodPushes.itemSetsByMethod[$0] ?? [] }
                    for set in itemSets {
                        guard let declaration = propertyEnum(set.property), items.written[ObjectIdentifier(declaration)]?.contains(set.caseName) == true,
                              let style = items.styles[ObjectIdentifier(declaration)] else { continue }
                        result.append(Lead(caseName: set.caseName, owner: declaration, style: style))
                    }
                    for (route, style) in shownCases.leads[view] ?? [] {
                        result.append(Lead(caseName: route, owner: nil, style: style))
                    }
                    for link in uses.viewLinks {
                        guard let route = viewRoutes[link.view] else { continue }
                        result.append(Lead(caseName: route, owner: nil, style: link.style))
                    }
                    next += uses.constructed
                }
            }
            current = next
        }
        return (result, unreadable)
    }
}
