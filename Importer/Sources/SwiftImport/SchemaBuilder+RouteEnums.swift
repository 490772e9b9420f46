import NavreplKit

/// Which enums are routes: presented as modals, named as routes or pushed, held by a property a
/// SwiftUI call binds, wrapped in another's cases or embedded in them.
extension SchemaBuilder {
    /// The enums a destination takes or a push names: pushed, whatever else presents them.
    func destinedEnums() -> Set<ObjectIdentifier> {
        Set((found.destinations + found.pushedTypes).compactMap { index.enumeration($0.type, from: $0.scope) }.map(ObjectIdentifier.init))
    }

    /// Enums presented as modals: `.sheet(item:)`'s (or the enum property its case key path
    /// starts from), TCA's `@Presents` destinations, and a router's optional enum property
    /// named for a sheet or cover (`presentedSheet: SheetDestination?`).
    func modalEnums() -> [EnumDeclaration] {
        var enums: [EnumDeclaration] = found.modals.compactMap { modal in
            pushedItemEnum(modal) == nil ? itemEnum(modal) : nil
        }
        enums += (found.presentedTypes.filter { !isShownInPlace($0) } + found.coveredTypes).compactMap { index.routeEnum($0.type, from: $0.scope) }
        for property in found.properties where property.type.unwrapped.isOptional {
            guard Self.namesAModal(property.name), let path = property.type.unwrapped.type.path,
                  let declaration = index.enumeration(path, from: property.scope), !declaration.isPlain || declaration.cases.count > 1,
                  !singleViewItemEnums.contains(ObjectIdentifier(declaration)) else { continue }
            enums.append(declaration)
        }
        return enums
    }

    /// Whether a property's name has "sheet" or "cover" for one of its words (`presentedSheet`,
    /// `activeCover`, `sheetDestination`, `fullScreenCover`, `modal_sheet`), not inside another
    /// word: `storeRecoveryOffer` (re-cover-y), `discoverFilter` or `coverage` hold the app's
    /// data, and an optional enum of it is no router's modal.
    static func namesAModal(_ name: String) -> Bool {
        var words: [String] = []
        var word = ""
        for character in name {
            if character.isUppercase || character == "_" {
                if !word.isEmpty { words.append(word.lowercased()) }
                word = character == "_" ? "" : String(character)
            } else {
                word.append(character)
            }
        }
        if !word.isEmpty { words.append(word.lowercased()) }
        return words.contains { ["sheet", "sheets", "cover", "covers"].contains($0) }
    }

    /// A TCA `@Presents` enum a view shows in place (`if let pageStore = store.scope(state:
    /// \\.page, action: \\.page.presented)`, a welcome sheet's pages) and no binding scopes
    /// for a presentation: its cases are parts of that view, no routes.
    private func isShownInPlace(_ presented: TypeMention) -> Bool {
        guard let property = presented.property else { return false }
        return found.scopedInPlace.contains(property) && !found.scopedForPresentation.contains(property)
    }

    /// Enums named by `navigationDestination(for:)`, `NavigationLink(value:)`, `append(...)`
    /// and `[X]` path properties.
    mutating func namedRouteEnums() -> [EnumDeclaration] {
        var enums: [EnumDeclaration] = []
        for mention in found.destinations + found.pushedTypes {
            switch index.resolve(mention.type, from: mention.scope) {
            case .enumeration(let declaration):
                enums.append(declaration)
            case .nominal(let nominal) where index.stateEnum(of: nominal) != nil:
                enums.append(index.stateEnum(of: nominal)!)
            case .nominal(let nominal):
                findings.note("\(nominal.path.joined(separator: ".")) (\(nominal.kind)) is a navigation value at \(mention.place); only enums are read as routes: skipped")
            case nil where index.isGenericParameter(mention.type, in: mention.scope):
                // A generic router's `Destination`: its routes are read where it is used.
                continue
            case nil:
                findings.note("\(mention.type.joined(separator: ".")) is a navigation value at \(mention.place); it is not an enum of these sources: skipped")
            }
        }
        let appendedScreenLists = Set(found.pathWrites.map(\.property).filter(Self.isScreenList))
        for property in found.properties where Self.isPathProperty(property.name) || appendedScreenLists.contains(property.name) {
            if let path = Self.screenType(ofPath: property.type.unwrapped.type), let declaration = index.enumeration(path, from: property.scope),
               !isKeptData(declaration) {
                enums.append(declaration)
            }
        }
        enums += found.modals.compactMap(pushedItemEnum)
        // hmlongco Navigator: each case of a `NavigationDestination` enum is a destination.
        enums += found.enums.filter { $0.conformances.contains("NavigationDestination") && !$0.cases.isEmpty }
        return enums
    }

    /// The screens a path holds: `Route` of `[Route]`; `Screen` of FlowStacks' `Routes<Screen>`
    /// or `[Route<Screen>]`, whose routes each wrap a screen with how it is shown.
    static func screenType(ofPath type: WrittenType) -> [String]? {
        var element = type
        if case .array(let inner) = type { element = inner }
        guard case .named(let name, let arguments) = element else { return nil }
        let wrapper = type == element ? "Routes" : "Route"
        if name.last == wrapper, arguments.count == 1 { return arguments[0].path }
        return type == element ? nil : element.path
    }

    static func isPathProperty(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return Self.pathWords.contains { lowered.contains($0) }
    }

    /// An app's own array of screens (`var screens: [Screen]`), shown by a flow of its own: the
    /// plural, as a single `screen` or `isFullScreen` holds no path. Such a name may also hold
    /// an onboarding's pages, so it is a path only when the app appends a case to it.
    static func isScreenList(_ name: String) -> Bool {
        name.lowercased().hasSuffix("screens")
    }

    /// Whether an enum a path word names (`historyItems: [HistoryEntry]`, "history") is the
    /// app's data rather than screens: it is saved or listed by identity (`Codable`,
    /// `Identifiable`) and neither hashed nor compared, so no `NavigationStack(path:)` nor a
    /// router comparing routes could keep it (`enum HistoryEntry: Identifiable, Codable { case
    /// text(TextItem), color(ColorItem) }`, a capture history shown in a list).
    func isKeptData(_ declaration: EnumDeclaration) -> Bool {
        !isValueEnum(declaration) && declaration.conformances.contains { ["Codable", "Decodable", "Encodable", "Identifiable"].contains($0) }
    }

    /// Whether an enum's values can stand for screens a library keeps: hashed, as SwiftUI's
    /// paths need, or only compared, as UIPilot's routes (`enum AppRoute: Equatable`) are.
    func isValueEnum(_ declaration: EnumDeclaration) -> Bool {
        declaration.conformances.contains { ["Hashable", "Equatable", "String", "Int", "CaseIterable"].contains($0) }
    }

    /// Whether a plain enum named as routes is what a router keeps to build the next screen
    /// from (`switch route { case .shelf: makeShelf() case .search: SearchView() }`, as a
    /// router each screen tells where to go by a case of its own enum writes it): a switch over
    /// it in a class's method builds one of the project's views in every case's arm, itself or
    /// by one of the project's view factories. An enum whose cases only pop or dismiss (`case
    /// .back: libraryRoute = nil`) builds none; one a view's body switches over shows its
    /// cases in place, as modes.
    func buildsScreens(_ declaration: EnumDeclaration) -> Bool {
        let declared = Set(found.types.compactMap(\.path.last)).subtracting(DestinationView.transparent)
        let classes = Set(found.types.filter { $0.kind == "class" }.map { $0.path.joined(separator: ".") })
        return declaration.switches.contains { key, arms in
            // Keyed by the switching member's path (`Router.nextView`).
            guard let dot = key.lastIndex(of: "."), classes.contains(String(key[..<dot])) else { return false }
            return declaration.cases.allSatisfy { enumCase in
                guard let arm = arms[enumCase.name] else { return false }
                let built = arm.constructed + arm.calls.flatMap { (found.viewFactories[$0] ?? []).flatMap { $0.factory.views.joined() } }
                return built.contains(where: declared.contains)
            }
        }
    }

    /// The enum a property named in a SwiftUI call holds: one of the same type as the call
    /// first, else one of the type of `holder` (`model`, in `$model.route`), else any.
    func propertyEnum(_ mention: PropertyMention, heldBy holder: PropertyMention? = nil) -> EnumDeclaration? {
        let candidates = propertiesByName[mention.name] ?? []
        var property = candidates.first { $0.scope == mention.scope }
        if property == nil, let holder, let type = heldType(holder) {
            // Each feature's model has its own `var route: Route?`: the one this view holds.
            property = candidates.first { $0.scope == type }
        }
        guard let property = property ?? candidates.first, let path = property.type.throughBinding.unwrapped.type.path else { return nil }
        // TCA: `@Presents var destination: Destination.State?` holds the `@Reducer enum
        // Destination`, whose `State` the macro writes.
        return index.enumeration(path, from: property.scope)
            ?? (path.count > 1 && path.last == "State" ? index.enumeration(Array(path.dropLast()), from: property.scope) : nil)
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
    func coverOnlyEnums() -> Set<ObjectIdentifier> {
        var covers = Set(found.coveredTypes.compactMap { index.enumeration($0.type, from: $0.scope) }.map(ObjectIdentifier.init))
        var others = Set<ObjectIdentifier>()
        for modal in found.modals {
            guard let declaration = itemEnum(modal) else { continue }
            if modal.style == Modal.Style.cover.rawValue { covers.insert(ObjectIdentifier(declaration)) } else { others.insert(ObjectIdentifier(declaration)) }
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
    func itemEnum(_ modal: ModalMention) -> EnumDeclaration? {
        guard let declaration = presentedEnum(modal), !singleViewItemEnums.contains(ObjectIdentifier(declaration)) else { return nil }
        return declaration
    }

    /// The enum a presentation's item holds, whether its cases or one view are shown for it.
    func presentedEnum(_ modal: ModalMention) -> EnumDeclaration? {
        propertyEnum(modal.property, heldBy: modal.owner) ?? modal.owner.flatMap { propertyEnum($0, heldBy: modal.ownerHolder) }
    }

    /// The enums a wrapper's cases each carry (`Route.patient(PatientRoute)`), or nil when it is
    /// not a wrapper.
    func wrappedEnums(_ declaration: EnumDeclaration) -> [EnumDeclaration]? {
        guard !declaration.cases.isEmpty else { return nil }
        var inner: [EnumDeclaration] = []
        for wrapperCase in declaration.cases {
            guard let wrapped = wrappedEnum(of: wrapperCase, in: declaration) else { return nil }
            inner.append(wrapped)
        }
        // Cases each carrying a closed set (`case car(Colour)`) are routes with a parameter.
        return inner.allSatisfy(\.isPlain) && !inner.contains(where: looksLikeRoutes) ? nil : inner
    }

    func wrappedEnum(of wrapperCase: EnumCase, in wrapper: EnumDeclaration) -> EnumDeclaration? {
        guard wrapperCase.values.count == 1, let path = wrapperCase.values[0].type.path,
              let inner = index.enumeration(path, from: wrapper.path), inner !== wrapper else { return nil }
        return inner
    }

    private func looksLikeRoutes(_ declaration: EnumDeclaration) -> Bool {
        Self.routeSuffixes.contains { declaration.path.last!.hasSuffix($0) }
            || found.destinations.contains { index.enumeration($0.type, from: $0.scope) === declaration }
    }

    /// A case whose one value is a route enum (`case settings(SettingsRoute)`, or a tab's
    /// `case shared(SharedRoute)`) stands for that enum's routes, not for a route of its own.
    func embeddedEnum(_ enumCase: EnumCase, in owner: EnumDeclaration) -> EnumDeclaration? {
        guard enumCase.values.count == 1, enumCase.values[0].label == nil, let path = enumCase.values[0].type.path,
              let inner = index.enumeration(path, from: owner.path), inner !== owner else { return nil }
        return routeEnumIdentities.contains(ObjectIdentifier(inner)) || (!inner.isPlain && looksLikeRoutes(inner)) ? inner : nil
    }

    /// Route enums that wrap each other (`OrderRoute.support(SupportRoute)`,
    /// `SupportRoute.order(OrderRoute)`): each is read once, its wrapping cases being the other
    /// enum's routes, and a note says so rather than leaving the cycle unsaid.
    mutating func noteEmbeddingCycles(_ enums: [EnumDeclaration]) {
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
    func withEmbedded(_ enums: [EnumDeclaration]) -> [EnumDeclaration] {
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
}
