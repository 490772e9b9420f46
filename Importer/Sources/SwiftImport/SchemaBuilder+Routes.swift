import NavreplKit

/// The routes an enum's cases become: their names, titles and parameters, and the routes of
/// cases shown one by one (`NavigationLink(unwrapping:case:)`), named after their feature.
extension SchemaBuilder {
    /// A title switch's string for the case; one that only repeats the case's name says nothing.
    func title(of caseName: String, in declaration: EnumDeclaration) -> String? {
        for member in Self.titleMembers {
            // An empty title (`case .other: ""`, a placeholder's) is none.
            if let title = declaration.switches[member]?[caseName]?.title { return title == caseName || title.isEmpty ? nil : title }
        }
        return nil
    }

    /// The routes of several enums in one place: a name already taken (by an earlier enum,
    /// or by an app-level route) is prefixed with its enum's name.
    mutating func routes(of enums: [EnumDeclaration], taken: Set<String>) -> [AppSchema.RouteDeclaration] {
        var names = taken
        return routes(of: enums, taking: &names)
    }

    /// `routes(of:taken:)`, adding the routes' names to `names`: an app of thousands of enums
    /// takes its names an enum at a time without copying all those taken before for each.
    mutating func routes(of enums: [EnumDeclaration], taking names: inout Set<String>) -> [AppSchema.RouteDeclaration] {
        var routes: [AppSchema.RouteDeclaration] = []
        let dialogs = caseKeys(found.dialogCases)
        let flagged = caseKeys(found.flaggedCases)
        // Routes are made an enum at a time, each given the names taken before it: the
        // screens are read once for all of them.
        if caseScreens == nil { caseScreens = screensOfCases() }
        let screens = caseScreens ?? [:]
        if placeholderCaseKeys == nil { placeholderCaseKeys = placeholderCases() }
        let placeholders = placeholderCaseKeys ?? []
        if unshownCaseKeys == nil { unshownCaseKeys = casesShownByNoKeyPath() }
        let unshown = unshownCaseKeys ?? []
        if unmadeCaseKeys == nil { unmadeCaseKeys = unmadeDestinationCases() }
        let unmade = unmadeCaseKeys ?? []
        if sharedArmCaseKeys == nil {
            let builder = self
            sharedArmCaseKeys = SharedArmCases.merged(found, screens: screens) { arms in
                arms.compactMap { arms in
                    (arms.type.flatMap { builder.index.enumeration($0, from: arms.scope) } ?? arms.item.flatMap { builder.propertyEnum($0) }).map { ($0, arms) }
                }
            }
        }
        let sharedArms = sharedArmCaseKeys ?? [:]
        for declaration in enums {
            for enumCase in declaration.cases where embeddedEnum(enumCase, in: declaration) == nil {
                if rootCases.contains(StackRoots.key(declaration, enumCase.name)) {
                    findings.note("\(declaration.name).\(enumCase.name) shows its stack's own root and nothing pushes it: not a route (\(enumCase.place))")
                    continue
                }
                if dialogs.contains(StackRoots.key(declaration, enumCase.name)) {
                    findings.note("\(declaration.name).\(enumCase.name) is shown as an alert or a confirmation dialog: not a route (\(enumCase.place))")
                    continue
                }
                if ErasedViewCases.isErasedView(enumCase, holders: erasedViewHolders) {
                    findings.note("\(declaration.name).\(enumCase.name) carries a type-erased view, whichever is built: not a route (\(enumCase.place))")
                    continue
                }
                if placeholders.contains(StackRoots.key(declaration, enumCase.name)) {
                    findings.note("\(declaration.name).\(enumCase.name) shows only an EmptyView wherever its destination switches over it: not a route (\(enumCase.place))")
                    continue
                }
                if SentinelCases.isSentinel(enumCase) {
                    findings.note("\(declaration.name).\(enumCase.name) stands for no route: not a route (\(enumCase.place))")
                    continue
                }
                if flagged.contains(StackRoots.key(declaration, enumCase.name)) {
                    findings.note("\(declaration.name).\(enumCase.name) is presented by a flag of it showing a view: that view's route (\(enumCase.place))")
                    continue
                }
                // TCA destinations hold alerts and dialogs beside screens: those are not routes.
                if let type = enumCase.values.first?.type, case .named(let path, _) = type,
                   ["AlertState", "ConfirmationDialogState"].contains(path.last ?? "") {
                    continue
                }
                if unshown.contains(StackRoots.key(declaration, enumCase.name)) {
                    findings.note("\(declaration.name).\(enumCase.name) is shown by no call, and the enum's other cases are each shown through a case key path: not a route (\(enumCase.place))")
                    continue
                }
                // Said once for the enum, where it was found.
                if unmade.contains(StackRoots.key(declaration, enumCase.name)) { continue }
                if let first = sharedArms[StackRoots.key(declaration, enumCase.name)] {
                    findings.note("\(declaration.name).\(enumCase.name) is shown in one arm with \(declaration.name).\(first), by one view: the route \(first) (\(enumCase.place))")
                    continue
                }
                if enumCase.isConditional {
                    findings.note("\(declaration.name).\(enumCase.name) is inside #if: imported whatever the condition (\(enumCase.place))")
                }
                let labels = ParameterMapping.labels(for: enumCase.values)
                guard AppName.isValid(enumCase.name) else {
                    findings.note("\(declaration.name).\(enumCase.name) has a name navrepl cannot write (letters, digits and '_'): skipped (\(enumCase.place))")
                    continue
                }
                if let label = labels.first(where: { !AppName.isValid($0) }) {
                    findings.note("\(declaration.name).\(enumCase.name) has a value labelled '\(label)', a name navrepl cannot write (letters, digits and '_'): skipped (\(enumCase.place))")
                    continue
                }
                let feature = childFeature(of: enumCase, in: declaration)
                // The same screen presented from another feature is the route already declared.
                if let feature, names.contains(enumCase.name), childFeatureOfRoute[enumCase.name] == feature { continue }
                // So is the same view shown for a case of that name in another enum,
                let screen = screens[ObjectIdentifier(declaration)]?[enumCase.name]
                if let screen, names.contains(enumCase.name), screenOfRoute[enumCase.name] == screen { continue }
                // and a case of that name called with the same values.
                let signature = SameScreenCases.signature(enumCase)
                if !enumCase.values.isEmpty, names.contains(enumCase.name), signatureOfRoute[enumCase.name] == signature {
                    findings.note("\(declaration.name).\(enumCase.name) is called as the route '\(enumCase.name)' already declared is: that route (\(enumCase.place))")
                    continue
                }
                let name = routeName(of: enumCase, in: declaration, taken: names)
                guard names.insert(name).inserted else { continue }
                if let feature { childFeatureOfRoute[name] = feature }
                if let screen { screenOfRoute[name] = screen }
                signatureOfRoute[name] = signature
                routes.append(AppSchema.RouteDeclaration(
                    name, mapping.parameters(of: enumCase, in: declaration, findings: &findings),
                    title: title(of: enumCase.name, in: declaration)))
            }
        }
        return routes
    }

    /// The cases, keyed as `StackRoots` keys them, that views show as alerts or dialogs
    /// (`DialogCases`) or by flags (`recordFlag`), each resolved to its enum through the
    /// property it is a case of.
    private func caseKeys(_ mentions: [DialogCase]) -> Set<String> {
        var keys = Set<String>()
        for dialog in mentions {
            guard let declaration = propertyEnum(dialog.property, heldBy: dialog.holder),
                  declaration.enumCase(named: dialog.caseName) != nil else { continue }
            keys.insert(StackRoots.key(declaration, dialog.caseName))
        }
        return keys
    }

    /// The child feature a TCA case presents (`case settings(SettingsFeature)`, or as TCA wrote
    /// it before `@Reducer enum`, `case settings(SettingsFeature.State)`): a type of the
    /// project, its qualified name. Several features presenting it under one case name show one
    /// screen, so one route.
    private func childFeature(of enumCase: EnumCase, in declaration: EnumDeclaration) -> String? {
        guard enumCase.values.count == 1, enumCase.values[0].label == nil,
              case .named(var path, let arguments) = enumCase.values[0].type, arguments.isEmpty else { return nil }
        if path.count > 1, path.last == "State" { path.removeLast() }
        guard case .nominal(let type) = index.resolve(path, from: declaration.path) else { return nil }
        return type.path.joined(separator: ".")
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
    /// An enum a view also shows whole (`.sheet(item: $store.scope(state: \.destination, ...))
    /// { switch $0.case { ... } }`) has its other cases shown there: it is not read case by case.
    func shownCases() -> [(declaration: EnumDeclaration, presentation: CasePresentation)] {
        let items = found.uses.values.flatMap { $0.viewLinks.compactMap(\.item) }.filter { $0.owner == nil }
        let shownWhole = Set(items.compactMap { itemEnum($0) }.map(ObjectIdentifier.init))
        return found.casePresentations.compactMap { presentation in
            guard let declaration = propertyEnum(presentation.property, heldBy: presentation.holder),
                  declaration.enumCase(named: presentation.caseName) != nil,
                  !shownWhole.contains(ObjectIdentifier(declaration)) else { return nil }
            return (declaration, presentation)
        }
    }

    /// The routes of the cases shown one by one, app-level (a feature's route is pushed from
    /// wherever its view is): a case shown in several places is one route, and so is a case of
    /// one name showing the same view from several features (each list's `detail` showing
    /// `DetailView`); it is presented only, or a cover, when every showing of it is.
    mutating func routes(ofShown shown: [(declaration: EnumDeclaration, presentation: CasePresentation)],
                                 taken: Set<String>) -> (routes: [AppSchema.RouteDeclaration], presented: [String], covers: [String], pushedFrom: [String: [String]], shows: ShownCases) {
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
        var routes: [AppSchema.RouteDeclaration] = []
        var styles: [String: [Modal.Style?]] = [:]
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
            routes.append(AppSchema.RouteDeclaration(name, mapping.parameters(of: enumCase, in: declaration, findings: &findings),
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
    /// `Route` alone, nested in a feature (`InboxModel.Route`), the feature's: `Inbox`; so too
    /// through TCA's generic names (`EncounterFeature.Sheet.State` → `Encounter`).
    private static func stem(of declaration: EnumDeclaration) -> String {
        // A keyed destination's made-up enum (`DonutID destination`) by its type's name.
        let name = String(declaration.path.last!.split(separator: " ").first ?? "")
        for suffix in routeSuffixes where name.hasSuffix(suffix) && name.count > suffix.count {
            return String(name.dropLast(suffix.count))
        }
        let owners = declaration.path.dropLast().reversed().drop { genericEnumNames.contains($0) }
        if genericEnumNames.contains(name), let feature = owners.first {
            for suffix in featureSuffixes where feature.hasSuffix(suffix) && feature.count > suffix.count {
                return String(feature.dropLast(suffix.count))
            }
            return feature
        }
        return name
    }

    /// Names that say what an enum holds, not whose it is: `Route`, TCA's `Sheet` and its
    /// `State` enum.
    static let genericEnumNames = routeSuffixes + ["Sheet", "State", "Path"]

    /// What a feature's type is called besides its name: `InboxModel`, `InboxFeature`.
    static let featureSuffixes = ["ViewModel", "Model", "Feature", "Reducer", "View", "Screen", "Coordinator"]

    func unique(_ enums: [EnumDeclaration]) -> [EnumDeclaration] {
        var seen = Set<ObjectIdentifier>()
        return enums.filter { seen.insert(ObjectIdentifier($0)).inserted }
    }
}
