import NavreplKit

/// Which enum is the app's tabs (a `TabView`'s tags, titled cases, a switch over view modes),
/// and which routes and views each of its tabs reaches.
extension SchemaBuilder {
    /// `TabView(selection: $x)`'s type, else the type of `.tag(X.y)`, else `X.allCases` in a `TabView`.
    /// Not in the body of a screen the app pushes or presents, nor of a view only such a screen
    /// builds (`screensAndTheirParts`): a city's `enum Pane { case
    /// list, map }` tagging its TabView's items holds that screen's panes, as an untagged
    /// one's items do (`titledTabs`), not the app's tabs.
    func findTabEnum() -> EnumDeclaration? {
        tabViewEnums(inScreens: false).first
    }

    /// The enums TabViews select or are tagged by, in `findTabEnum`'s order: those in the body
    /// of a screen the app pushes or presents when `inScreens`, else the others.
    private func tabViewEnums(inScreens: Bool) -> [EnumDeclaration] {
        let screens = screensAndTheirParts()
        let chosen = { (scope: [String]) in screens.contains(scope.first ?? "") == inScreens }
        var enums: [EnumDeclaration] = []
        for selection in found.tabSelections where chosen(selection.scope) {
            if let declaration = propertyEnum(selection) { enums.append(declaration) }
        }
        for tag in found.tags where chosen(tag.scope) {
            if let type = tag.type, let declaration = index.enumeration(type, from: tag.scope) { enums.append(declaration) }
        }
        for list in found.tabCaseLists where chosen(list.scope) {
            if let declaration = index.enumeration(list.type, from: list.scope) { enums.append(declaration) }
        }
        return enums
    }

    /// The cases a TabView makes its tabs from when it iterates the enum's own static list of
    /// them (`ForEach(Tab.validTabs)`), rather than every case: nil when it lists none.
    func listedTabs(of tabEnum: EnumDeclaration) -> Set<String>? {
        for listing in found.tabListings where index.enumeration(listing.type.type, from: listing.type.scope) === tabEnum {
            if let cases = found.caseLists[tabEnum.path + [listing.member]] { return Set(cases) }
        }
        return nil
    }

    /// The cases a TabView's items are tagged with, when each of its items names its case
    /// (`.tag(MainTab.Tab.indexed)`, none tagged by a loop's variable): a case no item is
    /// tagged with (`case deeplinkOpened`, a selection kept for a deep link) is no tab. Nil
    /// when fewer than two are tagged so.
    func taggedTabs(of tabEnum: EnumDeclaration) -> Set<String>? {
        var tagged = found.tags.filter { tag in
            tag.type.map { index.enumeration($0, from: tag.scope) === tabEnum } ?? false
        }
        let views = Set(tagged.map(\.scope))
        // A case written without its type beside them (`Tab("Search", ..., value: .search)`,
        // `.tag(.search)`) tags the same TabView's selection.
        tagged += found.tags.filter { tag in
            tag.type == nil && tag.untyped == nil && views.contains(tag.scope) && tag.caseName.map { tabEnum.enumCase(named: $0) != nil } == true
        }
        guard tagged.count >= 2, tagged.allSatisfy({ $0.caseName != nil }),
              !found.tags.contains(where: { $0.caseName == nil && views.contains($0.scope) }) else { return nil }
        return Set(tagged.compactMap(\.caseName))
    }

    /// A TabView whose selection is computed (`.init(get:set:)`) or whose tags are loop
    /// variables: an enum named for tabs (`AppTab`, `RootTabs`) is the tab enum. Only a guess
    /// by a name, so it comes after the tabs a TabView's own items title: an analytics event's
    /// `TelemetryTab` or a pill filter's `CategoryTab` is no tab bar's.
    func tabEnumByName() -> EnumDeclaration? {
        let tabViewHolders = found.uses.filter { $0.value.constructed.contains("TabView") }.keys
        guard !tabViewHolders.isEmpty else { return nil }
        // Only TabViews of views nothing in the app builds but a preview (a draft's scratch
        // view), or of screens it pushes or presents and the views only they build (a sample
        // app's pushed demos, each a TabView of its own), once the app is seen to start
        // somewhere: no TabView is the app's tab bar, and an enum named for tabs that none
        // selects is a leftover or a screen's panes, not its tabs.
        if !found.appStarts.isEmpty {
            let screens = screensAndTheirParts()
            let isTabBar = { (holder: String) in
                !previewOnlyViews.contains(PreviewOnlyViews.simpleName(holder)) && !screens.contains(holder) && !screens.contains(PreviewOnlyViews.simpleName(holder))
            }
            if !tabViewHolders.contains(where: isTabBar) { return nil }
        }
        // A help sheet's `HelpTab` tagging the sheet's own TabView names its panes.
        let panes = Set(tabViewEnums(inScreens: true).map(ObjectIdentifier.init))
        return found.enums.first { candidate in
            let name = candidate.path.last!
            return (name.hasSuffix("Tab") || name.hasSuffix("Tabs")) && !candidate.cases.isEmpty && !panes.contains(ObjectIdentifier(candidate))
        }
    }

    /// A TabView without a tab enum (its tabs untagged, or tagged `.tag(0)`): its tabs, named
    /// after their titles, as the cases of an enum no source declares. At least two, each once.
    /// With the report's notes: how the tabs were read, and each item that names no tab.
    func titledTabs() -> (EnumDeclaration, [String])? {
        // A TabView in the body of a screen the app pushes or presents (a station's list and
        // map, a log's request and response) holds that screen's panes, not the app's tabs.
        let screens = screenViews()
        var untyped = found.tags.filter { $0.untyped != nil && $0.type == nil && !screens.contains($0.scope.first ?? "") }
        // A TabView of a view nothing in the app builds (a scratch view only a preview shows) is
        // nobody's tab bar, once the scene is seen to reach another.
        let shown = topLevelViews()
        // A private view is shown under its file's name (`RootView_swift#MainTabView`), and its
        // tags are scoped by its own.
        let shownNames = Set(shown.keys.map(PrivateViews.name))
        let reached = untyped.filter { tag in
            let view = tag.scope.first ?? ""
            return found.appStarts.contains(view) || shownNames.contains(view) || flowTabBar?.view == PreviewOnlyViews.simpleName(view)
        }
        if !reached.isEmpty { untyped = reached }
        // A TabView the SwiftUI App's scene does not reach, when it reaches other views, is the
        // panes of a window the app's delegate opens itself (`window.contentView =
        // NSHostingView(rootView: HelpView())` for its help or about box), not the app's tabs.
        else if !found.mainApps.isEmpty && !shown.isEmpty { untyped = [] }
        // A view placed without an item that sets its own in its body (`Tickets`) is that tab;
        // one that is no type of the sources (SwiftUI's `ProgressView()`) is no tab.
        let itemed = Set(untyped.filter { $0.caseName != nil && !$0.itemless }.compactMap(\.constructed.first))
        let placesItemed = { (tag: TabTag) in tag.itemless && itemed.contains(tag.constructed.first ?? "") }
        let isDeclared = { (tag: TabTag) in !tag.itemless || tag.constructed.first.flatMap { self.index.resolve([$0], from: []) } != nil }
        let tags = untyped.filter { $0.caseName != nil && !placesItemed($0) && isDeclared($0) }
        // A tab is where the TabView places it: a view that sets its own item is placed by the
        // tag (`Tickets().tag(1)`) or construction that shows it.
        func position(_ tag: TabTag) -> SourcePlace {
            let anchors = untyped.filter { ($0.caseName == nil || placesItemed($0)) && !Set($0.constructed).isDisjoint(with: tag.constructed.prefix(1)) }
            return anchors.compactMap(\.untyped).min() ?? tag.untyped!
        }
        var names: [String] = []
        for tag in tags.sorted(by: { position($0) < position($1) }) where !names.contains(tag.caseName!) { names.append(tag.caseName!) }
        guard names.count >= 2, let first = tags.compactMap(\.untyped).min() else { return nil }
        // Named as the source writes its TabView (`TabbedView` in the first betas).
        let tabView = tags.first { $0.untyped == first }?.tabView ?? "TabView"
        let declaration = EnumDeclaration(path: [tabView], genericParameters: [], conformances: [], place: first, isIndirect: false)
        for name in names {
            let place = tags.first { $0.caseName == name }!.untyped!
            declaration.add(EnumCase(name: name, values: [], isIndirect: false, place: place, isConditional: false))
        }
        let dropped = found.untitledTabItems.filter { !screens.contains($0.scope.first ?? "") }.map { item in
            "tab item at \(item.place) not read: it has no title (an image alone) and is set on no view of the project's to name the tab after"
        }
        let itemless = tags.filter(\.itemless).map { tag in
            "tab \(tag.caseName!) at \(tag.untyped!) has no tab item (SwiftUI shows an empty one): named after its view"
        }
        return (declaration, ["tabs read from the \(tabView)'s tab items at \(first), named after their titles: the app declares no tab enum"] + itemless + dropped)
    }

    /// An app without a tab bar whose top level switches between view modes, chosen from a
    /// sidebar, a menu or a bar of its own (`switch mode { case .home: HomeView() case
    /// .library: LibraryView() }` in the body of a view the app shows as its top level, or in
    /// a view-building method it calls with the mode, `content(for: selection)`): the modes
    /// are the app's tabs. The enum and why it was read as tabs, for the report. An enum the
    /// app pushes or presents is its routes, whoever builds their views: a coordinator's
    /// `build(page:)` that its stack's destination calls switches over a route, not a mode.
    func viewModeSwitch() -> (EnumDeclaration, String)? {
        guard !found.uses.values.contains(where: { $0.constructed.contains("TabView") }) else { return nil }
        let levels = topLevelViews()
        guard !levels.isEmpty else { return nil }
        var propertiesByScope: [[String]: [Property]] = [:]
        for property in found.properties { propertiesByScope[property.scope, default: []].append(property) }
        // An enum the app pushes or presents is routes, not modes: a sheet's `build(sheet:)`
        // switches over what the sheet shows. So is one a split's sidebar selects, its detail
        // showing each case's screen (`SplitDetails.switchedDetail`), in place or in a method.
        // A split's sidebar selecting the enum in a list of its own, its detail showing each
        // page (kept alive by opacity, say), is the split's selection too: a sidebar's screens.
        let pushed = destinedEnums().union(modalEnums().map(ObjectIdentifier.init))
            .union(found.screenArms.compactMap { $0.item.flatMap { propertyEnum($0) } }.map(ObjectIdentifier.init))
            .union(sidebarSelectionEnums(besides: []).map(ObjectIdentifier.init))
        var chosen: (level: Int, declaration: EnumDeclaration, note: String)?
        // A member of a type declared, in the project, as no view (`struct ViewFactory` held
        // by a view) builds what the view asks it for: a factory's switch, not the view's modes.
        let views = found.declaredViews
        let declared = Set(found.types.map(\.path))
        func mayBeView(_ path: [String]) -> Bool { views.contains(path) || !declared.contains(path) }
        for (path, member, subject, parameter, arms, _) in found.memberSwitches where member == "body" || isShownComputedView(member, of: path) && mayBeView(path) {
            // A view named for an item's detail shown below the scene's root and what that
            // root lays out (`ContainerDetailContent`, beside a list for the row selected)
            // switches between that item's panes, not the app's modes; a root named so (an app
            // that is one item's detail) is the app's top level as any root is.
            guard let subject, let view = path.last, let level = levels[view], level < chosen?.level ?? .max, !(view.contains("Detail") && level >= 2),
                  let (type, scope) = switchedType(subject, parameter: parameter, in: path, propertiesByScope),
                  let declaration = index.enumeration(type, from: scope), !pushed.contains(ObjectIdentifier(declaration)),
                  parameter != nil || !isUnchanged(subject, in: scope, of: declaration),
                  parameter != nil || !RowViews.switchesOverItsItem(subject, view: view, found),
                  Self.isViewModes(declaration, shown: arms),
                  parameter != nil || !choosesColumnPanes(subject, in: path)
            else { continue }
            let name = declaration.path.joined(separator: ".")
            let shown = Self.shownThrough(level)
            chosen = (level, declaration, "tabs read from \(view)'s switch over \(subject) (\(name))\(shown): the app's top level switches between these modes, without a TabView")
        }
        // The view each mode builds for itself, shown by the value (`selected.view`) or for
        // every case (`ForEach(AppTab.allCases) { tab in tab.view }`), is such a switch too.
        for shownMember in found.shownEnumMembers where !Self.titleMembers.contains(shownMember.member) {
            guard let view = shownMember.scope.last, let level = levels[view], level < chosen?.level ?? .max,
                  let (type, scope) = shownMember.iteratedType.map({ ($0, shownMember.scope) }) ?? heldType(shownMember.subject, from: shownMember.scope, propertiesByScope),
                  let declaration = index.enumeration(type, from: scope), !pushed.contains(ObjectIdentifier(declaration)),
                  shownMember.iteratedType != nil || !isUnchanged(shownMember.subject, in: scope, of: declaration),
                  let arms = declaration.switches[shownMember.member],
                  Self.isViewModes(declaration, shown: arms)
            else { continue }
            let name = declaration.path.joined(separator: ".")
            let shown = Self.shownThrough(level)
            chosen = (level, declaration, "tabs read from \(view)'s \(shownMember.subject).\(shownMember.member) (\(name))\(shown): the app's top level shows the view each mode builds, without a TabView")
        }
        return chosen.map { ($0.declaration, $0.note) }
    }

    /// Whether an enum switched over at the top level is view modes: two cases or more, none
    /// carrying values, at least two of them building a view, none saying where the app is in
    /// its life (signing in, onboarding), and not all of them naming a layout.
    /// What paints rather than shows a screen: a status's `var color: Color { switch self { case
    /// .operational: Color(red: 0.2, green: 0.84, blue: 0.29) ... } }` is a View by SwiftUI's
    /// types, but an arm that builds only colours and gradients is the case's colour, no mode's
    /// page, wherever the value is shown (`Circle().fill(status.color)`).
    private static let paints: Set<String> = ["Color", "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient", "Gradient", "NSColor", "UIColor"]

    private static func isViewModes(_ declaration: EnumDeclaration, shown arms: [String: SwitchArm]) -> Bool {
        declaration.cases.count >= 2 && declaration.cases.allSatisfy({ $0.values.isEmpty })
            && declaration.cases.filter({ arms[$0.name]?.constructed.contains(where: { !paints.contains($0) }) ?? false }).count >= 2
            && !declaration.cases.contains(where: { saysWhereInLife($0.name) })
            && !declaration.cases.allSatisfy({ namesALayout($0.name) })
    }

    /// How the report says the scene reaches the view switching: nothing at its top level.
    private static func shownThrough(_ level: Int) -> String {
        level == 0 ? "" : ", shown by the scene through \(level) view\(level == 1 ? "" : "s")"
    }

    /// A value the switch is over that starts at a case, that no source assigns, binds or
    /// mutates, and whose enum no source lists (`UnchangedModes`): its other cases are never shown.
    private func isUnchanged(_ subject: String, in holder: [String], of declaration: EnumDeclaration) -> Bool {
        guard let name = subject.split(separator: ".").last.map(String.init) else { return false }
        return found.caseStartedProperties.contains(holder + [name]) && !found.changedMembers.contains(name)
            && !found.listedEnums.contains(declaration.path.last ?? "")
    }

    /// A view's computed view its body shows, not one it presents: `currentView` in `var
    /// currentView: AnyView { switch mode { ... } }`, not the `currentSheet` of `.sheet { currentSheet }`.
    func isShownComputedView(_ member: String, of view: [String]) -> Bool {
        guard found.viewFactories[member]?.contains(where: { $0.scope == view }) == true else { return false }
        return !found.factoryLinks.contains { $0.scope == view && $0.calls.contains(member) }
    }

    /// The type a member's switch is over, and where it is declared: the method's parameter it
    /// names (`func content(for area: Area)`), which hides a property of its name, else a value
    /// the view holds.
    func switchedType(_ subject: String, parameter: WrittenType?, in view: [String], _ propertiesByScope: [[String]: [Property]]) -> (type: [String], scope: [String])? {
        guard let parameter else { return heldType(subject, from: view, propertiesByScope) }
        return parameter.unwrapped.type.path.map { ($0, view) }
    }

    /// The type of the value a switch names: a property of the view (`mode`), or one held by
    /// a model the view holds (`game.mode`, the `mode` of `game`'s type), and where it is declared.
    private func heldType(_ subject: String, from view: [String], _ propertiesByScope: [[String]: [Property]]) -> (type: [String], scope: [String])? {
        var scope = view
        var type: [String]?
        for name in subject.split(separator: ".").map(String.init) {
            if let type {
                guard case .nominal(let holder) = index.resolve(type, from: scope) else { return nil }
                scope = holder.path
            }
            guard let next = propertiesByScope[scope]?.first(where: { $0.name == name })?.type.unwrapped.type.path else { return nil }
            type = next
        }
        return type.map { ($0, scope) }
    }

    /// Cases that say where the app is in its life, or where its data is, not which mode the
    /// user chose: a switch over them (`case .loading: ProgressView() case .signedIn:
    /// MainView()`, `case .empty: EmptyStateView() case .ready: ListView()`) is no view modes.
    static let lifecycleWords: Set<String> = [
        "loading", "launch", "launching", "splash", "onboarding", "login", "signin", "signedin", "signedout",
        "loggedin", "loggedout", "authenticated", "unauthenticated", "authorized", "unauthorized", "error", "failed", "failure",
        "welcome", "intro", "tutorial", "walkthrough", "startup", "setup", "getstarted", "auth", "authentication", "signup", "register",
        "registration", "lock", "locked", "lockscreen", "unlock", "paywall",
        "idle", "empty", "loaded", "ready", "success", "offline", "nodata", "noresults",
    ]

    /// Whether a case's name says where the app is in its life: one of its words, or two of
    /// them run together, is one of `lifecycleWords` (`loading`, `onboardingProfile`,
    /// `authLaunch`, `lockScreen`, `notLoggedIn`), as stages of setting up and signing in are
    /// often named.
    static func saysWhereInLife(_ caseName: String) -> Bool {
        let lowered = words(of: caseName)
        return lowered.indices.contains { index in
            lifecycleWords.contains(lowered[index])
                || index + 1 < lowered.count && lifecycleWords.contains(lowered[index] + lowered[index + 1])
        }
    }

    /// Ways of laying out one content: a switch whose every case names one (`case list, grid`,
    /// `gridLayout`) arranges the same screen, toggled in place, and is no view modes.
    static let layoutWords: Set<String> = ["list", "grid", "table", "gallery", "tiles", "cards", "columns", "compact", "expanded"]

    static func namesALayout(_ caseName: String) -> Bool {
        words(of: caseName).contains { layoutWords.contains($0) }
    }

    /// A case name's words, lowercased: `lockScreen` is `lock`, `screen`; `sign_in` is `sign`, `in`.
    static func words(of caseName: String) -> [String] {
        var words: [String] = []
        for character in caseName {
            if character == "_" { words.append(""); continue }
            if words.isEmpty || character.isUppercase && !(words.last?.last?.isUppercase ?? true) { words.append("") }
            words[words.count - 1].append(character)
        }
        return words.filter { !$0.isEmpty }.map { $0.lowercased() }
    }

    /// The views the app shows as its top level, by how many views lie between them and the
    /// `@main` types' scenes (0: a scene constructs it): those the scenes construct, and
    /// those they construct in turn (a root choosing between signing in and the app, say), up
    /// to 4 deep, never through a view the app pushes or presents: a screen's switch is not
    /// the app's. A private view is there under its file's name and its type's.
    func topLevelViews() -> [String: Int] {
        let screens = screenViews()
        var levels: [String: Int] = [:]
        var current = found.appStarts.flatMap { (viewUses[$0] ?? []).flatMap(\.constructed) }
        let windows = AppKitWindows.besideTheScene(found)
        for level in 0..<4 {
            var next: [String] = []
            // A settings window's views lay out its panes, beside the app's top level; so do
            // the views of a window a SwiftUI App's own classes open through AppKit.
            for view in current where levels[view] == nil && !screens.contains(view) && !found.settingsWindowOwnViews.contains(view) && !windows.contains(view) {
                levels[view] = level
                next += (viewUses[view] ?? []).flatMap(\.constructed)
            }
            current = next
        }
        return PrivateViews.alsoByTypeName(levels)
    }

    /// The views the app shows as screens and the views only they build: a pushed editor's
    /// sidebar is part of that screen, and so are the panes its bar selects. A view the
    /// scene reaches without a screen between is not.
    private func screensAndTheirParts() -> Set<String> {
        var screens = screenViews()
        // A registered route enum's switch (`handleDestinationRoute(_ route:)` given to
        // `.navigationDestination(for: Route.self, destination:)`) builds its cases' screens.
        for mention in found.destinations {
            guard let declaration = index.enumeration(mention.type, from: mention.scope) else { continue }
            for (member, arms) in declaration.switches where !Self.titleMembers.contains(member) {
                for arm in arms.values { screens.formUnion(arm.constructed.filter { !sceneShownTabBars.contains(PreviewOnlyViews.simpleName($0)) }) }
            }
        }
        // What the scene reaches without a screen between is the app's, not a screen's part;
        // so is what the tab bar its first flow shows reaches (`FlowTabBars`).
        var topLevel = Set<String>()
        var queue = found.appStarts.flatMap { (viewUses[$0] ?? []).flatMap(\.constructed) } + [flowTabBar?.view].compactMap { $0 }
        while let view = queue.popLast() {
            guard !screens.contains(view), topLevel.insert(view).inserted else { continue }
            queue += (viewUses[view] ?? []).flatMap(\.constructed)
        }
        return screens.union(ViewRoutes.reach(from: screens.sorted(), viewUses).subtracting(topLevel))
    }

    /// The views the app shows as screens: those a destination builds for a route's case,
    /// pushed or presented without a value (`NavigationLink(destination:)`, `.sheet { }`), or
    /// shown by a feature's case.
    private func screenViews() -> Set<String> {
        var screens = Set(found.screenArms.flatMap { $0.views.values.flatMap { $0 } + ($0.otherwise?.views ?? []) })
        for uses in found.uses.values { screens.formUnion(uses.viewLinks.map(\.view)) }
        screens.formUnion(found.casePresentations.compactMap(\.view))
        // The app's tab bar a flow of signing in or onboarding shows is no screen (`FlowTabBars`).
        if let flowTabBar { screens = screens.filter { PreviewOnlyViews.simpleName($0) != flowTabBar.view } }
        // Nor is one the scene shows itself, whatever else pushes it (`SceneShownTabBars`).
        screens = screens.filter { !sceneShownTabBars.contains(PreviewOnlyViews.simpleName($0)) }
        return screens
    }

    /// A tab's route enums: the destinations its views declare, else the wrapper case of the
    /// same name, else a `[X]` path property named after it.
    func routes(forTab tabName: String, of tabEnum: EnumDeclaration, wrappers: [EnumDeclaration]) -> [EnumDeclaration] {
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
        // The optional routes a view pushes when set (`.navigate(to: $destination)`, a
        // `.navigationDestination(item:)`), as a destination its views declare is.
        var pushedItems: [EnumDeclaration] = []
        while !views.isEmpty && depth < 8 {
            var next: [String] = []
            for view in views where seen.insert(view).inserted {
                for uses in viewUses[view] ?? [] {
                    mentions += uses.destinations
                    next += uses.constructed
                    pushedItems += uses.presents.filter { $0.style == "push" }.compactMap { propertyEnum($0.property, heldBy: $0.owner) }
                }
            }
            views = next
            depth += 1
        }
        return unique(mentions.compactMap { index.enumeration($0.type, from: $0.scope) } + pushedItems).filter { $0 !== tabEnum }
    }

    /// The views a tab shows: its `.tag`ged content, and the tab enum's switch arms for it.
    func views(ofTab tabName: String, of tabEnum: EnumDeclaration) -> [String] {
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

    /// The pushes written in a tab's tagged content itself, in the view holding the TabView:
    /// its root's taps.
    func links(ofTab tabName: String, of tabEnum: EnumDeclaration) -> [CaseLink] {
        found.tags.filter { tag in
            tag.caseName == tabName && (tag.type.map { index.enumeration($0, from: tag.scope) === tabEnum } ?? true)
        }.flatMap(\.links)
    }

    /// The title the tab's `.tabItem` or `Tab(...)` shows, when the tab enum has no title switch.
    func tabItemTitle(of caseName: String, in tabEnum: EnumDeclaration) -> String? {
        found.tags.first { tag in
            tag.caseName == caseName && tag.title != nil && tag.title != caseName
                && (tag.type.map { index.enumeration($0, from: tag.scope) === tabEnum } ?? true)
        }?.title
    }
}
