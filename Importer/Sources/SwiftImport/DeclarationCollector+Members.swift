import NavreplKit
import SwiftSyntax

/// The members of a type: properties and methods as factories, coordinators' routes, TCA's
/// stacks and stores, and the switches that title or build each case. Read apart from the calls
/// because they say what a type is, not where a view goes.
extension DeclarationCollector {
    /// A case's associated value or a method's parameter, as a route's parameter.
    static func value(names: [TokenSyntax?], type: TypeSyntax, defaultValue: InitializerClauseSyntax?) -> AssociatedValue {
        AssociatedValue(
            // `case item(_ count: Int)` has no label to write, but its name says more than its type.
            // `` `default`: Int `` is labelled `default`: the backticks only escape a keyword.
            label: names.compactMap { $0?.text.trimmingBackticks }.first { $0 != "_" },
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

    /// `let base: any Screen` (a type-erased wrapper, if a destination names its type) or
    /// `var path: [any Screen]` (a stack of erased values).
    func recordErased(_ type: TypeSyntax, property name: String) {
        if let erased = ErasedScreens.erased(type) {
            found.erasingHolders.append((scope, erased))
        } else if let element = type.as(ArrayTypeSyntax.self)?.element, let erased = ErasedScreens.erased(element), SchemaBuilder.isPathProperty(name) {
            found.erasedPaths.append(erased)
        }
    }

    func recordViewFactory(_ name: String, body: CodeBlockItemListSyntax, parameters: Set<String> = []) {
        guard let factory = ViewFactories.factory(of: body, parameters: parameters) else { return }
        found.viewFactories[name, default: []].append((scope, factory))
    }

    static func attribute(_ name: String, in attributes: AttributeListSyntax) -> AttributeSyntax? {
        attributes.lazy.compactMap { $0.as(AttributeSyntax.self) }.first { $0.attributeName.trimmedDescription == name }
    }

    static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }
    }

    /// A method, as a coordinator's `make` method or a static factory: its parameters are a
    /// route's, and a view-building one's title and constructions are a tab's.
    func recordFactory(_ node: FunctionDeclSyntax) {
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
    func recordCoordinatorRoute(_ attribute: AttributeSyntax, binding: PatternBindingSyntax, named name: String) {
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
    func recordArchitecture(_ type: WrittenType, isPresents: Bool, property: String, at node: some SyntaxProtocol) {
        let reducer = { (type: WrittenType) -> [String]? in
            guard let path = type.path, path.count > 1, path.last == "State" else { return nil }
            return Array(path.dropLast())
        }
        if let screens = CoordinatorRouteArrays.screenReducer(of: type.unwrapped.type, reducer: reducer) {
            recordStack(of: screens, at: node)
            found.coordinatorStacks.append(TypeMention(type: screens, scope: scope, place: place(node)))
            return
        }
        guard case .named(let name, let arguments) = type.unwrapped.type else { return }
        if name.last == "StackState", arguments.count == 1, let path = reducer(arguments[0]) {
            recordStack(of: path, at: node)
        } else if isPresents, let path = reducer(type.unwrapped.type) {
            found.presentedTypes.append(TypeMention(type: path, scope: scope, place: place(node), property: property))
        } else if name.last == "StoreOf", let feature = arguments.first?.path?.last {
            found.uses[usesKey, default: ViewUses()].constructed.append(feature)
        } else if name.last == "Store", let feature = arguments.first.flatMap(reducer)?.last {
            found.uses[usesKey, default: ViewUses()].constructed.append(feature)
        }
    }

    /// A feature's stack of the cases of a reducer enum (`Path`, a coordinator's `Screen`).
    private func recordStack(of path: [String], at node: some SyntaxProtocol) {
        let mention = TypeMention(type: path, scope: scope, place: place(node))
        found.pushedTypes.append(mention)
        // The stack is declared in the feature's `State`: the feature is what views hold.
        let feature = scope.last == "State" ? Array(scope.dropLast()) : scope
        found.uses[usesKey(of: feature), default: ViewUses()].destinations.append(mention)
    }

    /// The type of `X.y`, `X()`, `[X]()` and `[X] = []`-style initial values, of a literal
    /// (`@State private var selectedTab = 0` is an `Int`) and of an array of them, so that a view's own property of a
    /// name is told apart from another view's of that name and an enum type.
    static func inferredType(_ expression: ExprSyntax) -> WrittenType? {
        if let literal = literalType(expression) { return .named([literal], arguments: []) }
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
        // `[Category(title: "Soups"), Category(title: "Salads")]`: of its elements' one type.
        if let array = expression.as(ArrayExprSyntax.self), let first = array.elements.first.flatMap({ inferredType($0.expression) }),
           array.elements.allSatisfy({ inferredType($0.expression) == first }) {
            return .array(first)
        }
        return nil
    }

    /// The value a property holds: its initial value (`static let home = ...`), or the one
    /// expression its getter returns (`static var home: String { NSLocalizedString(...) }`,
    /// also in a `get { return ... }`).
    static func heldValue(_ binding: PatternBindingSyntax) -> ExprSyntax? {
        if let value = binding.initializer?.value { return value }
        var statements: CodeBlockItemListSyntax?
        switch binding.accessorBlock?.accessors {
        case .getter(let body): statements = body
        case .accessors(let accessors):
            if accessors.count == 1, let getter = accessors.first, getter.accessorSpecifier.tokenKind == .keyword(.get) {
                statements = getter.body?.statements
            }
        case nil: break
        }
        guard let statements, statements.count == 1, let item = statements.first?.item else { return nil }
        return item.yieldedExpression
    }

    /// The cases a static list holds: `static var validTabs: [Tab] { [.home, .foods] }`, or
    /// `static let validTabs: [Tab] = [.home, .foods]`.
    static func listedCases(_ binding: PatternBindingSyntax) -> [String]? {
        guard let array = heldValue(binding)?.as(ArrayExprSyntax.self), !array.elements.isEmpty else { return nil }
        let cases = array.elements.compactMap { TypeReading.caseReference($0.expression)?.caseName }
        return cases.count == array.elements.count ? cases : nil
    }

    private static func literalType(_ expression: ExprSyntax) -> String? {
        if expression.is(IntegerLiteralExprSyntax.self) { return "Int" }
        if expression.is(StringLiteralExprSyntax.self) { return "String" }
        if expression.is(BooleanLiteralExprSyntax.self) { return "Bool" }
        if expression.is(FloatLiteralExprSyntax.self) { return "Double" }
        return nil
    }

    /// Records the arms of the first `switch self` in a member (else of a switch on a value it
    /// names): titles and the views each case leads to. A method's switch over one of its
    /// `parameters` is over that parameter's declared type, named inside as it is
    /// (`func content(for area: Area) { switch area { ... } }`).
    func recordSwitch(in member: Syntax, member name: String, parameters: FunctionParameterListSyntax? = nil) {
        guard !scope.isEmpty else { return }
        guard let (subject, switchExpression) = SwitchFinder.firstSwitch(in: member) else {
            if let (subject, branches) = ComparisonChains.firstChain(in: member) {
                recordComparisons(branches, over: subject, member: name)
            } else if let (subject, elements) = IndexedArrays.firstSubscript(in: member) {
                recordIndexedArray(elements, over: subject, member: name)
            } else if let (subject, pages) = ShownByCondition.firstStack(in: member) {
                recordConditionalPages(pages, over: subject, member: name)
            }
            return
        }
        let parameter = parameters?.first { ($0.secondName ?? $0.firstName).text == subject }
        let subjectType = parameter.map { TypeReading.written($0.type) }
        var arms: [String: SwitchArm] = [:]
        var otherwise: SwitchArm?
        for (position, switchCase) in Self.switchCases(switchExpression.cases).enumerated() {
            let arm = SwitchArm(
                title: Self.title(of: switchCase.statements),
                constructed: ConstructionFinder.constructed(in: Syntax(switchCase.statements)),
                showsNothing: PlaceholderCases.showsNothing(switchCase.statements), position: position,
                calls: DestinationView.firstExpression(of: switchCase.statements).map(ViewFactories.calledNames) ?? [])
            guard case .case(let label) = switchCase.label else {
                otherwise = arm
                continue
            }
            for item in label.caseItems {
                for caseName in ConstructionFinder.caseNames(in: Syntax(item.pattern)) + [IndexedScreens.index(item.pattern)].compactMap({ $0 }) where arms[caseName] == nil {
                    arms[caseName] = arm
                }
            }
        }
        // A switch over an index (`IndexedScreens`): its `default:` is a screen too.
        if let otherwise, !arms.isEmpty, arms.keys.allSatisfy(IndexedScreens.isIndex) { arms[IndexedScreens.otherwise] = otherwise }
        found.memberSwitches.append((scope, name, subject, subjectType, arms, otherwise))
    }

    /// An array of screens shown by an index (`IndexedArrays`), recorded as a switch over the
    /// index would be: an arm per element, keyed by its position.
    private func recordIndexedArray(_ elements: [ExprSyntax], over subject: String, member name: String) {
        var arms: [String: SwitchArm] = [:]
        for (position, element) in elements.enumerated() {
            arms[String(position)] = SwitchArm(title: nil, constructed: ConstructionFinder.constructed(in: Syntax(element)), position: position)
        }
        found.memberSwitches.append((scope, name, subject, nil, arms, nil))
    }

    /// Pages shown by a condition on a value (`ShownByCondition`), recorded as a switch over
    /// the value would be: an arm per page.
    private func recordConditionalPages(_ pages: [(caseName: String, page: Syntax)], over subject: String, member name: String) {
        var arms: [String: SwitchArm] = [:]
        for (position, page) in pages.enumerated() where arms[page.caseName] == nil {
            arms[page.caseName] = SwitchArm(title: nil, constructed: ConstructionFinder.constructed(in: page.page), position: position)
        }
        found.memberSwitches.append((scope, name, subject, nil, arms, nil))
    }

    /// A chain of `if`s comparing a value with cases (`ComparisonChains`), recorded as a switch
    /// over the value would be.
    private func recordComparisons(_ branches: [(caseName: String, body: CodeBlockSyntax)], over subject: String, member name: String) {
        var arms: [String: SwitchArm] = [:]
        for (position, branch) in branches.enumerated() where arms[branch.caseName] == nil {
            arms[branch.caseName] = SwitchArm(
                title: Self.title(of: branch.body.statements),
                constructed: ConstructionFinder.constructed(in: Syntax(branch.body.statements)),
                showsNothing: PlaceholderCases.showsNothing(branch.body.statements), position: position)
        }
        found.memberSwitches.append((scope, name, subject, nil, arms, nil))
    }

    /// A switch's cases, those inside `#if` blocks too (read whatever the condition).
    static func switchCases(_ list: SwitchCaseListSyntax) -> [SwitchCaseSyntax] {
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
    static func title(of statements: CodeBlockItemListSyntax) -> String? {
        guard statements.count == 1, let item = statements.first?.item else { return nil }
        guard let expression = item.yieldedExpression else { return nil }
        if let text = TypeReading.titleText(expression) { return text }
        if let call = expression.as(FunctionCallExprSyntax.self),
           let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
           ["Label", "Text"].contains(callee),
           let first = call.arguments.first, first.label == nil {
            return TypeReading.titleText(first.expression)
        }
        return nil
    }
}
