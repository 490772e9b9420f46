import NavreplKit
import SwiftSyntax

/// Walks one file's syntax tree and adds what it declares and what its SwiftUI calls name to
/// `SwiftDeclarations`. It records; it does not decide what is a route or a tab.
final class DeclarationCollector: SyntaxVisitor {
    private var found: SwiftDeclarations
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

    /// Walks `tree` and adds what this file declares to `found`. Each file is collected on
    /// its own and then appended: collecting into the running total would copy it per file.
    static func collect(_ tree: SourceFileSyntax, file: String, into found: inout SwiftDeclarations) {
        let collector = DeclarationCollector(file: file, tree: tree)
        collector.walk(tree)
        collector.scopePrivateViews()
        found.append(collector.found)
    }

    private var scope: [String] { scopes.last?.path ?? [] }
    private var scopeName: String { scope.joined(separator: ".") }

    private func place(_ node: some SyntaxProtocol) -> SourcePlace {
        let location = node.startLocation(converter: converter, afterLeadingTrivia: true)
        return SourcePlace(file: file, line: location.line, column: location.column)
    }

    private static func inheritedNames(_ clause: InheritanceClauseSyntax?) -> [String] {
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
            found.mainType = node.name.text
        }
        if ContentWrapper.isContentWrapper(node) { found.contentWrappers.insert(node.name.text) }
        return enterType(node.name, kind: "struct")
    }

    override func visitPost(_ node: StructDeclSyntax) { scopes.removeLast() }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enterType(node.name, kind: "class") }
    override func visitPost(_ node: ClassDeclSyntax) { scopes.removeLast() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enterType(node.name, kind: "actor") }
    override func visitPost(_ node: ActorDeclSyntax) { scopes.removeLast() }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { enterType(node.name, kind: "protocol") }
    override func visitPost(_ node: ProtocolDeclSyntax) { scopes.removeLast() }

    /// The file's private and fileprivate top-level types: apps often declare a `HomeView` in
    /// each of several files, and each file's constructions mean its own.
    private var privateTypes = Set<String>()

    /// This file's token in the view graph's names: `HomeView` in `Flow.swift` is `Flow_swift#HomeView`.
    private var fileToken: String { String(file.map { $0 == "." ? "_" : $0 }) + "#" }

    /// The view graph's name of the type the walk is in.
    private var usesKey: String { usesKey(of: scope) }

    private func usesKey(of path: [String]) -> String {
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
                   constructed: rename(tag.constructed), destinations: tag.destinations, untyped: tag.untyped)
        }
        found.memberSwitches = found.memberSwitches.map { switched in
            (switched.path, switched.member, switched.subject, switched.arms.mapValues { SwitchArm(title: $0.title, constructed: rename($0.constructed)) })
        }
    }

    private func enterType(_ name: TokenSyntax, kind: String) -> SyntaxVisitorContinueKind {
        let modifiers = name.parent?.asProtocol(WithModifiersSyntax.self)?.modifiers
        if scope.isEmpty, modifiers?.contains(where: { [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind) }) == true {
            privateTypes.insert(name.text)
        }
        let path = scope + [name.text]
        found.types.append(NominalType(path: path, kind: kind, place: place(name)))
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

    /// A case's associated value or a method's parameter, as a route's parameter.
    private static func value(names: [TokenSyntax?], type: TypeSyntax, defaultValue: InitializerClauseSyntax?) -> AssociatedValue {
        AssociatedValue(
            // `case item(_ count: Int)` has no label to write, but its name says more than its type.
            label: names.compactMap { $0?.text }.first { $0 != "_" },
            type: TypeReading.written(type),
            defaultValue: defaultValue.map { writtenDefault($0.value) })
    }

    private static func writtenDefault(_ value: ExprSyntax) -> WrittenDefault {
        if let text = TypeReading.stringLiteral(value) { return .text(text) }
        if value.is(IntegerLiteralExprSyntax.self) || value.is(BooleanLiteralExprSyntax.self) || value.is(NilLiteralExprSyntax.self) {
            return .word(value.trimmedDescription)
        }
        if let prefix = value.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-",
           prefix.expression.is(IntegerLiteralExprSyntax.self) {
            return .word(value.trimmedDescription)
        }
        if let member = value.as(MemberAccessExprSyntax.self), member.base == nil {
            return .word(member.declName.baseName.text.trimmingBackticks)
        }
        return .expression(value.trimmedDescription)
    }

    // MARK: Members

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let isPresents = Self.attribute("Presents", in: node.attributes) != nil
        let route = Self.attribute("Route", in: node.attributes)
        let isStatic = Self.isStatic(node.modifiers)
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            if let annotation = binding.typeAnnotation?.type, !scope.isEmpty { recordErased(annotation, property: name) }
            if isStatic, let value = binding.initializer?.value, let text = LocalisedTitles.value(of: value) {
                found.titleConstants.append((scope + [name], text))
            }
            if let type = binding.typeAnnotation.map({ TypeReading.written($0.type) }) ?? binding.initializer.flatMap({ Self.inferredType($0.value) }) {
                found.properties.append(Property(scope: scope, name: name, type: type, place: place(binding.pattern)))
                recordArchitecture(type, isPresents: isPresents, at: binding.pattern)
                if isStatic, !scope.isEmpty {
                    // `static let settings = Destination(...)`: a value of the type, made by name.
                    let factory = Factory(scope: scope, name: name, parameters: [], returnType: type, isStatic: true, isMethod: false, title: nil, constructed: [], place: place(binding.pattern))
                    if factory.makesOwnType { found.factories.append(factory) }
                }
            }
            if let route, !scope.isEmpty { recordCoordinatorRoute(route, binding: binding, named: name) }
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
        if let body = node.body { recordSwitch(in: Syntax(body), member: node.name.text) }
        if let body = node.body, ViewFactories.buildsView(node.signature.returnClause?.type) {
            recordViewFactory(node.name.text, body: body.statements)
        }
        if !scope.isEmpty { recordFactory(node) }
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

    /// `let base: any Screen` (a type-erased wrapper, if a destination names its type) or
    /// `var path: [any Screen]` (a stack of erased values).
    private func recordErased(_ type: TypeSyntax, property name: String) {
        if let erased = ErasedScreens.erased(type) {
            found.erasingHolders.append((scope, erased))
        } else if let element = type.as(ArrayTypeSyntax.self)?.element, let erased = ErasedScreens.erased(element), SchemaBuilder.isPathProperty(name) {
            found.erasedPaths.append(erased)
        }
    }

    private func recordViewFactory(_ name: String, body: CodeBlockItemListSyntax) {
        guard let factory = ViewFactories.factory(of: body) else { return }
        found.viewFactories[name, default: []].append((scope, factory))
    }

    private static func attribute(_ name: String, in attributes: AttributeListSyntax) -> AttributeSyntax? {
        attributes.lazy.compactMap { $0.as(AttributeSyntax.self) }.first { $0.attributeName.trimmedDescription == name }
    }

    private static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }
    }

    /// A method, as a coordinator's `make` method or a static factory: its parameters are a
    /// route's, and a view-building one's title and constructions are a tab's.
    private func recordFactory(_ node: FunctionDeclSyntax) {
        let isStatic = Self.isStatic(node.modifiers)
        let returnType = node.signature.returnClause.map { TypeReading.written($0.type) }
        let parameters = node.signature.parameterClause.parameters.map { parameter in
            Self.value(names: [parameter.firstName, parameter.secondName], type: parameter.type, defaultValue: parameter.defaultValue)
        }
        // Only a view-building method's body is searched again: the rest need no title.
        let buildsView = Self.attribute("ViewBuilder", in: node.attributes) != nil
            || node.signature.returnClause?.type.trimmedDescription == "some View"
        let body = buildsView ? node.body.map(Syntax.init) : nil
        let factory = Factory(
            scope: scope, name: node.name.text, parameters: parameters, returnType: returnType, isStatic: isStatic, isMethod: true,
            title: body.flatMap(ConstructionFinder.labelTitle), constructed: body.map(ConstructionFinder.constructed) ?? [],
            place: place(node.name))
        // Of the static methods, only those that make a value of their type are factories.
        if !isStatic || factory.makesOwnType { found.factories.append(factory) }
    }

    /// Stinsen: `@Route(.push) var todo = makeTodo`, `@Route(.modal)`, `@Route(.fullScreen)`,
    /// `@Route(tabItem: makeTodosTab) var todos = makeTodos`.
    private func recordCoordinatorRoute(_ attribute: AttributeSyntax, binding: PatternBindingSyntax, named name: String) {
        guard let arguments = attribute.arguments?.as(LabeledExprListSyntax.self) else { return }
        let presentation: CoordinatorRoute.Presentation
        if let item = arguments.first(where: { $0.label?.text == "tabItem" }) {
            presentation = .tab(item: item.expression.as(DeclReferenceExprSyntax.self)?.baseName.text)
        } else {
            switch arguments.first.flatMap({ TypeReading.caseReference($0.expression)?.caseName }) {
            case "push": presentation = .push
            case "modal", "fullScreen": presentation = .present
            default: return
            }
        }
        found.coordinatorRoutes.append(CoordinatorRoute(
            coordinator: scope, name: name, presentation: presentation,
            factory: binding.initializer?.value.as(DeclReferenceExprSyntax.self)?.baseName.text,
            place: place(binding.pattern)))
    }

    /// TCA: `StackState<Path.State>` pushes the cases of `Path`; `@Presents var destination:
    /// Destination.State?` presents those of `Destination`. In the view graph, a feature leads
    /// to its path's routes, and a view to the feature of the store it holds (`StoreOf<X>`,
    /// `Store<X.State, X.Action>`), so that a tab's view leads to its feature's routes.
    private func recordArchitecture(_ type: WrittenType, isPresents: Bool, at node: some SyntaxProtocol) {
        let reducer = { (type: WrittenType) -> [String]? in
            guard let path = type.path, path.count > 1, path.last == "State" else { return nil }
            return Array(path.dropLast())
        }
        guard case .named(let name, let arguments) = type.unwrapped.type else { return }
        if name.last == "StackState", arguments.count == 1, let path = reducer(arguments[0]) {
            let mention = TypeMention(type: path, scope: scope, place: place(node))
            found.pushedTypes.append(mention)
            // The stack is declared in the feature's `State`: the feature is what views hold.
            let feature = scope.last == "State" ? Array(scope.dropLast()) : scope
            found.uses[usesKey(of: feature), default: ViewUses()].destinations.append(mention)
        } else if isPresents, let path = reducer(type.unwrapped.type) {
            found.presentedTypes.append(TypeMention(type: path, scope: scope, place: place(node)))
        } else if name.last == "StoreOf", let feature = arguments.first?.path?.last {
            found.uses[usesKey, default: ViewUses()].constructed.append(feature)
        } else if name.last == "Store", let feature = arguments.first.flatMap(reducer)?.last {
            found.uses[usesKey, default: ViewUses()].constructed.append(feature)
        }
    }

    /// The type of `X.y`, `X()`, `[X]()` and `[X] = []`-style initial values.
    private static func inferredType(_ expression: ExprSyntax) -> WrittenType? {
        if let call = expression.as(FunctionCallExprSyntax.self) {
            // `StackState<Path.State>()`: the generic arguments matter.
            if let generic = call.calledExpression.as(GenericSpecializationExprSyntax.self),
               let path = TypeReading.typePath(generic.expression) {
                return .named(path, arguments: generic.genericArgumentClause.arguments.map { argument in
                    Syntax(argument.argument).as(TypeSyntax.self).map(TypeReading.written) ?? .other(argument.trimmedDescription)
                })
            }
            if let array = call.calledExpression.as(ArrayExprSyntax.self), array.elements.count == 1,
               let element = array.elements.first.flatMap({ TypeReading.typePath($0.expression) }) {
                return .array(.named(element, arguments: []))
            }
            if let path = TypeReading.typePath(call.calledExpression), path.last?.first?.isUppercase == true {
                return .named(path, arguments: [])
            }
        }
        if let reference = TypeReading.caseReference(expression), let type = reference.type {
            return .named(type, arguments: [])
        }
        return nil
    }

    /// Records the arms of the first `switch self` in a member (else of a switch on a value it
    /// names): titles and the views each case leads to.
    private func recordSwitch(in member: Syntax, member name: String) {
        guard !scope.isEmpty, let (subject, switchExpression) = SwitchFinder.firstSwitch(in: member) else { return }
        var arms: [String: SwitchArm] = [:]
        for switchCase in Self.switchCases(switchExpression.cases) {
            guard case .case(let label) = switchCase.label else { continue }
            let arm = SwitchArm(
                title: Self.title(of: switchCase.statements),
                constructed: ConstructionFinder.constructed(in: Syntax(switchCase.statements)))
            for item in label.caseItems {
                for caseName in ConstructionFinder.caseNames(in: Syntax(item.pattern)) where arms[caseName] == nil {
                    arms[caseName] = arm
                }
            }
        }
        found.memberSwitches.append((scope, name, subject, arms))
    }

    /// A switch's cases, those inside `#if` blocks too (read whatever the condition).
    private static func switchCases(_ list: SwitchCaseListSyntax) -> [SwitchCaseSyntax] {
        list.flatMap { element -> [SwitchCaseSyntax] in
            if let switchCase = element.as(SwitchCaseSyntax.self) { return [switchCase] }
            guard let conditional = element.as(IfConfigDeclSyntax.self) else { return [] }
            return conditional.clauses.flatMap { clause -> [SwitchCaseSyntax] in
                guard case .switchCases(let cases) = clause.elements else { return [] }
                return switchCases(cases)
            }
        }
    }

    /// `"Patients"`, `return "Patients"`, `Label("Patients", systemImage: ...)` or `Text("Patients")`,
    /// each literal possibly localised (`String(localized: "Patients")`).
    private static func title(of statements: CodeBlockItemListSyntax) -> String? {
        guard statements.count == 1, let item = statements.first?.item else { return nil }
        var expression: ExprSyntax?
        if let returned = item.as(ReturnStmtSyntax.self) { expression = returned.expression }
        else if let value = item.as(ExprSyntax.self) { expression = value }
        else if let statement = item.as(ExpressionStmtSyntax.self) { expression = statement.expression }
        guard let expression else { return nil }
        if let text = TypeReading.titleText(expression) { return text }
        if let call = expression.as(FunctionCallExprSyntax.self),
           let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
           ["Label", "Text"].contains(callee),
           let first = call.arguments.first, first.label == nil {
            return TypeReading.titleText(first.expression)
        }
        return nil
    }

    // MARK: SwiftUI calls

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        found.pathWrites += TabPaths.writes(node, scope: scope)
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
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
        if let (coordinator, style) = CoordinatorPushes.shown(by: node), !Self.isInPreview(node) {
            found.uses[usesKey, default: ViewUses()].viewLinks.append(ViewLink(view: coordinator, style: style, item: nil, place: place(node)))
        }
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
            visitModifier(member.declName.baseName.text, call: node, on: member.base)
            recordWrapperCall(node, function: member.declName.baseName.text)
        } else if let callee = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            // Inside `extension View`, a modifier is called on `self` without writing it.
            if Self.presentations.contains(callee) { visitModifier(callee, call: node, on: nil) }
            visitConstruction(callee, call: node)
            recordWrapperCall(node, function: callee)
        }
        return .visitChildren
    }

    /// The names a call refers to as functions: the one it calls, and those it is given to call
    /// (`Button(action: flow.showAbout)`). SwiftUI's `.fullScreenCover(item:)` is no call of
    /// the project's `func fullScreenCover()`, and a binding (`$model.sheet`) is no function.
    private func recordReferences(_ call: FunctionCallExprSyntax) {
        if let callee = Self.calleeName(call) {
            let isPresentation = Self.presentations.contains(callee) && call.arguments.contains { ["item", "isPresented", "for"].contains($0.label?.text) }
            if !isPresentation { found.referencedNames.insert(callee) }
        }
        // An instance's member (`flow.showAbout`, not `$model.sheet` nor a case, `Route.about`),
        // or a name given as an action (`action: showAbout`): a value's name (`build(screen)`)
        // may be any local's.
        for argument in call.arguments {
            let expression = argument.expression
            if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
               base.first?.isLowercase == true {
                found.referencedNames.insert(member.declName.baseName.text)
            } else if let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text, ["action", "perform"].contains(argument.label?.text) {
                found.referencedNames.insert(name)
            }
        }
    }

    /// The name a call calls: `push` in `coordinator?.push(...)` too.
    private static func calleeName(_ call: FunctionCallExprSyntax) -> String? {
        let called = call.calledExpression
        return called.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? called.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// `push(HomeScreen.settings)`: a case given alone to a call that pushes or presents (by
    /// its name: `.font(Font.title)` is none), with the function it is in.
    private func recordCaseArgument(_ call: FunctionCallExprSyntax) {
        guard call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil,
              let function = Self.calleeName(call), ErasedScreens.style(of: function) != nil,
              let (type, caseName) = ErasedScreens.givenCase(argument.expression), !Self.isInPreview(call) else { return }
        var enclosing: String?
        var node = call.parent
        while let current = node, !current.isProtocol(DeclGroupSyntax.self) {
            if let declaration = current.as(FunctionDeclSyntax.self) { enclosing = declaration.name.text; break }
            node = current.parent
        }
        found.caseArguments.append(CaseArgument(function: function, type: type, caseName: caseName, scope: scope, usesKey: usesKey, place: place(argument), enclosingFunction: enclosing))
    }

    /// SwiftUI's modifiers that push or present, read where they are called.
    private static let presentations: Set<String> = ["navigationDestination", "flowDestination", "sheet", "fullScreenCover", "popover"]

    /// A call that may be of the project's wrapper of a presentation (known once every file is
    /// read): its arguments that are types (`Route.self`) or bindings (`$sheet`). An argument
    /// that passes on what the enclosing function was given makes that function a wrapper in
    /// turn, if the one called is.
    private func recordWrapperCall(_ call: FunctionCallExprSyntax, function: String) {
        guard !Self.presentations.contains(function) else { return }
        // `router.push(.detail)` is an edge already (see `visitModifier`).
        let isReadPush = function == "push" && call.arguments.count == 1 && call.arguments.first?.label == nil
        var content: [[String]]?
        for argument in call.arguments {
            let expression = argument.expression
            let parameter = WrappedParameter(function: function, label: argument.label?.text)
            if expression.is(DeclReferenceExprSyntax.self) || TypeReading.metatype(expression) != nil,
               let forwarded = ForwardedParameter.of(expression) {
                found.forwardedArguments.append(ForwardedArgument(from: forwarded, to: parameter, place: place(expression)))
                continue
            }
            let read: WrapperCall.Argument
            if let type = TypeReading.metatype(expression), type.last?.first?.isUppercase == true {
                read = .type(type)
            } else if let binding = Self.binding(expression) {
                read = binding
            } else if let reference = TypeReading.caseReference(expression), !isReadPush {
                read = .caseValue(type: reference.type, caseName: reference.caseName)
            } else {
                continue
            }
            if content == nil {
                content = Self.isInPreview(call) ? [] : Self.content(of: call).map { DestinationView.alternatives(of: $0) } ?? []
            }
            found.wrapperCalls.append(WrapperCall(parameter: parameter, argument: read, content: content ?? [], scope: scope, usesKey: usesKey, place: place(expression)))
        }
    }

    /// `$sheet`, `$router.sheet`: the bound property, and the property its key path starts from.
    private static func binding(_ expression: ExprSyntax) -> WrapperCall.Argument? {
        var root = expression
        while let member = root.as(MemberAccessExprSyntax.self), let base = member.base { root = base }
        guard root.as(DeclReferenceExprSyntax.self)?.baseName.text.hasPrefix("$") == true, let name = TypeReading.boundProperty(expression) else { return nil }
        let owner = expression.as(MemberAccessExprSyntax.self)?.base.flatMap(TypeReading.boundProperty)
        return .binding(name, owner: owner)
    }

    /// Records the project's wrapper whose parameter `value` passes on to a presentation;
    /// false when `value` is not what the enclosing function or modifier was given.
    private func recordWrapper(_ value: ExprSyntax, role: WrapperRole, showsOwnView: Bool = false) -> Bool {
        guard let wrapper = ForwardedParameter.of(value) else { return false }
        if found.presentationWrappers[wrapper] == nil {
            found.presentationWrappers[wrapper] = PresentationWrapper(role: role, place: place(value), showsOwnView: showsOwnView)
        }
        return true
    }

    private func argument(_ label: String, of call: FunctionCallExprSyntax) -> ExprSyntax? {
        call.arguments.first { $0.label?.text == label }?.expression
    }

    private func visitModifier(_ name: String, call: FunctionCallExprSyntax, on base: ExprSyntax?) {
        if Self.presentations.contains(name), name != "flowDestination",
           recordCasePresentation(call, style: name == "navigationDestination" ? nil : name == "fullScreenCover" ? .cover : .sheet) {
            return
        }
        switch name {
        case "navigationDestination", "flowDestination":
            // Placed at the argument: every call of a modifier chain starts where the chain does.
            // FlowStacks' `flowDestination(for:)` registers screens as SwiftUI's does.
            if let value = argument("for", of: call), recordWrapper(value, role: .destination) {
                // The project's own wrapper: its callers name the route type.
            } else if let value = argument("for", of: call), let type = TypeReading.metatype(value) {
                let mention = TypeMention(type: type, scope: scope, place: place(value))
                found.destinations.append(mention)
                found.uses[usesKey, default: ViewUses()].destinations.append(mention)
                recordScreens(of: call, type: type, item: nil)
            } else if let value = argument("for", of: call) {
                unresolved(".\(name)(for: \(Self.shown(value)))", at: value, "its type is not read")
            } else if name == "navigationDestination", let item = argument("item", of: call) {
                guard !recordWrapper(item, role: .item(nil)) else { return }
                if let modal = recordModal(item, style: "push"), Self.isPropertyPath(item) {
                    recordItemView(of: call, style: nil, item: modal)
                }
            } else if let flag = argument("isPresented", of: call) {
                recordFlag(flag, of: call, style: nil, what: ".\(name)(isPresented: \(Self.shown(flag)))")
            }
        case "navigate":
            // hmlongco Navigator: `navigator.navigate(to: HomeDestinations.page2)`, and
            // `.navigate(trigger: $flag, destination: HomeDestinations.page3)`.
            if let value = argument("to", of: call) ?? argument("destination", of: call) { recordPushed(value, at: call) }
        case "push" where call.arguments.count == 1 && call.arguments.first?.label == nil:
            // A router's or navigator's push of a case (`navigator.push(.number(99))`): an edge
            // from the view that makes it; the route enums are found by the other calls.
            if let value = call.arguments.first?.expression, let reference = TypeReading.caseReference(value) {
                found.uses[usesKey, default: ViewUses()].links.append(CaseLink(type: reference.type, caseName: reference.caseName, scope: scope, place: place(call)))
            } else if let value = call.arguments.first?.expression, let member = ComputedPushes.member(value) {
                recordComputedPush(value, member: member, onto: nil, what: "push(\(Self.shown(value)))")
            } else if let value = call.arguments.first?.expression, !Self.isReadElsewhere(value), CoordinatorPushes.shown(by: call) == nil {
                unresolved("push(\(Self.shown(value)))", at: value, "which route it pushes is not read")
            }
        case "tag":
            // A tag inside a Picker, Menu or segmented control picks a value, not a tab.
            guard var value = call.arguments.first?.expression, Self.isInsideTabView(call) else { return }
            // `.tag(Tab.chats.rawValue)` with a selection of the raw type: the case's tab.
            if let member = value.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "rawValue", let base = member.base {
                value = base
            }
            let reference = TypeReading.caseReference(value)
            let content = base.map(Syntax.init)
            let title = base.flatMap { ConstructionFinder.tabItemTitle(in: Syntax($0)) }
            // A tag of no enum (`.tag(0)`, `.tag("home")`): the tab is named after its title.
            let untyped = reference == nil && (value.is(IntegerLiteralExprSyntax.self) || value.is(StringLiteralExprSyntax.self))
            found.tags.append(TabTag(
                type: reference?.type, caseName: reference?.caseName ?? (untyped ? title.flatMap(Self.tabName) : nil),
                title: title,
                scope: scope,
                constructed: content.map(ConstructionFinder.constructed) ?? [],
                destinations: content.map { ConstructionFinder.destinations(in: $0) }?.map {
                    TypeMention(type: $0, scope: scope, place: place(call))
                } ?? [],
                untyped: untyped ? place(call) : nil,
                stackPaths: content.map(TabPaths.stackPaths) ?? []))
        case "tabItem":
            // A tab of a TabView without tags (`Home().tabItem { Label("Home", ...) }`): named
            // after its title. A tagged one is read by its `.tag`.
            guard !Self.isTagged(call), Self.isInsideTabView(call), let closure = ConstructionFinder.tabItemClosure(of: call),
                  let title = ConstructionFinder.labelTitle(in: Syntax(closure)) else { return }
            // A title naming a localisation constant names its tab once the constant is read.
            let name = Self.tabName(title)
            guard name != nil || LocalisedTitles.isReference(title) else { return }
            let content = base.map(Syntax.init)
            // Set in a view's own body (`Tickets` sets its item), the tab shows that view.
            let shown = Self.hasTabViewAncestor(call) ? [] : Array(scope.suffix(1))
            found.tags.append(TabTag(
                type: nil, caseName: name, title: title, scope: scope,
                constructed: shown + (content.map(ConstructionFinder.constructed) ?? []),
                destinations: content.map { ConstructionFinder.destinations(in: $0) }?.map {
                    TypeMention(type: $0, scope: scope, place: place(call))
                } ?? [],
                untyped: place(call)))
        case "sheet", "fullScreenCover", "popover":
            let style: ModalStyle = name == "fullScreenCover" ? .cover : .sheet
            if let item = argument("item", of: call) {
                guard !recordWrapper(item, role: .item(style)) else { return }
                if TypeReading.boundProperty(item) == nil { unresolved(".\(name)(item: \(Self.shown(item)))", at: item, "what it presents is not read") }
                let modal = recordModal(item, style: style.rawValue)
                if let property = TypeReading.boundProperty(item) {
                    recordScreens(of: call, type: nil, item: PropertyMention(name: property, scope: scope, place: place(item)))
                }
                if let modal, Self.isPropertyPath(item) { recordItemView(of: call, style: style, item: modal) }
            } else if let flag = argument("isPresented", of: call) {
                recordFlag(flag, of: call, style: style, what: ".\(name)(isPresented: \(Self.shown(flag)))")
            }
        case "append":
            // Only onto a navigation path (`path.append`, `router.patientRoutes.append`): any
            // array or string has an `append`.
            guard let base, let name = TypeReading.boundProperty(base), SchemaBuilder.isPathProperty(name) else { break }
            if let value = call.arguments.first?.expression, let reference = TypeReading.caseReference(value) {
                found.pathWrites.append(PathWrite(property: name, type: reference.type, caseName: reference.caseName, scope: scope))
                if let type = reference.type { found.pushedTypes.append(TypeMention(type: type, scope: scope, place: place(value))) }
                found.uses[usesKey, default: ViewUses()].links.append(CaseLink(type: reference.type, caseName: reference.caseName, scope: scope, place: place(value)))
            } else if let argument = call.arguments.first, Self.isView(argument) {
                // Spezi's `path.append(customView: OpenAIAPIKey())`: the view is pushed, without a value.
                recordViewLink(argument.expression, style: nil, what: "\(name).append(\(Self.shown(argument.expression)))", at: argument.expression)
            } else if let value = call.arguments.first?.expression, recordWrapper(value, role: .push) {
                // A push helper (`func navigate(to route: Route) { path.append(route) }`): the
                // type it is given is pushed, and its callers say which case. Not a destination
                // of the helper's type: a router every tab holds would give its routes to each.
                if let type = ForwardedParameter.declaredType(of: value), let path = TypeReading.written(type).unwrapped.type.path,
                   path.last?.first?.isUppercase == true {
                    found.pushedTypes.append(TypeMention(type: path, scope: scope, place: place(value)))
                }
            } else if let value = call.arguments.first?.expression, let member = ComputedPushes.member(value) {
                recordComputedPush(value, member: member, onto: name, what: "\(name).append(\(Self.shown(value)))")
            } else if let value = call.arguments.first?.expression, !Self.isReadElsewhere(value) {
                unresolved("\(name).append(\(Self.shown(value)))", at: value, "which route it pushes is not read")
            }
        default:
            break
        }
    }

    /// Whether an argument appended to a path is a view, not a route's value: given as one
    /// (`customView:`, `view:`), or a construction of a type named as views are (`DetailView()`,
    /// `DetailScreen()`). `Number(value: 99)` is a value, and so is a type-erased one
    /// (`AnyScreen(screen)`).
    private static func isView(_ argument: LabeledExprSyntax) -> Bool {
        if argument.label?.text.lowercased().contains("view") == true { return true }
        guard argument.label == nil, let call = argument.expression.as(FunctionCallExprSyntax.self),
              let type = TypeReading.typePath(call.calledExpression)?.last, !type.hasPrefix("Any") else { return false }
        return type.hasSuffix("View") || type.hasSuffix("Screen")
    }

    /// A case of a feature's optional route shown on its own (`NavigationLink(unwrapping:
    /// $store.route, case: \.detail)`, `.sheet(item: $store.route.sending(\.setNavigation).filters)`):
    /// that case is a route, not every case of its enum, most of which may be HUDs and dialogs.
    private func recordCasePresentation(_ call: FunctionCallExprSyntax, style: ModalStyle?) -> Bool {
        guard let (property, holder, caseName) = CasePresentations.read(call) else { return false }
        guard !Self.isInPreview(call) else { return true }
        let view = Self.content(of: call).flatMap { DestinationView.alternatives(of: $0).first?.first }
        // Placed at its first argument: every call of a modifier chain starts where the chain does.
        let at = call.arguments.first.map { place($0) } ?? place(call)
        found.casePresentations.append(CasePresentation(
            property: PropertyMention(name: property, scope: scope, place: at),
            holder: holder.map { PropertyMention(name: $0, scope: scope, place: at) },
            caseName: caseName, style: style, view: view, from: String(usesKey.split(separator: ".").last ?? "")))
        return true
    }

    /// `push(item.screen)`: read once every file is, through a computed `screen` returning cases.
    private func recordComputedPush(_ value: ExprSyntax, member: String, onto path: String?, what: String) {
        found.computedPushes.append(ComputedPush(
            member: member, pathProperty: path, scope: scope, usesKey: usesKey, place: place(value),
            unresolved: "\(what) at \(place(value)): which route it pushes is not read"))
    }

    /// A navigation call whose route is not read: the report lists it with its place, so that
    /// a reader sees what the model may be missing (and `--strict` refuses the import).
    private func unresolved(_ what: String, at node: some SyntaxProtocol, _ why: String) {
        found.unresolved.append((place(node), "\(what) at \(place(node)): \(why)"))
    }

    /// Whether `value` says which route it pushes other than as a case: a parameter of the
    /// function it is in, a helper that forwards its argument (`func push(_ destination:
    /// Route) { path.append(destination) }`), whose callers say which route is pushed; or a
    /// value made by its type.
    private static func isReadElsewhere(_ value: ExprSyntax) -> Bool {
        // A value made by its type (`push(Number(value: 99))`) names the route's type.
        if let callee = value.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
           callee.first?.isUppercase == true { return true }
        guard let name = value.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        var node = value.parent
        while let current = node {
            if let function = current.as(FunctionDeclSyntax.self) {
                return function.signature.parameterClause.parameters.contains { ($0.secondName ?? $0.firstName).text == name }
            }
            node = current.parent
        }
        return false
    }

    /// `.sheet(isPresented: $flag) { Help() }`: a view link. In the project's own wrapper, whose
    /// flag is the wrapper's parameter, its callers' content is what is shown (unless the
    /// wrapper shows a view of its own).
    private func recordFlag(_ flag: ExprSyntax, of call: FunctionCallExprSyntax, style: ModalStyle?, what: String) {
        let content = Self.content(of: call)
        let showsOwnView = !(content.map { DestinationView.alternatives(of: $0).isEmpty } ?? true)
        if recordWrapper(flag, role: .flag(style), showsOwnView: showsOwnView), !showsOwnView { return }
        recordViewLink(content, style: style, what: what, at: flag)
    }

    /// A navigation without a value (`NavigationLink(destination:)`, `.sheet(isPresented:)`):
    /// the view it shows is its route. Where no view's type is written (a function's result,
    /// a variable, SwiftUI's `Text`), nothing names where it goes: the report lists it, with
    /// its place, as a route a reader may want to model.
    /// (A modifier is placed at its argument: every call of a chain starts where the chain does.)
    private func recordViewLink(_ destination: ExprSyntax?, style: ModalStyle?, what: String, at node: some SyntaxProtocol) {
        guard !Self.isInPreview(node) else { return }
        let alternatives = destination.map { DestinationView.alternatives(of: $0) } ?? []
        guard !alternatives.isEmpty else {
            if let style, let destination, let function = StyledDestinations.returningFunction(of: destination) {
                found.styledShowings.append((function, style))
            }
            let model = style == nil ? "a route" : "a 'sheet NAME' or 'cover NAME' route"
            let note = "\(what) at \(place(node)) navigates without a value to no view's type: not imported (model it as \(model) if it matters)"
            // A call of the project's own view-building function or property may say, once
            // every file is read, which view it shows.
            let calls = destination.map(ViewFactories.calledNames) ?? []
            if calls.isEmpty {
                found.notes.append(note)
            } else {
                found.factoryLinks.append(FactoryLink(calls: calls, scope: scope, style: style, usesKey: usesKey, place: place(node), note: note))
            }
            return
        }
        // An `if` or a `switch` between views: each may be shown, so each is a route.
        for chain in alternatives {
            found.uses[usesKey, default: ViewUses()].viewLinks.append(ViewLink(view: chain[0], wrapped: Array(chain.dropFirst()), style: style, item: nil, place: place(node)))
        }
    }

    /// `.sheet(item: $event) { event in EventView(event) }`: the view an item's content builds,
    /// kept with the item (an enum's is read by its cases once every file is read).
    private func recordItemView(of call: FunctionCallExprSyntax, style: ModalStyle?, item: ModalMention) {
        guard !Self.isInPreview(call), let content = Self.content(of: call) else { return }
        for chain in DestinationView.alternatives(of: content) {
            found.uses[usesKey, default: ViewUses()].viewLinks.append(ViewLink(view: chain[0], wrapped: Array(chain.dropFirst()), style: style, item: item, place: item.property.place))
        }
    }

    /// `$event` or `$model.event`: properties alone. An item a call makes (TCA's
    /// `$store.scope(...).edit`) is a case of the store's destination, not a value's view.
    private static func isPropertyPath(_ expression: ExprSyntax) -> Bool {
        if expression.is(DeclReferenceExprSyntax.self) { return true }
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base else { return false }
        return isPropertyPath(base)
    }

    /// A modifier's content: its trailing closure, or one passed as `content:` or `destination:`.
    private static func content(of call: FunctionCallExprSyntax) -> ExprSyntax? {
        call.trailingClosure.map(ExprSyntax.init)
            ?? call.arguments.first { $0.label?.text == "content" || $0.label?.text == "destination" }?.expression
    }

    /// Where a `NavigationLink` without a value goes: `destination:`, the first of two trailing
    /// closures (`NavigationLink { Detail() } label: { ... }`), or the one closure after a
    /// title (`NavigationLink("Detail") { Detail() }`).
    private static func linkDestination(of call: FunctionCallExprSyntax) -> ExprSyntax? {
        if let destination = call.arguments.first(where: { $0.label?.text == "destination" })?.expression { return destination }
        guard let closure = call.trailingClosure else { return nil }
        let titled = call.arguments.count == 1 && call.arguments.first?.label == nil
        return !call.additionalTrailingClosures.isEmpty || titled ? ExprSyntax(closure) : nil
    }

    /// The view a destination builds, as the report names it: `PatientView` for
    /// `PatientView(patient: p)`, else the expression, cut short.
    private static func viewName(_ destination: ExprSyntax) -> String {
        if let closure = destination.as(ClosureExprSyntax.self), let first = closure.statements.first?.item.as(ExprSyntax.self) {
            return viewName(first)
        }
        return shown(destination.as(FunctionCallExprSyntax.self)?.calledExpression ?? destination)
    }

    /// Whether the node is in a preview (`#Preview { }`, a `PreviewProvider`): not the app's navigation.
    private static func isInPreview(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let syntax = current {
            if let macro = syntax.as(MacroExpansionExprSyntax.self), macro.macroName.text == "Preview" { return true }
            if let macro = syntax.as(MacroExpansionDeclSyntax.self), macro.macroName.text == "Preview" { return true }
            if let type = syntax.as(StructDeclSyntax.self) {
                return inheritedNames(type.inheritanceClause).contains("PreviewProvider")
            }
            current = syntax.parent
        }
        return false
    }

    /// Whether a link is in a `Menu`'s or `Picker`'s content: a choice made there, not a screen pushed.
    private static func isInsideMenuOrPicker(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let syntax = current {
            if let callee = syntax.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
               callee == "Menu" || callee == "Picker" {
                return true
            }
            current = syntax.parent
        }
        return false
    }

    /// An expression as the report shows it: on one line, cut past 40 characters.
    private static func shown(_ expression: some SyntaxProtocol) -> String {
        let text = expression.trimmedDescription.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return text.count <= 40 ? text : String(text.prefix(37)) + "..."
    }

    /// `.sheet(item: $sheet)`, or a case of an enum property reached through its key path
    /// (`$model.destination.add`, swift-navigation's): the enum is the property's.
    @discardableResult
    private func recordModal(_ item: ExprSyntax, style: String) -> ModalMention? {
        guard let property = TypeReading.boundProperty(item) else { return nil }
        var owner: PropertyMention?
        if let member = item.as(MemberAccessExprSyntax.self), let base = member.base, let name = TypeReading.boundProperty(base) {
            owner = PropertyMention(name: name, scope: scope, place: place(item))
        }
        let mention = ModalMention(property: PropertyMention(name: property, scope: scope, place: place(item)), owner: owner, style: style)
        found.modals.append(mention)
        found.uses[usesKey, default: ViewUses()].presents.append(mention)
        return mention
    }

    /// The views a destination's content builds for each case it switches over, from its
    /// trailing closure (`{ route in switch route { case .detail: DetailView() } }`).
    private func recordScreens(of call: FunctionCallExprSyntax, type: [String]?, item: PropertyMention?) {
        let closure = call.trailingClosure ?? argument("destination", of: call)?.as(ClosureExprSyntax.self)
        guard let closure else { return }
        guard let (_, switchExpression) = SwitchFinder.firstSwitch(in: Syntax(closure)) else {
            // A destination for a whole type (`for: Number.self`, a struct's route): its screen.
            if let name = type?.last {
                found.screenArms.append(ScreenArms(type: type, item: item, scope: scope, views: [ParameterMapping.lowerCamel(name): ConstructionFinder.constructed(in: Syntax(closure))]))
            }
            return
        }
        var views: [String: [String]] = [:]
        for switchCase in Self.switchCases(switchExpression.cases) {
            guard case .case(let label) = switchCase.label else { continue }
            let constructed = ConstructionFinder.constructed(in: Syntax(switchCase.statements))
            for caseItem in label.caseItems {
                for caseName in ConstructionFinder.caseNames(in: Syntax(caseItem.pattern)) where views[caseName] == nil { views[caseName] = constructed }
            }
        }
        if !views.isEmpty { found.screenArms.append(ScreenArms(type: type, item: item, scope: scope, views: views)) }
    }

    /// A value pushed by name (`X.y`, TCA's `X.State.y`), as a route type and an edge of the
    /// view graph: the view that pushes it leads to that type's routes.
    private func recordPushed(_ value: ExprSyntax, at node: some SyntaxProtocol) {
        guard let reference = TypeReading.caseReference(value) else {
            // A value whose route is not written (`NavigationLink(value: backyard.id)`): an
            // edge nobody can attribute, which the report names.
            found.uses[usesKey, default: ViewUses()].links.append(CaseLink(type: nil, caseName: "", scope: scope, place: place(node)))
            return
        }
        found.uses[usesKey, default: ViewUses()].links.append(CaseLink(type: reference.type, caseName: reference.caseName, scope: scope, place: place(node)))
        guard var type = reference.type else { return }
        if type.count > 1, type.last == "State" { type.removeLast() }
        let mention = TypeMention(type: type, scope: scope, place: place(node))
        found.pushedTypes.append(mention)
        found.uses[usesKey, default: ViewUses()].destinations.append(mention)
    }

    /// Whether the node is in a `TabView`'s content, and not in a picker's or menu's inside it.
    /// Whether a modifier chain goes on to a `.tag(...)` after this call.
    private static func isTagged(_ call: FunctionCallExprSyntax) -> Bool {
        var current = Syntax(call)
        while let access = current.parent?.as(MemberAccessExprSyntax.self), let next = access.parent?.as(FunctionCallExprSyntax.self) {
            if access.declName.baseName.text == "tag" { return true }
            current = Syntax(next)
        }
        return false
    }

    /// A tab's name made from its title: `Now Playing` gives `nowPlaying`; nil when no
    /// letters are left.
    static func tabName(_ title: String) -> String? {
        guard !LocalisedTitles.isReference(title) else { return nil }
        let words = title.split { !$0.isLetter && !$0.isNumber }
        guard let first = words.first, first.first?.isLetter == true else { return nil }
        let name = first.lowercased() + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return AppName.isValid(name) ? name : nil
    }

    /// Whether the call is written inside a `TabView(...)`'s content.
    private static func hasTabViewAncestor(_ node: FunctionCallExprSyntax) -> Bool {
        var current = node.parent
        while let syntax = current {
            if syntax.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "TabView" { return true }
            current = syntax.parent
        }
        return false
    }

    private static func isInsideTabView(_ node: FunctionCallExprSyntax) -> Bool {
        var current = node.parent
        while let syntax = current {
            if let call = syntax.as(FunctionCallExprSyntax.self),
               let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
                // A pager's pages are tagged too, but they are not the app's tabs.
                if callee == "TabView" { return !isPager(call) }
                if callee == "Picker" || callee == "Menu" { return false }
            }
            current = syntax.parent
        }
        // A tagged view in its own `body` may be placed in a TabView elsewhere.
        return true
    }

    /// Whether a `TabView(...)` call is a pager: styled `.tabViewStyle(.page)` (or
    /// `PageTabViewStyle()`, or watchOS's `.verticalPage`) somewhere along its chain of modifiers. Its pages are tagged as
    /// tabs are, but a user swipes through them on one screen: they are not the app's tabs.
    static func isPager(_ tabView: FunctionCallExprSyntax) -> Bool {
        var expression = ExprSyntax(tabView)
        while let member = expression.parent?.as(MemberAccessExprSyntax.self), member.base?.id == expression.id,
              let modifier = member.parent?.as(FunctionCallExprSyntax.self) {
            if member.declName.baseName.text == "tabViewStyle",
               let style = modifier.arguments.first?.expression.trimmedDescription,
               style.hasPrefix(".page") || style.hasPrefix(".verticalPage") || style.contains("PageTabViewStyle") {
                return true
            }
            expression = ExprSyntax(modifier)
        }
        return false
    }

    /// The views a construction is given by label (`NavigationRow(destination: DialogView())`),
    /// or what a label's closure calls: a navigation once the view called is known to wrap one.
    private func recordViewArguments(of call: FunctionCallExprSyntax, callee: String) {
        for argument in call.arguments {
            guard let label = argument.label?.text else { continue }
            let views = DestinationView.alternatives(of: argument.expression)
            let calls = views.isEmpty && argument.expression.is(ClosureExprSyntax.self) ? ViewFactories.calledNames(argument.expression) : []
            guard !views.isEmpty || !calls.isEmpty, !Self.isInPreview(call) else { continue }
            found.viewArguments.append(ViewArgument(callee: callee, label: label, views: views, calls: calls, scope: scope, usesKey: usesKey, place: place(argument)))
        }
    }

    private func visitConstruction(_ callee: String, call: FunctionCallExprSyntax) {
        guard let first = callee.first, first.isUppercase else { return }
        if callee == "TabView", Self.isPager(call) {
            // Not the app's tabs: neither its selection nor its tags are read as tabs.
            found.uses[usesKey, default: ViewUses()].constructed.append("PagedTabView")
            found.notes.append("TabView at \(place(call)) is a pager (.tabViewStyle(.page)): its pages are not read as tabs")
            return
        }
        found.uses[usesKey, default: ViewUses()].constructed.append(callee)
        recordViewArguments(of: call, callee: callee)
        switch callee {
        case "TabView":
            if let selection = argument("selection", of: call), let property = TypeReading.boundProperty(selection) {
                found.tabSelections.append(PropertyMention(name: property, scope: scope, place: place(call)))
            }
            for type in ConstructionFinder.allCasesTypes(in: Syntax(call)) {
                found.tabCaseLists.append(TypeMention(type: type, scope: scope, place: place(call)))
            }
        case "Tab":
            // iOS 18's `Tab("Shop", systemImage: "cart", value: AppTab.shop) { ShopTab() }`.
            guard let value = argument("value", of: call), let reference = TypeReading.caseReference(value) else { break }
            let content = call.trailingClosure.map(Syntax.init)
            found.tags.append(TabTag(
                type: reference.type, caseName: reference.caseName,
                title: call.arguments.first.flatMap { $0.label == nil ? TypeReading.titleText($0.expression) : nil },
                scope: scope,
                constructed: content.map(ConstructionFinder.constructed) ?? [],
                destinations: content.map { ConstructionFinder.destinations(in: $0) }?.map {
                    TypeMention(type: $0, scope: scope, place: place(call))
                } ?? [],
                stackPaths: content.map(TabPaths.stackPaths) ?? []))
        case "NavigationStack":
            if let path = TabPaths.stackPath(of: call) { found.uses[usesKey, default: ViewUses()].stackPaths.append(path) }
            if let content = call.trailingClosure, let root = DestinationView.alternatives(of: content.statements).first?.first {
                found.stackRoots.append(StackRoot(view: root, destinations: ConstructionFinder.destinations(in: Syntax(content)), scope: scope))
            }
        case "NavigationSplitView":
            found.splitViews.append(place(call))
        case "List":
            if let selection = argument("selection", of: call), let property = TypeReading.boundProperty(selection) {
                found.sidebarSelections.append(PropertyMention(name: property, scope: scope, place: place(call)))
            }
        case "NavigationLink", "FlowLink":
            // `value:` (SwiftUI, FlowStacks), `to:` (Navigator), `state:` (TCA).
            if callee == "NavigationLink", recordCasePresentation(call, style: nil) {
                // swift-navigation's `NavigationLink(unwrapping: $model.route, case: \.detail)`.
            } else if let value = argument("value", of: call) ?? argument("to", of: call) ?? argument("state", of: call) {
                recordPushed(value, at: call)
            } else if callee == "NavigationLink", let destination = Self.linkDestination(of: call), !Self.isInsideMenuOrPicker(call) {
                recordViewLink(destination, style: nil, what: "NavigationLink to \(Self.viewName(destination))", at: call)
            }
        default:
            break
        }
    }
}

extension SyntaxProtocol {
    /// Whether the node is inside an `#if` block.
    var ancestorIsConditional: Bool {
        var node = parent
        while let current = node {
            if current.is(IfConfigClauseSyntax.self) { return true }
            node = current.parent
        }
        return false
    }
}

extension String {
    /// `default` for `` `default` ``: a case name escaped because it is a keyword.
    var trimmingBackticks: String {
        hasPrefix("`") && hasSuffix("`") && count > 1 ? String(dropFirst().dropLast()) : self
    }
}
