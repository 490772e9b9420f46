import NavreplKit
import SwiftSyntax

/// Walks one file's syntax tree and adds what it declares and what its SwiftUI calls name to
/// `SwiftDeclarations`. It records; it does not decide what is a route or a tab.
///
/// The visits are here (Swift lets no extension override them); what each kind of declaration
/// or call records is in an extension of its own, `DeclarationCollector+Members`, `+Modifiers`,
/// `+Constructions`, `+ViewLinks`, `+Tabs`, `+WrapperCalls` and `+Context`. They share `found`,
/// `scope`, `usesKey` and `place`, which are therefore internal rather than private.
final class DeclarationCollector: SyntaxVisitor {
    var found: SwiftDeclarations
    private let converter: SourceLocationConverter
    private let file: String
    /// The type declarations (and extensions) the walk is inside, outermost first.
    private var scopes: [(path: [String], enumeration: EnumDeclaration?)] = []

    private init(file: String, tree: SourceFileSyntax) {
        self.file = file
        self.found = SwiftDeclarations()
        self.converter = SourceLocationConverter(fileName: file, tree: tree)
        super.init(viewMode: .sourceAccurate)
    }

    /// Walks `tree` and returns what this file declares. Each file is collected on its own and
    /// then appended: collecting into the running total would copy it per file. `paths` are
    /// the navigation paths of names no path word marks, once known (`PathsOfAnyName`).
    static func collect(_ tree: SourceFileSyntax, file: String, pathsOfAnyName paths: [String: String] = [:]) -> CollectedFile {
        let collector = DeclarationCollector(file: file, tree: tree)
        collector.pathsOfAnyName = paths
        collector.walk(tree)
        collector.recordContextPresentations()
        collector.scopePrivateViews()
        return CollectedFile(file: file, found: collector.found, appendsOnto: collector.appendsOnto)
    }

    /// The navigation paths of any name, each with the name its stack is given.
    private(set) var pathsOfAnyName: [String: String] = [:]
    /// The properties whose names say no path that the file appends to (`items.append(x)`):
    /// navigation paths, read by collecting the file again, if a stack is given one.
    var appendsOnto = Set<String>()

    var scope: [String] { scopes.last?.path ?? [] }
    /// How many clauses only a Mac build compiles the walk is inside (`MacOnlyClauses`).
    private var macOnlyDepth = 0

    /// The destination contents recorded in this file, by their closure, with the index of
    /// their screen arms in `found.screenArms`: the pushes made inside are their screens'
    /// (`DestinationArms`).
    var destinationContents: [SyntaxIdentifier: Int] = [:]
    /// The tabs' contents recorded in this file, by their syntax, with the index of their tab
    /// in `found.tags`: the pushes written inside are the tab's root's.
    var tabContents: [SyntaxIdentifier: Int] = [:]

    /// The presentation contexts this file's views hold, read once the walk is done: the view
    /// a context is given and the modifier it is handed to may come in either order.
    var contextPresentations = ContextPresentations()

    /// Runs `body` as if the walk were inside the type at `path`, for what is recorded after it.
    func within(_ path: [String], _ body: () -> Void) {
        scopes.append((path, nil))
        body()
        scopes.removeLast()
    }

    func place(_ node: some SyntaxProtocol) -> SourcePlace {
        let location = node.startLocation(converter: converter, afterLeadingTrivia: true)
        return SourcePlace(file: file, line: location.line, column: location.column)
    }

    static func inheritedNames(_ clause: InheritanceClauseSyntax?) -> [String] {
        clause?.inheritedTypes.compactMap { TypeReading.written($0.type).path?.last } ?? []
    }

    // MARK: Type declarations

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        let path = scope + [node.name.text]
        let declaration = EnumDeclaration(
            path: path,
            genericParameters: node.genericParameterClause?.parameters.map(\.name.text) ?? [],
            conformances: Self.inheritedNames(node.inheritanceClause),
            place: place(node.name),
            isIndirect: node.modifiers.contains { $0.name.tokenKind == .keyword(.indirect) })
        found.enums.append(declaration)
        scopes.append((path, declaration))
        return .visitChildren
    }

    override func visitPost(_ node: EnumDeclSyntax) { scopes.removeLast() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        if Self.attribute("main", in: node.attributes) != nil {
            found.mainApps.append((node.name.text, place(node.name)))
        }
        if scopes.isEmpty, Self.inheritedNames(node.inheritanceClause).contains("App") {
            found.appTypes.append((node.name.text, place(node.name)))
        }
        if ContentWrapper.isContentWrapper(node) { found.contentWrappers.insert(node.name.text) }
        if TypeEraser.isTypeEraser(node) {
            found.contentWrappers.insert(node.name.text)
            found.typeErasers.insert(node.name.text)
        }
        if Self.inheritedNames(node.inheritanceClause).contains("PreviewProvider") { found.previewTypes.insert(node.name.text) }
        let viewParameters = ContentWrapper.viewParameters(of: node)
        if !viewParameters.isEmpty { found.viewParameters[node.name.text, default: []].formUnion(viewParameters) }
        let constraints = ConstrainedReceivers.constraints(of: node.genericParameterClause)
        if !constraints.isEmpty { found.genericConstraints[node.name.text, default: [:]].merge(constraints) { first, _ in first } }
        let conformances = Self.inheritedNames(node.inheritanceClause)
        if !conformances.isEmpty { found.declaredConformances.append((scope + [node.name.text], conformances)) }
        let visiting = enterType(node.name, kind: "struct")
        recordOwnPageStacks(of: node)
        return visiting
    }

    /// A view's stack of pages of its own (`OwnPageStacks`): its enum is pushed, as a path's
    /// is, each case's screen the view's switch builds, the case it starts at its root.
    private func recordOwnPageStacks(of node: StructDeclSyntax) {
        for stack in OwnPageStacks.stacks(in: node) where !Self.isInPreview(stack.choice) {
            let mention = TypeMention(type: stack.type, scope: scope, place: place(stack.choice))
            found.pushedTypes.append(mention)
            found.uses[usesKey, default: ViewUses()].destinations.append(mention)
            let (views, placeholders, otherwise, shared) = Self.screens(of: stack.choice)
            found.screenArms.append(ScreenArms(type: stack.type, item: nil, scope: scope, views: views, placeholders: placeholders, otherwise: otherwise,
                                               sharedArms: shared, bareSharedArms: SharedArmCases.bareArms(of: stack.choice)))
            if let root = stack.rootCase { found.coordinatorRoots.append(CoordinatorRoot(caseName: root, scope: scope, type: stack.type)) }
            found.notes.append("\(scope.joined(separator: ".")) at \(place(stack.choice)) keeps a stack of \(stack.type.joined(separator: ".")) pages of its own (an array it appends to and pops): its pages are routes")
        }
    }

    override func visitPost(_ node: StructDeclSyntax) { scopes.removeLast() }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        if found.sceneHost == nil, SceneHosts.isStoryboardHost(node) { found.sceneHost = scope.first ?? node.name.text }
        if AppKitWindows.opensAWindow(Self.inheritedNames(node.inheritanceClause), members: node.memberBlock) { found.appKitWindowTypes.insert(node.name.text) }
        return enterType(node.name, kind: "class")
    }
    override func visitPost(_ node: ClassDeclSyntax) { scopes.removeLast() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enterType(node.name, kind: "actor") }
    override func visitPost(_ node: ActorDeclSyntax) { scopes.removeLast() }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { enterType(node.name, kind: "protocol") }
    override func visitPost(_ node: ProtocolDeclSyntax) { scopes.removeLast() }

    /// The file's private and fileprivate top-level types: apps often declare a `HomeView` in
    /// each of several files, and each file's constructions mean its own.
    private var privateTypes = Set<String>()

    /// This file's token in the view graph's names: `HomeView` in `Flow.swift` is `Flow_swift#HomeView`.
    private var fileToken: String { PrivateViews.token(of: file) }

    /// The view graph's name of the type the walk is in.
    var usesKey: String { usesKey(of: scope) }

    func usesKey(of path: [String]) -> String {
        let name = path.joined(separator: ".")
        return privateTypes.contains(path.first ?? "") ? fileToken + name : name
    }

    /// Names this file's private views by the file, where they are used and where they are constructed.
    private func scopePrivateViews() {
        guard !privateTypes.isEmpty else { return }
        let rename = { (names: [String]) in names.map { self.privateTypes.contains($0) ? self.fileToken + $0 : $0 } }
        for key in found.uses.keys {
            found.uses[key]!.constructed = rename(found.uses[key]!.constructed)
            found.uses[key]!.viewLinks = found.uses[key]!.viewLinks.map { link in
                ViewLink(view: rename([link.view])[0], wrapped: rename(link.wrapped), style: link.style, item: link.item, place: link.place, returnedBy: link.returnedBy)
            }
        }
        found.tags = found.tags.map { tag in
            TabTag(type: tag.type, caseName: tag.caseName, title: tag.title, scope: tag.scope,
                   constructed: rename(tag.constructed), destinations: tag.destinations, untyped: tag.untyped,
                   itemless: tag.itemless, tabView: tag.tabView, links: tag.links)
        }
        // A destination's arms build the screens whose taps are their routes' edges.
        found.screenArms = found.screenArms.map { arms in
            var renamed = ScreenArms(type: arms.type, item: arms.item, scope: arms.scope, views: arms.views.mapValues(rename), placeholders: arms.placeholders, isWhole: arms.isWhole)
            renamed.links = arms.links
            renamed.calls = arms.calls
            renamed.sharedArms = arms.sharedArms
            renamed.bareSharedArms = arms.bareSharedArms
            renamed.otherwise = arms.otherwise.map { DefaultArm(views: rename($0.views), showsNothing: $0.showsNothing, links: $0.links) }
            return renamed
        }
        let renamed = { (arm: SwitchArm) in SwitchArm(title: arm.title, constructed: rename(arm.constructed), showsNothing: arm.showsNothing, position: arm.position, calls: arm.calls) }
        found.memberSwitches = found.memberSwitches.map { switched in
            (switched.path, switched.member, switched.subject, switched.subjectType, switched.arms.mapValues(renamed), switched.otherwise.map(renamed))
        }
    }

    private func enterType(_ name: TokenSyntax, kind: String) -> SyntaxVisitorContinueKind {
        let modifiers = name.parent?.asProtocol(WithModifiersSyntax.self)?.modifiers
        if scope.isEmpty, modifiers?.contains(where: { [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind) }) == true {
            privateTypes.insert(name.text)
        }
        let path = scope + [name.text]
        let generics = name.parent?.asProtocol(WithGenericParametersSyntax.self)?.genericParameterClause
        found.types.append(NominalType(path: path, kind: kind, place: place(name), genericParameters: generics?.parameters.map(\.name.text) ?? []))
        scopes.append((path, nil))
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let path = TypeReading.written(node.extendedType).path ?? [node.extendedType.trimmedDescription]
        let names = Self.inheritedNames(node.inheritanceClause)
        if !names.isEmpty { found.extensionConformances.append((path, names)) }
        scopes.append((path, nil))
        return .visitChildren
    }

    override func visitPost(_ node: ExtensionDeclSyntax) { scopes.removeLast() }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        found.aliases.append(TypeAlias(path: scope + [node.name.text], target: TypeReading.written(node.initializer.value), place: place(node.name)))
        return .skipChildren
    }

    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let enumeration = scopes.last?.enumeration else { return .skipChildren }
        let isIndirect = enumeration.isIndirect || node.modifiers.contains { $0.name.tokenKind == .keyword(.indirect) }
        let isConditional = node.ancestorIsConditional
        for element in node.elements {
            let values = element.parameterClause?.parameters.map { parameter in
                Self.value(names: [parameter.firstName, parameter.secondName], type: parameter.type, defaultValue: parameter.defaultValue)
            } ?? []
            let name = element.name.text.trimmingBackticks
            // `#if os(iOS) case a(Int) #else case a #endif` declares a case once per branch.
            if let first = enumeration.enumCase(named: name) {
                found.notes.append("\(enumeration.name).\(name) is declared again at \(place(element.name)), in another #if branch: the first, at \(first.place), is imported")
                continue
            }
            enumeration.add(EnumCase(
                name: name, values: values, isIndirect: isIndirect,
                place: place(element.name), isConditional: isConditional))
        }
        return .skipChildren
    }

    // MARK: Members

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        // `@PresentationState` is what TCA called `@Presents` before 1.7.
        let isPresents = Self.attribute("Presents", in: node.attributes) != nil || Self.attribute("PresentationState", in: node.attributes) != nil
        let route = Self.attribute("Route", in: node.attributes)
        let isStatic = Self.isStatic(node.modifiers)
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            if let annotation = binding.typeAnnotation?.type, !scope.isEmpty { recordErased(annotation, property: name) }
            if isStatic, let value = Self.heldValue(binding), let text = LocalisedTitles.value(of: value) {
                found.titleConstants.append((scope + [name], text))
            }
            if isStatic, !scope.isEmpty, let cases = Self.listedCases(binding) { found.caseLists[scope + [name]] = cases }
            if !scope.isEmpty, let value = Self.heldValue(binding), let exclusion = FilteredTabs.exclusion(value, scope: scope) {
                found.filteredLists[scope + [name]] = exclusion
            }
            if !scope.isEmpty, let value = binding.initializer?.value, let entries = TabEntries.entries(of: value, place: { self.place($0) }) {
                found.tabEntryLists[scope + [name]] = entries
            }
            if !scope.isEmpty, Self.attribute("State", in: node.attributes) != nil { found.ownStates.insert(scope + [name]) }
            if !scope.isEmpty, let value = binding.initializer?.value, let start = TypeReading.caseReference(value) {
                found.caseStartedProperties.insert(scope + [name])
                found.startingCases[name, default: []].insert(start.caseName)
            }
            if let type = binding.typeAnnotation.map({ TypeReading.written($0.type) }) ?? binding.initializer.flatMap({ Self.inferredType($0.value) }) {
                found.properties.append(Property(scope: scope, name: name, type: type, place: place(binding.pattern)))
                recordArchitecture(type, isPresents: isPresents, property: name, at: binding.pattern)
                if isStatic, !scope.isEmpty {
                    // `static let settings = Destination(...)`: a value of the type, made by name.
                    let factory = Factory(scope: scope, name: name, parameters: [], returnType: type, isStatic: true, isMethod: false, title: nil, constructed: [], place: place(binding.pattern))
                    if factory.makesOwnType { found.factories.append(factory) }
                }
            }
            if let route, !scope.isEmpty { recordCoordinatorRoute(route, binding: binding, named: name) }
            if let value = binding.initializer?.value, let start = PathStarts.start(of: value, for: name, scope: scope) {
                found.pathStarts.append(start)
            }
            if let accessors = binding.accessorBlock { recordSwitch(in: Syntax(accessors), member: name) }
            // `var screen: Route { switch self { ... } }`: the cases a push of it may push.
            if name != "body", case .getter(let statements) = binding.accessorBlock?.accessors {
                let cases = ComputedPushes.cases(returnedBy: statements)
                if !cases.isEmpty {
                    let type = binding.typeAnnotation.flatMap { TypeReading.written($0.type).unwrapped.type.path }
                    found.computedCases[name, default: []].append(ComputedCases(type: type, scope: scope, cases: cases))
                }
            }
            // A computed view (`var mailView: some View { MailView() }`); every view's `body` is
            // its own screen, no factory.
            if name != "body", ViewFactories.buildsView(binding.typeAnnotation?.type),
               case .getter(let statements) = binding.accessorBlock?.accessors {
                recordViewFactory(name, body: statements)
            }
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if let body = node.body { recordSwitch(in: Syntax(body), member: node.name.text, parameters: node.signature.parameterClause.parameters) }
        if let body = node.body, ViewFactories.buildsView(node.signature.returnClause?.type) {
            let parameters = node.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text }
            recordViewFactory(node.name.text, body: body.statements, parameters: Set(parameters))
        }
        if !scope.isEmpty { recordFactory(node) }
        if let result = node.signature.returnClause?.type {
            found.functionResults[scope + [node.name.text], default: []].append(TypeReading.written(result))
        }
        if let body = node.body, !Self.isInPreview(node) {
            // `return (.push, PhotoView().asAnyView())`: a destination with its style.
            for (chain, style, saysHow) in StyledDestinations.read(body, returnType: node.signature.returnClause?.type) {
                found.uses[usesKey, default: ViewUses()].viewLinks.append(ViewLink(
                    view: chain[0], wrapped: Array(chain.dropFirst()), style: style, item: nil, place: place(node.name),
                    returnedBy: saysHow ? nil : node.name.text))
            }
        }
        return .visitChildren
    }


    // MARK: SwiftUI calls

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        found.pathWrites += TabPaths.writes(node, scope: scope)
        if let member = UnchangedModes.assigned(by: node) { found.changedMembers.insert(member) }
        if let member = IndexedScreens.stepped(by: node) { found.steppedMembers.insert(member) }
        recordHostedTabs(HostedTabs.tabs(assignedBy: node), at: Syntax(node))
        if found.sceneHost == nil, let host = scope.first, SceneHosts.isWindowRoot(node) { found.sceneHost = host }
        if let (property, caseName) = ItemSets.read(node) {
            let set = ItemSet(property: PropertyMention(name: property, scope: scope, place: place(node)), caseName: caseName)
            found.uses[usesKey, default: ViewUses()].itemSets.append(set)
            if let method = MethodPushes.enclosingClassMethod(of: Syntax(node)) { found.methodItemSets[method, default: []].append(set) }
        } else if let (property, value) = ItemSets.assignment(node), value.is(DeclReferenceExprSyntax.self) {
            // A function writing its parameter into a property (`func show(_ route: Route) {
            // next = route }`): its callers say which case (`WrapperRole.write`).
            _ = recordWrapper(value, role: .write(PropertyMention(name: property, scope: scope, place: place(node))))
        }
        return .visitChildren
    }

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        if MacOnlyClauses.isMacOnly(node) { macOnlyDepth += 1 }
        return .visitChildren
    }
    override func visitPost(_ node: IfConfigClauseSyntax) {
        if MacOnlyClauses.isMacOnly(node) { macOnlyDepth -= 1 }
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if macOnlyDepth > 0, let type = scope.first { found.macOnlyNames[type, default: []].insert(node.baseName.text) }
        found.changedMembers.formUnion(UnchangedModes.changed(by: node))
        if let member = UnmadeDestinations.ownAllCases(node, scope: scope) { found.typeMembers.insert(member) }
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if let listed = UnchangedModes.listed(node) { found.listedEnums.insert(listed) }
        if let member = UnmadeDestinations.writtenMember(node) { found.writtenMembers.insert(member) }
        if let member = UnmadeDestinations.typeMember(node, scope: scope) { found.typeMembers.insert(member) }
        if let shown = ShownEnumMembers.read(node, scope: scope) { found.shownEnumMembers.append(shown) }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let started = StartedApps.calledMain(node) { found.mainCalls.insert(started) }
        // `AppSchema(...)` or `NavreplKit.AppSchema(...)`: an app that declares its schema.
        if TypeReading.typePath(node.calledExpression)?.last == "AppSchema", SchemaLiteral.declares(node) {
            do {
                found.schemaLiterals.append((place(node), try SchemaLiteral.read(node)))
            } catch {
                found.notes.append("AppSchema(...) at \(place(node)) is not read: \(error.reason) (\(place(error.node)))")
            }
            return .skipChildren
        }
        recordCaseArgument(node)
        recordReferences(node)
        if !scope.isEmpty, let name = FilteredTabs.iteratedName(node) { found.iteratedLists.insert(scope + [name]) }
        if let exclusion = FilteredTabs.iteratedExclusion(node, scope: scope) { found.iteratedExclusions.append(exclusion) }
        if !scope.isEmpty, SheetWindows.beginsSheet(node) {
            for view in SheetWindows.hostedViews(around: node) {
                recordViewLink(view, style: .sheet, what: "A hosted view attached by beginSheet", at: node)
            }
        }
        if let type = UnmadeDestinations.calledType(node, scope: scope) { found.madeTypes.insert(type) }
        if found.sceneHost == nil, let host = scope.first, SceneHosts.isWindowRoot(node) { found.sceneHost = host }
        recordHostedTabs(HostedTabs.tabs(setBy: node), at: Syntax(node))
        if let (property, inPlace) = ScopedCases.presentsScope(node) {
            if inPlace { found.scopedInPlace.insert(property) } else { found.scopedForPresentation.insert(property) }
        }
        if var root = CoordinatorRouteArrays.rootCase(of: node) {
            root.scope = scope
            found.coordinatorRoots.append(root)
        }
        found.pathStarts += node.arguments.compactMap { PathStarts.start(givenBy: $0, scope: scope) }
        found.initialisedCases += StackRoots.initialisedCases(by: node)
        if let (coordinator, style) = CoordinatorPushes.shown(by: node), !Self.isInPreview(node) {
            found.uses[usesKey, default: ViewUses()].viewLinks.append(ViewLink(view: coordinator, style: style, item: nil, place: place(node)))
        }
        if let method = MethodPushes.calledMethod(node) { found.uses[usesKey, default: ViewUses()].calledMethods.append(method) }
        if let method = SelectedItemScreens.methodShowingASelection(node) { found.selectionShowingMethods.insert(scope + [method]) }
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
            visitModifier(BetaNames.swiftUIName(BackportedNames.swiftUIName(member.declName.baseName.text)), call: node, on: member.base)
            // A statement of a TabView's content: its modifiers may tag it as a tab.
            if node.parent?.is(CodeBlockItemSyntax.self) == true, Self.isInsideTabView(node) {
                found.tabModifierCalls += TabModifiers.calls(in: node, scope: scope, place: place(node))
            }
            recordWrapperCall(node, function: member.declName.baseName.text)
            if ForwardedViews.isProjectModifier(member) { recordViewArguments(of: node, callee: member.declName.baseName.text) }
            if let type = ImplicitInitialisers.type(of: node) { visitConstruction(type, call: node) }
        } else if let callee = TypeReading.callee(node).map({ BetaNames.swiftUIName(BackportedNames.swiftUIName($0.baseName.text)) }) {
            // Inside `extension View`, a modifier is called on `self` without writing it.
            // So is UIKit's `present(_:animated:)`, inside a view controller.
            if Self.presentations.contains(callee) || callee == "present" { visitModifier(callee, call: node, on: nil) }
            if callee == "TabView", let type = scope.first, PresentedTabViews.presentation(around: node) == nil {
                found.tabViewsWritten[type, default: []].append((MacOnlyClauses.member(around: node), macOnlyDepth > 0))
            }
            if let views = SettingsWindows.views(in: node) {
                found.settingsWindowViews.formUnion(views)
                found.settingsSceneTypes.insert(usesKey)
            }
            if let views = SettingsWindows.auxiliaryWindowViews(in: node) {
                found.auxiliaryWindowViews.formUnion(views)
                found.settingsSceneTypes.insert(usesKey)
            }
            if let views = HostedSettingsWindows.views(in: node) {
                found.hostedSettingsViews.formUnion(views)
                found.settingsSceneTypes.insert(usesKey)
            }
            visitConstruction(callee, call: node)
            recordWrapperCall(node, function: callee)
            // A statement of a TabView's content calling the project's function given a case
            // (`tab(content: booksView, tab: .books)`): the function may tag it as a tab.
            if node.parent?.is(CodeBlockItemSyntax.self) == true, Self.isInsideTabView(node) {
                found.tabModifierCalls += TabModifiers.calls(in: node, scope: scope, place: place(node))
            }
        }
        return .visitChildren
    }
}
